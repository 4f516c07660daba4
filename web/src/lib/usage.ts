import type { Usage } from '@quran-assistant/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { Usage };

/** GET /api/usage: how many messages the visitor has sent against the guest limit. */
export function getUsage(): Promise<Usage> {
  return api.get<Usage>('/api/usage');
}

export function getUsageQueryOptions() {
  return queryOptions({ queryKey: ['usage'], queryFn: getUsage });
}

export function useUsage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsageQueryOptions(), enabled });
}
