import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

/** Spec §4 feedback statuses. */
export const feedbackStatuses = ['new', 'reviewed', 'action_required', 'implemented', 'fixed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export type FeedbackRating = 'positive' | 'negative' | 'neutral';

export interface FeedbackItem {
  id: string;
  userId: string | null;
  /** Hyphenated, e.g. bug-report, feature-request, contact. */
  type: string;
  status: FeedbackStatus;
  message: string;
  rating: FeedbackRating | null;
  createdAt: string;
  response?: string | null;
  name?: string | null;
  email?: string | null;
  sessionId?: string | null;
  messageId?: string | null;
}

export interface FeedbackFilter {
  status: FeedbackStatus | 'all';
  search: string;
}

export async function getAdminFeedback(
  { status, search }: FeedbackFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FeedbackItem[]> {
  const response = await api.get<{ feedback: FeedbackItem[] }>('/api/admin/feedback', {
    query: { status: status === 'all' ? undefined : status, search: search.trim() },
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
