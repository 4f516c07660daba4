import type { CreateShareBody, CreateShareResponse } from '@quran-assistant/api/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Our canonical share link; /chat/{code} also resolves to the shared view, for links shared in that form. */
export function shareUrlFor(shareCode: string, origin = window.location.origin): string {
  return `${origin}/shared/${encodeURIComponent(shareCode)}`;
}

export async function createShareLink(sessionId: string): Promise<string> {
  const body: CreateShareBody = { sessionId };
  const { shareCode } = await api.post<CreateShareResponse>('/api/shared-sessions', body);
  return shareUrlFor(shareCode);
}

export function useCreateShareLink() {
  return useMutation({ mutationFn: createShareLink });
}
