/**
 * Slows password guessing without handing anyone a way to lock the owner out.
 * There is no lockout of an account for everyone; instead:
 * - per account and address together: a few free failures, then a wait that doubles
 *   with every further failure (capped), so one guesser is slowed to a crawl;
 * - per address, for any account: a cap on failures in a window (one address
 *   spraying many accounts);
 * - per account, from addresses that never signed in to it: a high cap in a window,
 *   against guessing spread over many addresses. An address that signed in to the
 *   account before is never held back by what other addresses did.
 * In memory: the app runs as one process; a restart forgets, which only helps users.
 */

export interface LoginThrottleOptions {
  /** Failures of one account from one address before waits begin. */
  freeFailuresPerPair: number;
  /** The first wait; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A pair's failures are forgotten after this long without one. */
  pairMemoryMs: number;
  maxFailuresPerAddress: number;
  maxFailuresPerAccountFromUnknownAddresses: number;
  windowMs: number;
  now?: () => number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailuresPerPair: 3,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60 * 1000,
  pairMemoryMs: 24 * 60 * 60 * 1000,
  maxFailuresPerAddress: 30,
  maxFailuresPerAccountFromUnknownAddresses: 100,
  windowMs: 15 * 60 * 1000,
};

/** Bounds memory when someone sprays many accounts or addresses. */
const MAX_TRACKED_KEYS = 50_000;
/** Addresses remembered per account as having signed in to it. */
const KNOWN_ADDRESSES_PER_ACCOUNT = 10;

interface PairState {
  failures: number;
  lastFailureAt: number;
}

export class LoginThrottle {
  private readonly pairs = new Map<string, PairState>();
  private readonly windows = new Map<string, number[]>();
  private readonly knownAddresses = new Map<string, string[]>();
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds to wait before this address may try this account again, or 0. */
  retryAfterMs(email: string, address: string): number {
    const now = this.now();
    const account = accountKey(email);
    const waits = [
      this.pairWait(pairKey(account, address), now),
      this.windowWait(addressKey(address), this.options.maxFailuresPerAddress, now),
    ];
    if (!this.isKnown(account, address)) {
      waits.push(this.windowWait(account, this.options.maxFailuresPerAccountFromUnknownAddresses, now));
    }
    return Math.max(...waits);
  }

  recordFailure(email: string, address: string): void {
    const now = this.now();
    if (this.pairs.size + this.windows.size >= MAX_TRACKED_KEYS) this.prune(now);
    const account = accountKey(email);
    const key = pairKey(account, address);
    const pair = this.livePair(key, now);
    this.pairs.set(key, { failures: (pair?.failures ?? 0) + 1, lastFailureAt: now });
    this.pushFailure(addressKey(address), now);
    if (!this.isKnown(account, address)) this.pushFailure(account, now);
  }

  /** A successful sign-in clears this address's failures for the account and remembers the address. */
  recordSuccess(email: string, address: string): void {
    const account = accountKey(email);
    this.pairs.delete(pairKey(account, address));
    const known = (this.knownAddresses.get(account) ?? []).filter((known) => known !== address);
    known.push(address);
    this.knownAddresses.set(account, known.slice(-KNOWN_ADDRESSES_PER_ACCOUNT));
  }

  private isKnown(account: string, address: string): boolean {
    return this.knownAddresses.get(account)?.includes(address) ?? false;
  }

  private livePair(key: string, now: number): PairState | null {
    const pair = this.pairs.get(key);
    if (!pair || now - pair.lastFailureAt >= this.options.pairMemoryMs) return null;
    return pair;
  }

  private pairWait(key: string, now: number): number {
    const pair = this.livePair(key, now);
    const { freeFailuresPerPair, firstDelayMs, maxDelayMs } = this.options;
    if (!pair || pair.failures < freeFailuresPerPair) return 0;
    const doublings = Math.min(pair.failures - freeFailuresPerPair, 30);
    const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
    return Math.max(0, pair.lastFailureAt + delay - now);
  }

  private recent(key: string, now: number): number[] {
    return (this.windows.get(key) ?? []).filter((time) => now - time < this.options.windowMs);
  }

  private pushFailure(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.windows.set(key, recent);
  }

  private windowWait(key: string, max: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < max) return 0;
    const oldestThatCounts = recent[recent.length - max] ?? now;
    return Math.max(1, oldestThatCounts + this.options.windowMs - now);
  }

  private prune(now: number): void {
    for (const [key, pair] of this.pairs) {
      if (now - pair.lastFailureAt >= this.options.pairMemoryMs) this.pairs.delete(key);
    }
    for (const [key] of this.windows) {
      const recent = this.recent(key, now);
      if (recent.length === 0) this.windows.delete(key);
      else this.windows.set(key, recent);
    }
    // Still full: the oldest entries go (Maps keep insertion order).
    for (const map of [this.pairs, this.windows] as Map<string, unknown>[]) {
      for (const key of map.keys()) {
        if (this.pairs.size + this.windows.size < MAX_TRACKED_KEYS) break;
        map.delete(key);
      }
    }
  }
}

function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}

function pairKey(account: string, address: string): string {
  return `${account}|${address}`;
}
