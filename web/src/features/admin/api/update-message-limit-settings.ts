import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageLimitSettingsQueryKey, type MessageLimitSettings } from './get-message-limit-settings';

/** The server takes partial updates: the dashboard saves each field as soon as it changes. */
export function saveMessageLimitSettings(update: Partial<MessageLimitSettings>): Promise<Partial<MessageLimitSettings>> {
  return api.post<Partial<MessageLimitSettings>>('/api/admin/message-limit-settings', update);
}

export function useSaveMessageLimitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageLimitSettings,
    onSuccess: (saved) => queryClient.setQueryData(messageLimitSettingsQueryKey, saved),
  });
}
