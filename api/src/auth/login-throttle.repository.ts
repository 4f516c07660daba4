import type { AppDatabase } from '../db/database.js';
import { keyedHash } from '../keyed-hash.js';
import type { LoginThrottleStore, PairState } from './login-throttle.js';

/**
 * The login throttle's counts in the app database, so that every instance sees
 * every failure. Keys are stored as keyed hashes. Each change is one statement
 * (or one transaction), so instances counting at once lose nothing.
 */
export class DatabaseLoginThrottleStore implements LoginThrottleStore {
  constructor(
    private readonly db: AppDatabase,
    private readonly secret: string,
  ) {}

  private hash(key: string): string {
    return keyedHash(this.secret, 'login-throttle', key);
  }

  async pair(key: string): Promise<PairState | null> {
    const row = await this.db
      .selectFrom('login_pairs')
      .select(['failures', 'last_failure_at'])
      .where('key', '=', this.hash(key))
      .executeTakeFirst();
    return row ? { failures: Number(row.failures), lastFailureAt: Number(row.last_failure_at) } : null;
  }

  async countPairFailure(key: string, now: number, forgetBefore: number): Promise<void> {
    await this.db
      .insertInto('login_pairs')
      .values({ key: this.hash(key), failures: 1, last_failure_at: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('login_pairs.last_failure_at', '<=', forgetBefore)
            .then(1)
            .else(eb('login_pairs.failures', '+', 1))
            .end(),
          last_failure_at: now,
        })),
      )
      .execute();
  }

  async clearPair(key: string): Promise<void> {
    await this.db.deleteFrom('login_pairs').where('key', '=', this.hash(key)).execute();
  }

  async recentFailures(key: string, since: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('login_failures')
      .select('failed_at')
      .where('key', '=', this.hash(key))
      .where('failed_at', '>', since)
      .orderBy('failed_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.failed_at));
  }

  async addFailures(keys: readonly string[], at: number): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .insertInto('login_failures')
      .values(keys.map((key) => ({ key: this.hash(key), failed_at: at })))
      .execute();
  }

  async isKnown(account: string, address: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('login_known_addresses')
      .select('signed_in_at')
      .where('account', '=', this.hash(account))
      .where('address', '=', this.hash(address))
      .executeTakeFirst();
    return row !== undefined;
  }

  async remember(account: string, address: string, at: number, keep: number): Promise<void> {
    const accountHash = this.hash(account);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('login_known_addresses')
        .values({ account: accountHash, address: this.hash(address), signed_in_at: at })
        .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ signed_in_at: at }))
        .execute();
      const kept = trx
        .selectFrom('login_known_addresses')
        .select('address')
        .where('account', '=', accountHash)
        .orderBy('signed_in_at', 'desc')
        .limit(keep);
      await trx.deleteFrom('login_known_addresses').where('account', '=', accountHash).where('address', 'not in', kept).execute();
    });
  }
}

/** Removes failures and pairs older than `before`; returns how many rows. */
export async function deleteOldLoginFailures(db: AppDatabase, before: number): Promise<number> {
  const failures = await db.deleteFrom('login_failures').where('failed_at', '<', before).executeTakeFirst();
  const pairs = await db.deleteFrom('login_pairs').where('last_failure_at', '<', before).executeTakeFirst();
  return Number(failures.numDeletedRows) + Number(pairs.numDeletedRows);
}
