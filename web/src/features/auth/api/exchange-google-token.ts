import { api } from '@/lib/api-client';

/**
 * Hands the Google ID token to our backend, which verifies it and starts a session (spec §4).
 * The answer's body is not relied on: the current-user query is refetched afterwards.
 */
export async function exchangeGoogleToken(token: string): Promise<void> {
  await api.post<unknown>('/api/auth/google', { token });
}
