import { describe, expect, it } from 'vitest';
import { checkMessageLimitNumber, withMessageLimitDefaults } from './message-limit-bounds';

describe('message limit bounds', () => {
  it('accepts whole numbers inside 1–1000 for the limit and 1–10 for the prompt count', () => {
    expect(checkMessageLimitNumber('limit', '1')).toEqual({ ok: true, value: 1 });
    expect(checkMessageLimitNumber('limit', ' 1000 ')).toEqual({ ok: true, value: 1000 });
    expect(checkMessageLimitNumber('promptMessageCount', '10')).toEqual({ ok: true, value: 10 });
  });

  it('explains why a value is refused', () => {
    expect(checkMessageLimitNumber('limit', '')).toEqual({ ok: false, reason: 'required' });
    expect(checkMessageLimitNumber('limit', '0')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(checkMessageLimitNumber('limit', '1001')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(checkMessageLimitNumber('promptMessageCount', '11')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(checkMessageLimitNumber('limit', '2.5')).toEqual({ ok: false, reason: 'notWhole' });
    expect(checkMessageLimitNumber('limit', 'abc')).toEqual({ ok: false, reason: 'notWhole' });
  });

  it('fills missing values with the defaults shown (limit 5, prompt 2, off)', () => {
    expect(withMessageLimitDefaults(undefined)).toEqual({ enabled: false, limit: 5, promptMessageCount: 2 });
    expect(withMessageLimitDefaults({ enabled: true, limit: 999 })).toEqual({ enabled: true, limit: 999, promptMessageCount: 2 });
  });
});
