import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

/** The guest message limit (spec §3, §9). */
export interface MessageLimitSettings {
  enabled: boolean;
  limit: number;
  promptMessageCount: number;
}

export const messageLimitSettingsQueryKey = [...adminQueryKey, 'message-limit-settings'] as const;

export function getMessageLimitSettings({ signal }: { signal?: AbortSignal } = {}): Promise<Partial<MessageLimitSettings>> {
  return api.get<Partial<MessageLimitSettings>>('/api/admin/message-limit-settings', { signal });
}

export function getMessageLimitSettingsQueryOptions() {
  return queryOptions({
    queryKey: messageLimitSettingsQueryKey,
    queryFn: ({ signal }) => getMessageLimitSettings({ signal }),
  });
}

export function useMessageLimitSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMessageLimitSettingsQueryOptions(), enabled });
}
