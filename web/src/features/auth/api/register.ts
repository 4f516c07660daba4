import { api } from '@/lib/api-client';
import type { User } from './get-current-user';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/** Creates an account and signs it in (the server starts the session). */
export function register(input: RegisterInput): Promise<User> {
  return api.post<User>('/api/register', input);
}
