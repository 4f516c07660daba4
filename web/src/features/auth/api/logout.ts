import type { OkResponse } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';

/** Ends the server session; the answer carries nothing the client needs. */
export async function logout(): Promise<void> {
  await api.post<OkResponse>('/api/logout');
}
