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
 * The counts live in a LoginThrottleStore: the app database (auth/login-throttle.repository.ts),
 * shared by every instance, so a guesser gains nothing by spreading over them.
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

export interface PairState {
  failures: number;
  lastFailureAt: number;
}

/** Where the throttle keeps its counts. Keys are opaque strings the throttle makes. */
export interface LoginThrottleStore {
  pair(key: string): Promise<PairState | null>;
  /** One more failure of the pair; a pair whose last failure was before `forgetBefore` starts again at 1. */
  countPairFailure(key: string, now: number, forgetBefore: number): Promise<void>;
  clearPair(key: string): Promise<void>;
  /** The newest `limit` failure times under the key since `since`, newest first. */
  recentFailures(key: string, since: number, limit: number): Promise<number[]>;
  addFailures(keys: readonly string[], at: number): Promise<void>;
  isKnown(account: string, address: string): Promise<boolean>;
  /** Remembers that the address signed in to the account, keeping the account's `keep` most recent ones. */
  remember(account: string, address: string, at: number, keep: number): Promise<void>;
}

/** Addresses remembered per account as having signed in to it. */
const KNOWN_ADDRESSES_PER_ACCOUNT = 10;

export class LoginThrottle {
  private readonly now: () => number;

  constructor(
    private readonly store: LoginThrottleStore,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds to wait before this address may try this account again, or 0. */
  async retryAfterMs(email: string, address: string): Promise<number> {
    const now = this.now();
    const account = accountKey(email);
    const waits = await Promise.all([
      this.pairWait(pairKey(account, address), now),
      this.windowWait(addressKey(address), this.options.maxFailuresPerAddress, now),
      this.store
        .isKnown(account, address)
        .then((known) => (known ? 0 : this.windowWait(account, this.options.maxFailuresPerAccountFromUnknownAddresses, now))),
    ]);
    return Math.max(...waits);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = this.now();
    const account = accountKey(email);
    await this.store.countPairFailure(pairKey(account, address), now, now - this.options.pairMemoryMs);
    const known = await this.store.isKnown(account, address);
    await this.store.addFailures(known ? [addressKey(address)] : [addressKey(address), account], now);
  }

  /** A successful sign-in clears this address's failures for the account and remembers the address. */
  async recordSuccess(email: string, address: string): Promise<void> {
    const account = accountKey(email);
    await this.store.clearPair(pairKey(account, address));
    await this.store.remember(account, address, this.now(), KNOWN_ADDRESSES_PER_ACCOUNT);
  }

  private async pairWait(key: string, now: number): Promise<number> {
    const pair = await this.store.pair(key);
    const { freeFailuresPerPair, firstDelayMs, maxDelayMs, pairMemoryMs } = this.options;
    if (!pair || now - pair.lastFailureAt >= pairMemoryMs || pair.failures < freeFailuresPerPair) return 0;
    const doublings = Math.min(pair.failures - freeFailuresPerPair, 30);
    const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
    return Math.max(0, pair.lastFailureAt + delay - now);
  }

  private async windowWait(key: string, max: number, now: number): Promise<number> {
    const recent = await this.store.recentFailures(key, now - this.options.windowMs, max);
    if (recent.length < max) return 0;
    const oldestThatCounts = recent[max - 1] ?? now;
    return Math.max(1, oldestThatCounts + this.options.windowMs - now);
  }
}

/** The store in this process's memory, for tests of the throttle's rules. */
export class MemoryLoginThrottleStore implements LoginThrottleStore {
  private readonly pairs = new Map<string, PairState>();
  private readonly failures = new Map<string, number[]>();
  private readonly known = new Map<string, string[]>();

  async pair(key: string): Promise<PairState | null> {
    return this.pairs.get(key) ?? null;
  }

  async countPairFailure(key: string, now: number, forgetBefore: number): Promise<void> {
    const pair = this.pairs.get(key);
    const failures = pair && pair.lastFailureAt > forgetBefore ? pair.failures + 1 : 1;
    this.pairs.set(key, { failures, lastFailureAt: now });
  }

  async clearPair(key: string): Promise<void> {
    this.pairs.delete(key);
  }

  async recentFailures(key: string, since: number, limit: number): Promise<number[]> {
    return (this.failures.get(key) ?? []).filter((time) => time > since).reverse().slice(0, limit);
  }

  async addFailures(keys: readonly string[], at: number): Promise<void> {
    for (const key of keys) this.failures.set(key, [...(this.failures.get(key) ?? []), at]);
  }

  async isKnown(account: string, address: string): Promise<boolean> {
    return this.known.get(account)?.includes(address) ?? false;
  }

  async remember(account: string, address: string, _at: number, keep: number): Promise<void> {
    const known = (this.known.get(account) ?? []).filter((other) => other !== address);
    known.push(address);
    this.known.set(account, known.slice(-keep));
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
