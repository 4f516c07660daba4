import { api } from '@/lib/api-client';
import type { User } from './get-current-user';

export interface LoginInput {
  email: string;
  password: string;
}

/** Signs in with email and password; the server starts a session cookie and answers with the user. */
export function login(input: LoginInput): Promise<User> {
  return api.post<User>('/api/login', input);
}
