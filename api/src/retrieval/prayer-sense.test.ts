import { describe, expect, it } from 'vitest';
import { asksForASupplication, callsUponTheLord, withSupplicationSense } from './prayer-sense.js';

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

describe('asksForASupplication', () => {
  it('tells a question that asks for a supplication from one that asks about supplication', () => {
    for (const text of ['dua for parents from quran', 'What is the dua of Yunus?', 'Noah: dua of', 'পিতা-মাতার জন্য দোয়া', 'আইয়ুব (আ.)-এর দোয়া', 'সন্তানের জন্য দোয়া', 'রিজিকের দোয়া']) {
      expect(asksForASupplication(text)).toBe(true);
    }
    for (const text of ['Does Allah answer our duas?', 'আল্লাহ কি আমাদের দোয়া কবুল করেন?', 'Is dua important?', 'What is the prayer for the dead?', 'Does Allah hear our duas?', 'আল্লাহ কি আমাদের দোয়া শোনেন?', 'তাদের দোয়া']) {
      expect(asksForASupplication(text)).toBe(false);
    }
  });
});

describe('callsUponTheLord', () => {
  it("reads the translation's vocative", () => {
    expect(callsUponTheLord('Our Lord, give us in this world [that which is] good')).toBe(true);
    expect(callsUponTheLord('[Moses] said, "My Lord, expand for me my breast"')).toBe(true);
    expect(callsUponTheLord('And your Lord says, "Call upon Me; I will respond to you."')).toBe(false);
  });
});
