import { randomBytes, randomUUID } from 'node:crypto';

/** What a server session holds (the `data` of an `http_sessions` row, as JSON). */
export interface SessionData {
  userId?: string;
  /** A visitor who is not signed in, once something of theirs is stored. */
  guestId?: string;
  /** epoch ms of the last time the session's expiry was pushed forward */
  renewedAt?: number;
}

/** A stored row's data; rows written before this shape also hold cookie options, which are ignored. */
export function parseSessionData(json: string): SessionData {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const { userId, guestId, renewedAt } = value as Record<string, unknown>;
  return {
    ...(typeof userId === 'string' ? { userId } : {}),
    ...(typeof guestId === 'string' ? { guestId } : {}),
    ...(typeof renewedAt === 'number' ? { renewedAt } : {}),
  };
}

/** 192 random bits: unguessable. */
export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * One request's server session. A request without a (valid) cookie gets an empty
 * one that is stored only if something is set in it: a signed-in user, or the
 * guest id once something of the guest's is stored (see `rememberGuest`).
 */
export class ServerSession {
  /** The id of the stored session; null until the session is first saved. */
  id: string | null = null;
  /** Something was set: the session is saved (with a fresh expiry and cookie) when the response is sent. */
  modified = false;
  /** The request sent the cookie of a live session: the browser holds one, cleared if this request ends the session. */
  cookieSent = false;
  private data: SessionData = {};
  /** A guest id for this request until something of the guest's is stored. */
  private provisionalGuestId: string | null = null;

  /** The session's stored state. */
  restore(id: string, data: SessionData): void {
    this.id = id;
    this.data = data;
  }

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.data[key];
  }

  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void {
    if (value === undefined) delete this.data[key];
    else this.data[key] = value;
    this.modified = true;
  }

  /** Nothing worth storing: no user and no guest. */
  get isEmpty(): boolean {
    return this.data.userId === undefined && this.data.guestId === undefined;
  }

  /** The guest's id: the stored one, or one for this request that is kept only if `rememberGuest` is called. */
  guestId(): string {
    const stored = this.data.guestId;
    if (stored) return stored;
    this.provisionalGuestId ??= randomUUID();
    return this.provisionalGuestId;
  }

  /** Keeps this request's guest id: something of the guest's was stored under it. */
  rememberGuest(now: number): void {
    if (this.data.guestId || this.provisionalGuestId === null) return;
    this.set('guestId', this.provisionalGuestId);
    this.set('renewedAt', now);
  }

  /** What is stored: JSON.stringify(session) writes the data alone. */
  toJSON(): SessionData {
    return this.data;
  }

  /** Forgets everything and the stored id (the caller deletes the stored row): a new session starts from here. */
  reset(): void {
    this.id = null;
    this.data = {};
    this.provisionalGuestId = null;
    this.modified = false;
  }
}
