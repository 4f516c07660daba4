import { describe, expect, it } from 'vitest';
import { MIN_OWN_TERMS, ownTermCount, saysSomething } from './answer-substance.js';

describe('saysSomething', () => {
  it('finds nothing of its own in a restated question, bare markers or a quotation', () => {
    expect(ownTermCount('সুদকি হারাম [[2:275]].', 'সুদ কি হারাম?', 'bn')).toBe(0);
    expect(saysSomething('[[30:30]] [[98:5]] [[12:38]]', 'ইসলাম কী?', 'bn')).toBe(false);
    expect(saysSomething('Allah says: “O you who have believed, seek help through patience and prayer.” [[2:153]]', 'What does the Quran say about patience?', 'en')).toBe(false);
  });

  it('finds an answer in the model’s own words, in English and Bangla', () => {
    expect(ownTermCount('Patience brings help and relief to believers [[2:153]].', 'What does the Quran say about patience?', 'en')).toBeGreaterThanOrEqual(MIN_OWN_TERMS);
    expect(saysSomething('কুরআন সুদকে হারাম করেছে এবং ব্যবসাকে হালাল করেছে [[2:275]]।', 'সুদ কি হারাম?', 'bn')).toBe(true);
  });
});
