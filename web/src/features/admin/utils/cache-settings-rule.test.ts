import { describe, expect, it } from 'vitest';
import { draftFromSettings, sameCacheSettings, setGlobalCache, setLanguageCache } from './cache-settings-rule';

describe('the cache toggle rule', () => {
  it('turning the global cache off forces both language flags off', () => {
    const draft = draftFromSettings({ enabled: true, enabledForEnglish: true, enabledForBangla: false });
    const off = setGlobalCache(draft, false);
    expect(off.settings).toEqual({ enabled: false, enabledForEnglish: false, enabledForBangla: false });
  });

  it('turning it back on restores the flags it had before', () => {
    const draft = draftFromSettings({ enabled: true, enabledForEnglish: false, enabledForBangla: true });
    const restored = setGlobalCache(setGlobalCache(draft, false), true);
    expect(restored.settings).toEqual({ enabled: true, enabledForEnglish: false, enabledForBangla: true });
  });

  it('ignores language changes while the global cache is off', () => {
    const off = setGlobalCache(draftFromSettings({ enabled: true, enabledForEnglish: true, enabledForBangla: true }), false);
    expect(setLanguageCache(off, 'enabledForBangla', true)).toBe(off);
  });

  it('remembers language changes made while on', () => {
    const draft = draftFromSettings({ enabled: true, enabledForEnglish: true, enabledForBangla: true });
    const changed = setLanguageCache(draft, 'enabledForEnglish', false);
    expect(changed.settings).toEqual({ enabled: true, enabledForEnglish: false, enabledForBangla: true });
    const roundTrip = setGlobalCache(setGlobalCache(changed, false), true);
    expect(roundTrip.settings.enabledForEnglish).toBe(false);
    expect(roundTrip.settings.enabledForBangla).toBe(true);
  });

  it('settings loaded with the cache off show the language flags off and restore the defaults (on)', () => {
    const draft = draftFromSettings({ enabled: false, enabledForEnglish: true, enabledForBangla: false });
    expect(draft.settings).toEqual({ enabled: false, enabledForEnglish: false, enabledForBangla: false });
    expect(setGlobalCache(draft, true).settings).toEqual({ enabled: true, enabledForEnglish: true, enabledForBangla: true });
  });

  it('settings loaded with the cache off keep flags remembered earlier', () => {
    const draft = draftFromSettings({ enabled: false, enabledForEnglish: false, enabledForBangla: false }, {
      enabledForEnglish: false,
      enabledForBangla: true,
    });
    expect(setGlobalCache(draft, true).settings).toEqual({ enabled: true, enabledForEnglish: false, enabledForBangla: true });
  });

  it('compares settings field by field', () => {
    const a = { enabled: true, enabledForEnglish: true, enabledForBangla: false };
    expect(sameCacheSettings(a, { ...a })).toBe(true);
    expect(sameCacheSettings(a, { ...a, enabledForBangla: true })).toBe(false);
  });
});
