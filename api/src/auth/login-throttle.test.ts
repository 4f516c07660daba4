import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottleOptions } from './login-throttle.js';

function throttleAt(clock: { now: number }, overrides: Partial<LoginThrottleOptions> = {}) {
  return new LoginThrottle({
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

describe('LoginThrottle', () => {
  it('backs off one address on one account: free failures, then waits that double up to a cap', () => {
    const clock = { now: 1_000_000 };
    const throttle = throttleAt(clock, { maxFailuresPerAddress: 1000, maxFailuresPerAccountFromUnknownAddresses: 1000 });
    const asked: number[] = [];
    for (let failure = 0; failure < 10; failure += 1) {
      const wait = throttle.retryAfterMs('amina@example.org', '10.0.0.1');
      asked.push(wait);
      clock.now += wait;
      throttle.recordFailure('Amina@example.org ', '10.0.0.1');
    }
    expect(asked).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000]);
    expect(throttle.retryAfterMs('bilal@example.org', '10.0.0.1')).toBe(0);
  });

  it('never holds back the owner at another address, whatever one address does to the account', () => {
    const clock = { now: 0 };
    const throttle = new LoginThrottle({ ...DEFAULT_LOGIN_THROTTLE, now: () => clock.now });
    // One guesser trying once a second for an hour, as fast as it is let through.
    let failures = 0;
    for (let second = 0; second < 3600; second += 1) {
      if (throttle.retryAfterMs('admin@example.org', '203.0.113.9') === 0) {
        throttle.recordFailure('admin@example.org', '203.0.113.9');
        failures += 1;
      }
      clock.now += 1000;
    }
    expect(failures).toBeLessThan(20);
    expect(throttle.retryAfterMs('admin@example.org', '203.0.113.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('admin@example.org', '198.51.100.7')).toBe(0);
  });

  it('caps guessing spread over many addresses, except for an address that signed in to the account before', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    throttle.recordSuccess('admin@example.org', '198.51.100.7');
    for (let bot = 0; bot < 20; bot += 1) throttle.recordFailure('admin@example.org', `203.0.113.${bot}`);
    expect(throttle.retryAfterMs('admin@example.org', '203.0.113.200')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('admin@example.org', '198.51.100.7')).toBe(0);
    clock.now += 600_000; // the window passes
    expect(throttle.retryAfterMs('admin@example.org', '203.0.113.200')).toBe(0);
  });

  it('caps one address trying many accounts', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 10; i += 1) throttle.recordFailure(`user${i}@example.org`, '192.0.2.7');
    expect(throttle.retryAfterMs('fresh@example.org', '192.0.2.7')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('fresh@example.org', '192.0.2.8')).toBe(0);
  });

  it('forgets an address’s failures on the account after it signs in, and after a quiet spell', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('amina@example.org', '10.0.0.1');
    expect(throttle.retryAfterMs('amina@example.org', '10.0.0.1')).toBeGreaterThan(0);
    throttle.recordSuccess('amina@example.org', '10.0.0.1');
    expect(throttle.retryAfterMs('amina@example.org', '10.0.0.1')).toBe(0);

    for (let i = 0; i < 5; i += 1) throttle.recordFailure('huda@example.org', '10.0.0.1');
    clock.now += 3_600_000;
    expect(throttle.retryAfterMs('huda@example.org', '10.0.0.1')).toBe(0);
  });
});
