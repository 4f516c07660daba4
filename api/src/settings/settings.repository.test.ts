import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { closeTestDatabase, openTestDatabase } from '../test/test-database.js';
import { isCacheEnabledFor } from './settings-rules.js';
import {
  getCacheSettings,
  getMessageLimitSettings,
  updateCacheSettings,
  updateMessageLimitSettings,
} from './settings.repository.js';

describe('settings repository', () => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => closeTestDatabase(db));

  it('reads the defaults before anything is saved', async () => {
    await expect(getMessageLimitSettings(db)).resolves.toEqual({ enabled: false, limit: 999, promptMessageCount: 2 });
    await expect(getCacheSettings(db)).resolves.toEqual({ enabled: true, enabledForEnglish: true, enabledForBangla: true });
  });

  it('applies partial message-limit updates on top of what is stored', async () => {
    await expect(updateMessageLimitSettings(db, { enabled: true })).resolves.toEqual({
      enabled: true,
      limit: 999,
      promptMessageCount: 2,
    });
    await updateMessageLimitSettings(db, { limit: 5 });
    await updateMessageLimitSettings(db, { promptMessageCount: 3 });
    await expect(getMessageLimitSettings(db)).resolves.toEqual({ enabled: true, limit: 5, promptMessageCount: 3 });
  });

  it('reads a stored value out of bounds as the default', async () => {
    await db
      .insertInto('app_settings')
      .values({ key: 'message_limit', value: JSON.stringify({ enabled: true, limit: 5000, promptMessageCount: 0 }), updated_at: 1 })
      .execute();
    await expect(getMessageLimitSettings(db)).resolves.toEqual({ enabled: true, limit: 999, promptMessageCount: 2 });
  });

  it('forces both language flags off while the cache is off, and restores them when it comes back on', async () => {
    await updateCacheSettings(db, { enabled: true, enabledForEnglish: false, enabledForBangla: true });
    // The web app sends the flags as they read once the switch is off: false.
    await expect(updateCacheSettings(db, { enabled: false, enabledForEnglish: false, enabledForBangla: false })).resolves.toEqual({
      enabled: false,
      enabledForEnglish: false,
      enabledForBangla: false,
    });
    await expect(getCacheSettings(db)).resolves.toEqual({ enabled: false, enabledForEnglish: false, enabledForBangla: false });
    // Language flags sent while off change nothing.
    await updateCacheSettings(db, { enabledForBangla: false });
    await expect(updateCacheSettings(db, { enabled: true })).resolves.toEqual({
      enabled: true,
      enabledForEnglish: false,
      enabledForBangla: true,
    });
  });

  it('answers per language whether the cache may be used', async () => {
    const settings = await updateCacheSettings(db, { enabled: true, enabledForEnglish: true, enabledForBangla: false });
    expect(isCacheEnabledFor(settings, 'en')).toBe(true);
    expect(isCacheEnabledFor(settings, 'bn')).toBe(false);
    expect(isCacheEnabledFor(await updateCacheSettings(db, { enabled: false }), 'en')).toBe(false);
  });
});
