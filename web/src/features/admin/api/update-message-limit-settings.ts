import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageLimitSettingsUpdate } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';
import { messageLimitSettingsQueryKey, type MessageLimitSettings } from './get-message-limit-settings';

/** The server takes partial updates: the dashboard saves each field as soon as it changes. */
export function saveMessageLimitSettings(update: MessageLimitSettingsUpdate): Promise<MessageLimitSettings> {
  return api.post<MessageLimitSettings>('/api/admin/message-limit-settings', update);
}

export function useSaveMessageLimitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageLimitSettings,
    onSuccess: (saved) => queryClient.setQueryData(messageLimitSettingsQueryKey, saved),
  });
}
