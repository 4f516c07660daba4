import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TrendingTopic {
  topic: string;
  count: number;
}

/** GET /api/admin/stats (spec §3). */
export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  totalSessions: number;
  last24hSessions: number;
  avgSessionsPerUser: number;
  totalMessages: number;
  feedbackCount: number;
  /** Share of rated feedback that is positive, in percent (0–100). */
  positiveRating: number;
  trendingTopics: TrendingTopic[];
}

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
