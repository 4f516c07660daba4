import type { CurrentUser, RegisterBody } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';

/** Creates an account and signs it in (the server starts the session). */
export function register(input: RegisterBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/register', input);
}
