import type { CreateFeedbackBody, FeedbackReceipt } from '@quran-assistant/api/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AnswerRating = Extract<CreateFeedbackBody['rating'], 'positive' | 'negative'>;

export interface AnswerRatingInput {
  messageId: string;
  sessionId: string;
  rating: AnswerRating;
}

/** Thumbs up or down on an answer: POST /api/feedback {type:'answer-rating', rating, messageId, sessionId}. */
export function sendAnswerRating({ messageId, sessionId, rating }: AnswerRatingInput): Promise<FeedbackReceipt> {
  const body: CreateFeedbackBody = {
    type: 'answer-rating',
    rating,
    messageId,
    sessionId,
    message: rating === 'positive' ? 'Helpful answer' : 'Unhelpful answer',
  };
  return api.post<FeedbackReceipt>('/api/feedback', body);
}

export function useSendAnswerRating() {
  return useMutation({ mutationFn: sendAnswerRating });
}
