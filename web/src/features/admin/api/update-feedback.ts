import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackItemDto, UpdateFeedbackBody } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

export interface UpdateFeedbackInput extends UpdateFeedbackBody {
  feedbackId: string;
}

/** PATCH /api/admin/feedback/:id: moves an item along its review and records the team's response. */
export async function updateFeedback({ feedbackId, status, response }: UpdateFeedbackInput): Promise<void> {
  const body: UpdateFeedbackBody = response === undefined ? { status } : { status, response };
  await api.patch<FeedbackItemDto>(`/api/admin/feedback/${encodeURIComponent(feedbackId)}`, body);
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'feedback'] }),
  });
}
