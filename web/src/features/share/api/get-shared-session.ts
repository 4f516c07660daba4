import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatMessage } from '@/lib/api-types';

export interface SharedSession {
  session: { title: string; description?: string | null; viewCount: number; sessionId?: string };
  messages: ChatMessage[];
}

export function getSharedSession(shareCode: string): Promise<SharedSession> {
  return api.get<SharedSession>(`/api/shared-sessions/${encodeURIComponent(shareCode)}`);
}

// Spec §7/§9: retried once, stale after 30 minutes.
export const sharedSessionStaleTimeMs = 30 * 60 * 1000;

export function getSharedSessionQueryOptions(shareCode: string) {
  return queryOptions({
    queryKey: ['shared-session', shareCode],
    queryFn: () => getSharedSession(shareCode),
    retry: 1,
    staleTime: sharedSessionStaleTimeMs,
  });
}

export function useSharedSession(shareCode: string) {
  return useQuery(getSharedSessionQueryOptions(shareCode));
}
