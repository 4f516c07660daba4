import type { CurrentUser, LoginBody } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';

/** Signs in with email and password; the server starts a session cookie and answers with the user. */
export function login(input: LoginBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/login', input);
}
