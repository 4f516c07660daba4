import type { AppDatabase } from '../db/database.js';
import {
  applyCacheSettingsUpdate,
  effectiveCacheSettings,
  readMessageLimitSettings,
  readStoredCacheSettings,
  type CacheSettings,
  type MessageLimitSettings,
} from './settings-rules.js';

export type { CacheSettings, MessageLimitSettings } from './settings-rules.js';

const MESSAGE_LIMIT_KEY = 'message_limit';
const CACHE_KEY = 'cache';

type Reader = Pick<AppDatabase, 'selectFrom'>;

async function readValue(db: Reader, key: string): Promise<unknown> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value);
  } catch {
    return undefined;
  }
}

async function writeValue(db: Pick<AppDatabase, 'insertInto'>, key: string, value: unknown, now: number): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key, value: json, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

export async function getMessageLimitSettings(db: AppDatabase): Promise<MessageLimitSettings> {
  return readMessageLimitSettings(await readValue(db, MESSAGE_LIMIT_KEY));
}

/** Partial update (the dashboard saves each field as it changes); bounds are checked by the route schema. */
export async function updateMessageLimitSettings(
  db: AppDatabase,
  update: Partial<MessageLimitSettings>,
  now: number = Date.now(),
): Promise<MessageLimitSettings> {
  return db.transaction().execute(async (trx) => {
    const next = readMessageLimitSettings({ ...readMessageLimitSettings(await readValue(trx, MESSAGE_LIMIT_KEY)), ...update });
    await writeValue(trx, MESSAGE_LIMIT_KEY, next, now);
    return next;
  });
}

/** The settings as they apply: both language flags read false while the cache is off. */
export async function getCacheSettings(db: AppDatabase): Promise<CacheSettings> {
  return effectiveCacheSettings(readStoredCacheSettings(await readValue(db, CACHE_KEY)));
}

export async function updateCacheSettings(
  db: AppDatabase,
  update: Partial<CacheSettings>,
  now: number = Date.now(),
): Promise<CacheSettings> {
  return db.transaction().execute(async (trx) => {
    const next = applyCacheSettingsUpdate(readStoredCacheSettings(await readValue(trx, CACHE_KEY)), update);
    await writeValue(trx, CACHE_KEY, next, now);
    return effectiveCacheSettings(next);
  });
}
