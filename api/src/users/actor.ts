/**
 * Who is making a request. Every /api request has an actor: a signed-in user,
 * or a guest whose identity lives in the server session (created lazily).
 * Ownership checks compare an owner stored with a row against the actor.
 */
export type UserRole = 'user' | 'admin';

export type Actor =
  | { kind: 'user'; userId: string; role: UserRole; guestId: string | null }
  | {
      kind: 'guest';
      guestId: string;
      /** A keyed hash of the client's address: the guest limit counts by it too, so a new cookie is no new budget. */
      addressKey: string;
    };

/** The owner columns every owned row carries: exactly one of them is set. */
export interface OwnerRef {
  userId: string | null;
  guestId: string | null;
}

export function ownerOf(actor: Actor): OwnerRef {
  return actor.kind === 'user'
    ? { userId: actor.userId, guestId: null }
    : { userId: null, guestId: actor.guestId };
}

export function isOwnedBy(owner: OwnerRef, actor: Actor): boolean {
  return actor.kind === 'user'
    ? owner.userId === actor.userId
    : owner.userId === null && owner.guestId === actor.guestId;
}
