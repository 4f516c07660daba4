/** `http_sessions`: the server side of the session cookie (see plugins/session.ts). */
export interface HttpSessionsTable {
  /** The unsigned session id from the cookie. */
  sid: string;
  /** JSON of the session data (userId, guestId, renewedAt; older rows also hold cookie options). */
  data: string;
  /** The signed-in user, so that all of a user's sessions can be ended at once; null for guests. */
  user_id: string | null;
  /** epoch ms; rows past it are ignored and purged. */
  expires_at: number;
}
