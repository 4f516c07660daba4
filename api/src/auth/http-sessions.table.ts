/** `http_sessions`: the server side of the session cookie (see auth/database-session-store.ts). */
export interface HttpSessionsTable {
  /** The unsigned session id from the cookie. */
  sid: string;
  /** JSON of the session object (cookie options, userId, guestId). */
  data: string;
  /** The signed-in user, so that all of a user's sessions can be ended at once; null for guests. */
  user_id: string | null;
  /** epoch ms; rows past it are ignored and purged. */
  expires_at: number;
}
