import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeedbackStatus } from './get-admin-feedback';
import { adminQueryKey } from './get-admin-stats';

export interface UpdateFeedbackInput {
  feedbackId: string;
  status: FeedbackStatus;
  response?: string;
}

/** PATCH /api/admin/feedback/:id: moves an item along its review and records the team's response. */
export async function updateFeedback({ feedbackId, status, response }: UpdateFeedbackInput): Promise<void> {
  await api.patch<unknown>(
    `/api/admin/feedback/${encodeURIComponent(feedbackId)}`,
    response === undefined ? { status } : { status, response },
  );
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'feedback'] }),
  });
}
