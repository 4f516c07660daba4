import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';

export type { AdminStats };

export const adminQueryKey = ['admin'] as const;

export function getAdminStats({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStats> {
  return api.get<AdminStats>('/api/admin/stats', { signal });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'stats'],
    queryFn: ({ signal }) => getAdminStats({ signal }),
  });
}

export function useAdminStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminStatsQueryOptions(), enabled });
}
