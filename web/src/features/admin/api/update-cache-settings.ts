import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CacheSettingsUpdate } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';
import { cacheSettingsQueryKey, type CacheSettings } from './get-cache-settings';

/** POST /api/admin/cache-settings answers with the settings as saved. */
export function saveCacheSettings(settings: CacheSettingsUpdate): Promise<CacheSettings> {
  return api.post<CacheSettings>('/api/admin/cache-settings', settings);
}

export function useSaveCacheSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCacheSettings,
    onSuccess: (saved) => queryClient.setQueryData(cacheSettingsQueryKey, saved),
  });
}
