import type { Session } from 'fastify';
import type { AppDatabase } from '../db/database.js';
import { deleteSession, findLiveSessionData, saveSessionData } from './http-sessions.repository.js';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: Session | null) => void;

/**
 * @fastify/session's store over the `http_sessions` table. The default memory
 * store loses every session on restart and grows without bound; the SQLite
 * store packages keep timers that hold the process open. This one keeps no
 * state of its own: expired rows are ignored on read and purged by the
 * housekeeping job in plugins/session.ts.
 */
export class DatabaseSessionStore {
  constructor(
    private readonly db: AppDatabase,
    /** Lifetime used when a session carries no expiry of its own. */
    private readonly defaultMaxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(sid: string, callback: SessionCallback): void {
    findLiveSessionData(this.db, sid, this.now()).then(
      (data) => callback(null, data === null ? null : (JSON.parse(data) as Session)),
      (error: unknown) => callback(error),
    );
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires;
    const expiresAt = expires ? new Date(expires).getTime() : this.now() + this.defaultMaxAgeMs;
    const userId = (session as { userId?: string }).userId ?? null;
    saveSessionData(this.db, sid, JSON.stringify(session), expiresAt, userId).then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  destroy(sid: string, callback: Callback): void {
    deleteSession(this.db, sid).then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }
}
