import { api } from '@/lib/api-client';

/** Ends the server session; the answer carries nothing the client needs. */
export async function logout(): Promise<void> {
  await api.post<unknown>('/api/logout');
}
