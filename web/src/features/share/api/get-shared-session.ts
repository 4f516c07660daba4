import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SharedSessionResponse } from '@quran-assistant/api/contract';

export function getSharedSession(shareCode: string): Promise<SharedSessionResponse> {
  return api.get<SharedSessionResponse>(`/api/shared-sessions/${encodeURIComponent(shareCode)}`);
}

// A shared conversation is fixed at the moment of sharing: retried once, fresh for 30 minutes.
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
