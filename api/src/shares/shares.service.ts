import type { AppDatabase } from '../db/database.js';
import { getOwnedConversation, findOwnedConversation } from '../conversations/conversations.repository.js';
import { notFound } from '../errors.js';
import { listConversationMessages, type StoredMessage } from '../messages/messages.repository.js';
import type { SharedSessionResponse } from '../contract/shares.js';
import { ownerOf, type Actor, type OwnerRef } from '../users/actor.js';
import { isoTime } from '../users/user-presenters.js';
import {
  countShareView,
  findLiveShare,
  findLiveSharedConversation,
  revokeShare,
  shareConversationNow,
} from './shares.repository.js';

/**
 * A share is a snapshot in time, not a live mirror: the link shows the
 * conversation's messages up to the moment it was (last) shared. Someone who
 * shares a conversation and then keeps asking does not publish the later
 * questions by accident; sharing it again returns the same code and moves the
 * moment to now. The title follows the conversation (renaming shows), and
 * deleting the conversation or revoking the code makes the link answer 404.
 */

/** A shared conversation's description is its last question, cut at 100 characters with an ellipsis. */
export const SHARE_DESCRIPTION_LENGTH = 100;

const SHARE_NOT_FOUND = 'This shared chat may have been deleted or is unavailable.';

export function shareDescription(messages: readonly Pick<StoredMessage, 'role' | 'content'>[]): string | null {
  const lastQuestion = [...messages].reverse().find((message) => message.role === 'user');
  if (!lastQuestion) return null;
  const text = lastQuestion.content.trim().replace(/\s+/g, ' ');
  const chars = [...text];
  return chars.length > SHARE_DESCRIPTION_LENGTH ? `${chars.slice(0, SHARE_DESCRIPTION_LENGTH).join('')}...` : text;
}

/** The owner's share code for their conversation (the same code each time); 404 for anyone else's. */
export async function shareConversation(db: AppDatabase, actor: Actor, conversationId: string, now: number): Promise<string> {
  const conversation = await getOwnedConversation(db, actor, conversationId);
  const owner = ownerOf(actor);
  const share = await shareConversationNow(db, {
    conversationId: conversation.id,
    createdByUserId: owner.userId,
    createdByGuestId: owner.guestId,
    now,
  });
  return share.shareCode;
}

/**
 * The public, read-only view of a share. Each view counts, except the owner's own
 * (`viewer` holds whoever the browser session says is looking, if anyone).
 */
export async function viewSharedConversation(
  db: AppDatabase,
  shareCode: string,
  viewer: OwnerRef,
): Promise<SharedSessionResponse> {
  const shared = await findLiveSharedConversation(db, shareCode);
  if (!shared) throw notFound(SHARE_NOT_FOUND);
  const isOwnView =
    (viewer.userId !== null && viewer.userId === shared.ownerUserId) ||
    (viewer.guestId !== null && shared.ownerUserId === null && viewer.guestId === shared.ownerGuestId);

  const through = shared.share.sharedThroughAt;
  const messages = (await listConversationMessages(db, shared.share.conversationId)).filter((message) => message.createdAt <= through);
  const viewCount = isOwnView ? shared.share.viewCount : await countShareView(db, shareCode);
  if (viewCount === null) throw notFound(SHARE_NOT_FOUND); // revoked between the two reads

  return {
    session: { title: shared.title, description: shareDescription(messages), viewCount, sessionId: shareCode },
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      // The conversation's own id stays private: a shared view is addressed by its code.
      sessionId: shareCode,
      timestamp: isoTime(message.createdAt),
      userId: null,
      citations: message.citations,
      ...(message.status === 'interrupted' ? { interrupted: true } : {}),
    })),
  };
}

/** Revokes the owner's share for good; 404 for unknown, revoked or someone else's codes. */
export async function revokeSharedConversation(db: AppDatabase, actor: Actor, shareCode: string, now: number): Promise<void> {
  const share = await findLiveShare(db, shareCode);
  if (!share || !(await findOwnedConversation(db, actor, share.conversationId))) throw notFound(SHARE_NOT_FOUND);
  await revokeShare(db, shareCode, now);
}
