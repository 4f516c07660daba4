import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CacheSettingsDto } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

/** The knowledge cache: a global switch and one per answer language. */
export type CacheSettings = CacheSettingsDto;

export const cacheSettingsQueryKey = [...adminQueryKey, 'cache-settings'] as const;

export function getCacheSettings({ signal }: { signal?: AbortSignal } = {}): Promise<CacheSettings> {
  return api.get<CacheSettings>('/api/admin/cache-settings', { signal });
}

export function getCacheSettingsQueryOptions() {
  return queryOptions({ queryKey: cacheSettingsQueryKey, queryFn: ({ signal }) => getCacheSettings({ signal }) });
}

export function useCacheSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCacheSettingsQueryOptions(), enabled });
}
