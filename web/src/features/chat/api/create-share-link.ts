import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Our canonical share link; /chat/{code} also resolves to the shared view (spec §2 mentions both). */
export function shareUrlFor(shareCode: string, origin = window.location.origin): string {
  return `${origin}/shared/${encodeURIComponent(shareCode)}`;
}

export async function createShareLink(sessionId: string): Promise<string> {
  const { shareCode } = await api.post<{ shareCode: string }>('/api/shared-sessions', { sessionId });
  return shareUrlFor(shareCode);
}

export function useCreateShareLink() {
  return useMutation({ mutationFn: createShareLink });
}
