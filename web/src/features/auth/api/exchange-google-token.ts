import type { CurrentUser, GoogleSignInBody } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';

/**
 * Hands the Google ID token to our backend, which verifies it and starts a session.
 * The answer's body is not relied on: the current-user query is refetched afterwards.
 */
export async function exchangeGoogleToken(token: string): Promise<void> {
  const body: GoogleSignInBody = { token };
  await api.post<CurrentUser>('/api/auth/google', body);
}
