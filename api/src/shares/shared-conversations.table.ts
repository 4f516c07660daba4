import type { Generated } from 'kysely';

/** `shared_sessions`: public, read-only links to a conversation. */
export interface SharedConversationsTable {
  /** ≥128 random bits, base64url. */
  share_code: string;
  session_id: string;
  /** Who shared it: a user, or (for a guest's conversation) the guest. */
  created_by_user_id: string | null;
  created_by_guest_id: string | null;
  view_count: Generated<number>;
  /**
   * epoch ms: the link shows the messages up to this moment. Sharing the same
   * conversation again moves it to the new moment (see shares/shares.service.ts).
   */
  shared_through_at: number;
  /** epoch ms */
  created_at: number;
  /** epoch ms; a revoked code answers 404 for ever */
  revoked_at: number | null;
}
