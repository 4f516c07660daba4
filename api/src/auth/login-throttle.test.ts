import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { closeTestDatabase, openTestDatabase } from '../test/test-database.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, MemoryLoginThrottleStore, type LoginThrottleOptions, type LoginThrottleStore } from './login-throttle.js';
import { DatabaseLoginThrottleStore, deleteOldLoginFailures } from './login-throttle.repository.js';

let db: AppDatabase;
let store: LoginThrottleStore;

function throttleAt(clock: { now: number }, overrides: Partial<LoginThrottleOptions> = {}) {
  return new LoginThrottle(store, {
    freeFailuresPerPair: 3,
    firstDelayMs: 1000,
    maxDelayMs: 60_000,
    pairMemoryMs: 3_600_000,
    maxFailuresPerAddress: 10,
    maxFailuresPerAccountFromUnknownAddresses: 20,
    windowMs: 600_000,
    now: () => clock.now,
    ...overrides,
  });
}

// The rules, in memory and in the app database (which every instance shares).
describe.each(['memory', 'database'] as const)('LoginThrottle (%s)', (kind) => {
  beforeEach(async () => {
    db = await openTestDatabase();
    store = kind === 'memory' ? new MemoryLoginThrottleStore() : new DatabaseLoginThrottleStore(db, 'a-session-secret-of-at-least-32-characters');
  });
  afterEach(() => closeTestDatabase(db));

  it('backs off one address on one account: free failures, then waits that double up to a cap', async () => {
    const clock = { now: 1_000_000 };
    const throttle = throttleAt(clock, { maxFailuresPerAddress: 1000, maxFailuresPerAccountFromUnknownAddresses: 1000 });
    const asked: number[] = [];
    for (let failure = 0; failure < 10; failure += 1) {
      const wait = await throttle.retryAfterMs('amina@example.org', '10.0.0.1');
      asked.push(wait);
      clock.now += wait;
      await throttle.recordFailure('Amina@example.org ', '10.0.0.1');
    }
    expect(asked).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000]);
    expect(await throttle.retryAfterMs('bilal@example.org', '10.0.0.1')).toBe(0);
  });

  it('never holds back the owner at another address, whatever one address does to the account', async () => {
    const clock = { now: 0 };
    const throttle = new LoginThrottle(store, { ...DEFAULT_LOGIN_THROTTLE, now: () => clock.now });
    // One guesser trying once a second for an hour, as fast as it is let through.
    let failures = 0;
    for (let second = 0; second < 3600; second += 1) {
      if (await throttle.retryAfterMs('admin@example.org', '203.0.113.9') === 0) {
        await throttle.recordFailure('admin@example.org', '203.0.113.9');
        failures += 1;
      }
      clock.now += 1000;
    }
    expect(failures).toBeLessThan(20);
    expect(await throttle.retryAfterMs('admin@example.org', '203.0.113.9')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('admin@example.org', '198.51.100.7')).toBe(0);
  });

  it('caps guessing spread over many addresses, except for an address that signed in to the account before', async () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    await throttle.recordSuccess('admin@example.org', '198.51.100.7');
    for (let bot = 0; bot < 20; bot += 1) await throttle.recordFailure('admin@example.org', `203.0.113.${bot}`);
    expect(await throttle.retryAfterMs('admin@example.org', '203.0.113.200')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('admin@example.org', '198.51.100.7')).toBe(0);
    clock.now += 600_000; // the window passes
    expect(await throttle.retryAfterMs('admin@example.org', '203.0.113.200')).toBe(0);
  });

  it('caps one address trying many accounts', async () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 10; i += 1) await throttle.recordFailure(`user${i}@example.org`, '192.0.2.7');
    expect(await throttle.retryAfterMs('fresh@example.org', '192.0.2.7')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('fresh@example.org', '192.0.2.8')).toBe(0);
  });

  it('forgets an address’s failures on the account after it signs in, and after a quiet spell', async () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('amina@example.org', '10.0.0.1');
    expect(await throttle.retryAfterMs('amina@example.org', '10.0.0.1')).toBeGreaterThan(0);
    await throttle.recordSuccess('amina@example.org', '10.0.0.1');
    expect(await throttle.retryAfterMs('amina@example.org', '10.0.0.1')).toBe(0);

    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('huda@example.org', '10.0.0.1');
    clock.now += 3_600_000;
    expect(await throttle.retryAfterMs('huda@example.org', '10.0.0.1')).toBe(0);
  });
});

describe('the login throttle’s counts in the database', () => {
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => closeTestDatabase(db));

  it('keeps no address or email in the clear, remembers an account’s latest ten addresses, and sweeps old failures', async () => {
    const stored = new DatabaseLoginThrottleStore(db, 'a-session-secret-of-at-least-32-characters');
    const throttle = new LoginThrottle(stored, { ...DEFAULT_LOGIN_THROTTLE, now: () => 5_000 });
    await throttle.recordFailure('amina@example.org', '203.0.113.9');
    for (let i = 0; i < 12; i += 1) await stored.remember('account:amina@example.org', `10.0.0.${i}`, i, 10);

    const rows = JSON.stringify([
      await db.selectFrom('login_pairs').selectAll().execute(),
      await db.selectFrom('login_failures').selectAll().execute(),
      await db.selectFrom('login_known_addresses').selectAll().execute(),
    ]);
    expect(rows).not.toMatch(/amina|203\.0\.113|10\.0\.0/);
    expect(await stored.isKnown('account:amina@example.org', '10.0.0.11')).toBe(true);
    expect(await stored.isKnown('account:amina@example.org', '10.0.0.1')).toBe(false);
    expect((await db.selectFrom('login_known_addresses').selectAll().execute()).length).toBe(10);

    expect(await deleteOldLoginFailures(db, 5_001)).toBe(3); // the pair and two failures (address, account)
    expect(await throttle.retryAfterMs('amina@example.org', '203.0.113.9')).toBe(0);
  });
});
