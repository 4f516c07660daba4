import { describe, expect, it } from 'vitest';
import { parseSessionData, ServerSession } from './server-session.js';

describe('ServerSession', () => {
  it('hands out one guest id per request and keeps it only when told to', () => {
    const session = new ServerSession();
    const guestId = session.guestId();
    expect(session.guestId()).toBe(guestId);
    expect(session.modified).toBe(false);
    expect(session.isEmpty).toBe(true);
    session.rememberGuest(1000);
    expect(session.get('guestId')).toBe(guestId);
    expect(session.get('renewedAt')).toBe(1000);
    expect(session.modified).toBe(true);
  });

  it('remembers nothing when no guest id was handed out, or one is already stored', () => {
    const fresh = new ServerSession();
    fresh.rememberGuest(1000);
    expect(fresh.modified).toBe(false);
    const stored = new ServerSession();
    stored.restore('sid', { guestId: 'kept', renewedAt: 5 });
    expect(stored.guestId()).toBe('kept');
    stored.rememberGuest(1000);
    expect(stored.modified).toBe(false);
    expect(stored.get('renewedAt')).toBe(5);
  });
});

describe('parseSessionData', () => {
  it('reads rows written by @fastify/session (cookie options and all) and ignores anything else', () => {
    const old = JSON.stringify({ cookie: { path: '/api', httpOnly: true }, userId: 'u1', guestId: 'g1', renewedAt: 7 });
    expect(parseSessionData(old)).toEqual({ userId: 'u1', guestId: 'g1', renewedAt: 7 });
    expect(parseSessionData('{"userId": 3}')).toEqual({});
    expect(parseSessionData('not json')).toEqual({});
    expect(parseSessionData('null')).toEqual({});
  });
});
