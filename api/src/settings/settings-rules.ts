/**
 * The admin-editable settings and their rules, as pure functions (the
 * repository stores them; routes validate the same bounds with TypeBox).
 */

export interface MessageLimitSettings {
  /** When true, guests are refused with 429 `guest_limit` beyond `limit` messages. */
  enabled: boolean;
  limit: number;
  /** The web app shows its sign-in prompt after this many guest messages. */
  promptMessageCount: number;
}

/** Until an admin changes them: no guest limit, and the sign-in prompt after two messages. */
export const DEFAULT_MESSAGE_LIMIT_SETTINGS: Readonly<MessageLimitSettings> = {
  enabled: false,
  limit: 999,
  promptMessageCount: 2,
};

import { MESSAGE_LIMIT_BOUNDS } from '../contract/limits.js';

export { MESSAGE_LIMIT_BOUNDS };

export interface CacheSettings {
  enabled: boolean;
  enabledForEnglish: boolean;
  enabledForBangla: boolean;
}

/** The answer cache is on for both languages until an admin turns it off. */
export const DEFAULT_CACHE_SETTINGS: Readonly<CacheSettings> = {
  enabled: true,
  enabledForEnglish: true,
  enabledForBangla: true,
};

function isIntegerWithin(value: unknown, { min, max }: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A stored value, field by field: anything missing or out of bounds reads as its default. */
export function readMessageLimitSettings(stored: unknown): MessageLimitSettings {
  const value = record(stored);
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : DEFAULT_MESSAGE_LIMIT_SETTINGS.enabled,
    limit: isIntegerWithin(value.limit, MESSAGE_LIMIT_BOUNDS.limit) ? value.limit : DEFAULT_MESSAGE_LIMIT_SETTINGS.limit,
    promptMessageCount: isIntegerWithin(value.promptMessageCount, MESSAGE_LIMIT_BOUNDS.promptMessageCount)
      ? value.promptMessageCount
      : DEFAULT_MESSAGE_LIMIT_SETTINGS.promptMessageCount,
  };
}

export function readStoredCacheSettings(stored: unknown): CacheSettings {
  const value = record(stored);
  const flag = (name: keyof CacheSettings) =>
    typeof value[name] === 'boolean' ? (value[name] as boolean) : DEFAULT_CACHE_SETTINGS[name];
  return { enabled: flag('enabled'), enabledForEnglish: flag('enabledForEnglish'), enabledForBangla: flag('enabledForBangla') };
}

/**
 * With the global switch off, both language flags read false. The
 * stored flags are kept, so turning the cache back on restores them.
 */
export function effectiveCacheSettings(stored: CacheSettings): CacheSettings {
  return stored.enabled ? { ...stored } : { enabled: false, enabledForEnglish: false, enabledForBangla: false };
}

/**
 * Applies an admin's change to the stored flags. While the cache ends up off,
 * the language flags sent are ignored: the web app sends them as false (they
 * read false), and taking them would lose the flags to restore later.
 */
export function applyCacheSettingsUpdate(stored: CacheSettings, update: Partial<CacheSettings>): CacheSettings {
  const enabled = update.enabled ?? stored.enabled;
  if (!enabled) return { ...stored, enabled: false };
  return {
    enabled: true,
    enabledForEnglish: update.enabledForEnglish ?? stored.enabledForEnglish,
    enabledForBangla: update.enabledForBangla ?? stored.enabledForBangla,
  };
}

/** Whether answers in this language may be served from and stored in the knowledge cache. */
export function isCacheEnabledFor(settings: CacheSettings, lang: string): boolean {
  if (!settings.enabled) return false;
  if (lang === 'bn') return settings.enabledForBangla;
  if (lang === 'en') return settings.enabledForEnglish;
  // Arabic answers have no toggle of their own: the global switch decides.
  return true;
}
