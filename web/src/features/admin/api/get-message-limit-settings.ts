import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageLimitSettingsDto } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

/** The guest message limit. */
export type MessageLimitSettings = MessageLimitSettingsDto;

export const messageLimitSettingsQueryKey = [...adminQueryKey, 'message-limit-settings'] as const;

export function getMessageLimitSettings({ signal }: { signal?: AbortSignal } = {}): Promise<MessageLimitSettings> {
  return api.get<MessageLimitSettings>('/api/admin/message-limit-settings', { signal });
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
