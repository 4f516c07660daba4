/** `http_sessions`: the server side of the session cookie (see plugins/session.ts). */
export interface HttpSessionsTable {
  /** The unsigned session id from the cookie. */
  sid: string;
  /** JSON of the session data (userId, guestId, renewedAt; older rows also hold cookie options). */
  data: string;
  /** epoch ms; rows past it are ignored and purged. */
  expires_at: number;
}
