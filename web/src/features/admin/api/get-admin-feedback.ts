import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFeedbackList, AdminFeedbackQuery, FeedbackItemDto } from '@quran-assistant/api/contract';
import type { FeedbackStatus } from '@quran-assistant/api/contract/feedback-kinds.ts';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

export { FEEDBACK_STATUSES as feedbackStatuses, type FeedbackStatus } from '@quran-assistant/api/contract/feedback-kinds.ts';
export type FeedbackItem = FeedbackItemDto;

export interface FeedbackFilter {
  status: FeedbackStatus | 'all';
  search: string;
}

export async function getAdminFeedback(
  { status, search }: FeedbackFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FeedbackItem[]> {
  const query: AdminFeedbackQuery = { status: status === 'all' ? undefined : status, search: search.trim() };
  const response = await api.get<AdminFeedbackList>('/api/admin/feedback', {
    query,
    signal,
  });
  return response.feedback;
}

export function getAdminFeedbackQueryOptions(filter: FeedbackFilter) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'feedback', { status: filter.status, search: filter.search.trim() }],
    queryFn: ({ signal }) => getAdminFeedback(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminFeedback(filter: FeedbackFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminFeedbackQueryOptions(filter), enabled });
}
