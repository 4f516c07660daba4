import { describe, expect, it } from 'vitest';
import { withSupplicationSense } from './prayer-sense.js';

describe('withSupplicationSense', () => {
  it('reads a prayer for something, or of someone, as a supplication', () => {
    expect(withSupplicationSense('What is the prayer for forgiveness?')).toBe('What is the dua for forgiveness?');
    expect(withSupplicationSense('What is the prayer of Yunus?')).toBe('What is the dua of Yunus?');
    expect(withSupplicationSense('Prayers for your children')).toBe('dua for your children');
    expect(withSupplicationSense('Noah: prayer of')).toBe('Noah: dua of');
  });

  it('keeps the ritual prayer: its kinds, its times, and "prayer" alone', () => {
    for (const text of ['What is the prayer for the dead?', 'the prayer of fear', 'prayer of the traveller', 'the prayer for rain', 'How do I pray the prayer of Fajr?', 'Is prayer obligatory?']) {
      expect(withSupplicationSense(text)).toBe(text);
    }
  });
});
