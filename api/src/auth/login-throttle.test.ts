import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

function throttleAt(clock: { now: number }) {
  return new LoginThrottle({ maxFailuresPerAccount: 3, maxFailuresPerAddress: 5, windowMs: 10_000, now: () => clock.now });
}

describe('LoginThrottle', () => {
  it('blocks an account after too many failures from any address, until the window passes', () => {
    const clock = { now: 1_000_000 };
    const throttle = throttleAt(clock);
    throttle.recordFailure('amina@example.org', '10.0.0.1');
    clock.now += 1000;
    throttle.recordFailure('AMINA@example.org', '10.0.0.2');
    throttle.recordFailure('amina@example.org ', '10.0.0.3');
    expect(throttle.retryAfterMs('amina@example.org', '10.0.0.9')).toBe(10_000 - 1000);
    expect(throttle.retryAfterMs('bilal@example.org', '10.0.0.9')).toBe(0);
    clock.now += 9000; // the first failure leaves the window
    expect(throttle.retryAfterMs('amina@example.org', '10.0.0.9')).toBe(0);
  });

  it('blocks an address that tries many accounts', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`user${i}@example.org`, '192.0.2.7');
    expect(throttle.retryAfterMs('fresh@example.org', '192.0.2.7')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('fresh@example.org', '192.0.2.8')).toBe(0);
  });

  it('forgets an account’s failures after a successful sign-in', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('amina@example.org', '10.0.0.1');
    throttle.recordSuccess('amina@example.org');
    expect(throttle.retryAfterMs('amina@example.org', '10.0.0.2')).toBe(0);
  });
});
