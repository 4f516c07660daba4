import { describe, expect, it } from 'vitest';
import { localizeDigits } from './localized-numbers';

describe('localizeDigits', () => {
  it('writes verse keys in Bangla digits in the Bangla interface', () => {
    expect(localizeDigits('2:255', 'bn')).toBe('২:২৫৫');
    expect(localizeDigits('114:6', 'bn')).toBe('১১৪:৬');
  });

  it('leaves English alone', () => {
    expect(localizeDigits('2:255', 'en')).toBe('2:255');
  });
});
