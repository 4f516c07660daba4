import type { AppDatabase } from '../db/database.js';
import { findOwnedConversation } from '../conversations/conversations.repository.js';
import { findOwnedMessage } from '../messages/messages.repository.js';
import { notFound, validationError } from '../errors.js';
import type { ContactBody, CreateFeedbackBody, FeedbackItemDto } from '../contract/feedback.js';
import { ownerOf, type Actor } from '../users/actor.js';
import { isoTime } from '../users/user-presenters.js';
import { createFeedback, replaceAnswerRating, type Feedback } from './feedback.repository.js';

/** The type a contact-form message is stored under. */
export const CONTACT_FEEDBACK_TYPE = 'contact';

/**
 * Stores feedback from anyone. An answer rating (the thumbs) needs a rating and the
 * answer's id, and replaces the same person's earlier rating of that answer; a rating
 * goes with nothing else, so the admin figures count only the thumbs. A conversation
 * or a message named in feedback must be the caller's own, a guest's in its own guest
 * conversations (404 otherwise, as everywhere); a rated message must be an answer.
 */
export async function submitFeedback(db: AppDatabase, actor: Actor, body: CreateFeedbackBody, now: number): Promise<Feedback> {
  if (body.type === 'answer-rating') {
    if (!body.rating) throw validationError('rating is required for answer-rating feedback');
    if (!body.messageId) throw validationError('messageId is required for answer-rating feedback');
  } else if (body.rating) {
    throw validationError('rating is only for answer-rating feedback');
  }
  if (body.sessionId && !(await findOwnedConversation(db, actor, body.sessionId))) {
    throw notFound('Conversation not found.');
  }
  if (body.messageId) {
    const message = await findOwnedMessage(db, actor, body.messageId);
    const fits =
      message !== null &&
      (body.sessionId === undefined || message.conversationId === body.sessionId) &&
      (body.type !== 'answer-rating' || message.role === 'assistant');
    if (!fits) throw notFound(body.type === 'answer-rating' ? 'Answer not found.' : 'Message not found.');
  }
  const item = {
    ...ownerOf(actor),
    type: body.type,
    message: body.message.trim(),
    rating: body.rating ?? null,
    messageId: body.messageId ?? null,
    conversationId: body.sessionId ?? null,
    now,
  };
  return body.type === 'answer-rating' && item.messageId
    ? replaceAnswerRating(db, { ...item, messageId: item.messageId })
    : createFeedback(db, item);
}

/**
 * The contact form, stored as a `contact` feedback item for the admins. The
 * sessionId is the conversation the visitor came from (/feedback/:sessionId); it
 * is kept as a reference only.
 */
export async function submitContactMessage(db: AppDatabase, actor: Actor, body: ContactBody, now: number): Promise<Feedback> {
  return createFeedback(db, {
    ...ownerOf(actor),
    type: CONTACT_FEEDBACK_TYPE,
    message: body.message.trim(),
    name: body.name.trim(),
    email: body.email.trim(),
    conversationId: body.sessionId ?? null,
    now,
  });
}

export function toFeedbackItemDto(item: Feedback): FeedbackItemDto {
  return {
    id: item.id,
    userId: item.userId,
    type: item.type,
    status: item.status,
    message: item.message,
    rating: item.rating,
    createdAt: isoTime(item.createdAt),
    updatedAt: isoTime(item.updatedAt),
    response: item.response,
    name: item.name,
    email: item.email,
    sessionId: item.conversationId,
    messageId: item.messageId,
  };
}
