import type { CacheSettings } from '../api/get-cache-settings';

export type LanguageCacheFlags = Pick<CacheSettings, 'enabledForEnglish' | 'enabledForBangla'>;

/** The cache toggles default to on. */
export const defaultLanguageCacheFlags: LanguageCacheFlags = { enabledForEnglish: true, enabledForBangla: true };

/** What the settings form holds: the settings, and the language flags to restore when the cache is switched back on. */
export interface CacheSettingsDraft {
  settings: CacheSettings;
  remembered: LanguageCacheFlags;
}

export function draftFromSettings(settings: CacheSettings, previous?: LanguageCacheFlags): CacheSettingsDraft {
  return {
    settings: settings.enabled ? settings : { enabled: false, enabledForEnglish: false, enabledForBangla: false },
    remembered: settings.enabled
      ? { enabledForEnglish: settings.enabledForEnglish, enabledForBangla: settings.enabledForBangla }
      : (previous ?? defaultLanguageCacheFlags),
  };
}

/**
 * Switching the global cache off forces both language flags off (their toggles are
 * disabled); switching it back on restores the flags they had before.
 */
export function setGlobalCache(draft: CacheSettingsDraft, enabled: boolean): CacheSettingsDraft {
  if (enabled === draft.settings.enabled) return draft;
  if (!enabled) {
    return {
      settings: { enabled: false, enabledForEnglish: false, enabledForBangla: false },
      remembered: { enabledForEnglish: draft.settings.enabledForEnglish, enabledForBangla: draft.settings.enabledForBangla },
    };
  }
  return { settings: { enabled: true, ...draft.remembered }, remembered: draft.remembered };
}

/** A language flag can only change while the global cache is on. */
export function setLanguageCache(draft: CacheSettingsDraft, flag: keyof LanguageCacheFlags, enabled: boolean): CacheSettingsDraft {
  if (!draft.settings.enabled) return draft;
  const settings = { ...draft.settings, [flag]: enabled };
  return { settings, remembered: { enabledForEnglish: settings.enabledForEnglish, enabledForBangla: settings.enabledForBangla } };
}

export function sameCacheSettings(a: CacheSettings, b: CacheSettings): boolean {
  return a.enabled === b.enabled && a.enabledForEnglish === b.enabledForEnglish && a.enabledForBangla === b.enabledForBangla;
}
