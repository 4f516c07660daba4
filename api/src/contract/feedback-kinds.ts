/** The kinds, review states and ratings of a feedback item (no imports: the web app takes them as they are). */
export const FEEDBACK_TYPES = ['bug-report', 'feature-request', 'content-issue', 'answer-rating', 'general'] as const;
export const FEEDBACK_STATUSES = ['new', 'reviewed', 'action_required', 'implemented', 'fixed'] as const;
export const FEEDBACK_RATINGS = ['positive', 'negative', 'neutral'] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
