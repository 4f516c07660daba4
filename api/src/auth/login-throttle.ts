/**
 * Slows password guessing on top of the per-address request limit: after too
 * many failed sign-ins for one account (from anywhere) or from one address (for
 * any account) within the window, further attempts are refused until the oldest
 * failure leaves the window. In memory: the app runs as one process.
 */

export interface LoginThrottleOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
  now?: () => number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
};

/** Bounds memory when someone sprays many accounts or addresses. */
const MAX_TRACKED_KEYS = 50_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds to wait before another attempt, or 0 when one is allowed now. */
  retryAfterMs(email: string, address: string): number {
    const now = this.now();
    return Math.max(
      this.waitFor(accountKey(email), this.options.maxFailuresPerAccount, now),
      this.waitFor(addressKey(address), this.options.maxFailuresPerAddress, now),
    );
  }

  recordFailure(email: string, address: string): void {
    const now = this.now();
    if (this.failures.size >= MAX_TRACKED_KEYS) this.prune(now);
    for (const key of [accountKey(email), addressKey(address)]) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.failures.set(key, recent);
    }
  }

  /** A successful sign-in clears the account's failures (the address keeps its count). */
  recordSuccess(email: string): void {
    this.failures.delete(accountKey(email));
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => now - time < this.options.windowMs);
  }

  private waitFor(key: string, max: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < max) return 0;
    const oldestThatCounts = recent[recent.length - max] ?? now;
    return Math.max(1, oldestThatCounts + this.options.windowMs - now);
  }

  private prune(now: number): void {
    for (const [key] of this.failures) {
      const recent = this.recent(key, now);
      if (recent.length === 0) this.failures.delete(key);
      else this.failures.set(key, recent);
    }
  }
}

function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}
