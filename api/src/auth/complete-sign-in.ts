import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../contract/user.js';
import { adoptGuestConversations } from '../users/guest-conversations.js';
import { toCurrentUser } from '../users/user-presenters.js';
import type { User } from '../users/users.repository.js';

/**
 * The end of every sign-in (Google, password, registration): a new session id
 * for the user, and the conversations the visitor had as a guest become theirs.
 */
export async function completeSignIn(request: FastifyRequest, user: User): Promise<CurrentUser> {
  const guestId = await request.signIn(user);
  if (guestId) {
    const adopted = await adoptGuestConversations(request.server.db, guestId, user.id);
    if (adopted > 0) request.log.info({ userId: user.id, adopted }, 'guest conversations attached to the account');
  }
  return toCurrentUser(user);
}
