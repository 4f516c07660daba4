import { describe, expect, it } from 'vitest';
import { countsIn, countsNotIn } from './stated-numbers.js';

describe('countsIn', () => {
  it('reads digits and number words as the counts they state', () => {
    expect([...countsIn('The punishment is 40 lashes, or 1,000 coins.')]).toEqual([40, 1000]);
    expect([...countsIn('strike each of them with a hundred lashes')]).toEqual([100]);
    expect([...countsIn('they remained three hundred years and exceeded by nine')]).toEqual([300, 9]);
    expect([...countsIn('three hundred and nine years, twenty-four hours, fifty thousand years')]).toEqual([309, 24, 50000]);
  });

  it('leaves out references, labels, and "one", which is mostly a pronoun', () => {
    expect([...countsIn('Surah 24 verse 2 and 4:3 speak of the one who repents')]).toEqual([]);
    expect([...countsIn('Point 12 about this verse; step 3 of the way')]).toEqual([]);
  });

  it('counts each word of a phrase when asked (a verse saying "two or three or four" holds 4)', () => {
    expect([...countsIn('three hundred', { parts: true })].sort((a, b) => a - b)).toEqual([3, 100, 300]);
  });
});

describe('countsNotIn', () => {
  const lashes = 'The [unmarried] woman or [unmarried] man found guilty of sexual intercourse - lash each one of them with a hundred lashes';
  it('finds a count the cited verse does not hold', () => {
    expect(countsNotIn('The punishment for adultery is 40 lashes [[24:2]].', [lashes])).toEqual([40]);
    expect(countsNotIn('The punishment is one hundred lashes [[24:2]].', [lashes])).toEqual([]);
    expect(countsNotIn('The punishment is 100 lashes [[24:2]].', [lashes])).toEqual([]);
  });

  it('reads a fraction or an ordinal of the verse as backing the count', () => {
    const shares = 'And for the parents, to each one of them is a sixth of his estate if he left children';
    expect(countsNotIn('Each parent receives 1/6 of the estate [[4:11]].', [shares])).toEqual([]);
    expect(countsNotIn('Each parent receives 1/8 of the estate [[4:11]].', [shares])).toEqual([8]);
  });

  it('accepts a count the question brought up, and a sentence with none', () => {
    expect(countsNotIn('The five daily prayers are not named one by one in the Quran [[17:78]].', ['Establish prayer at the decline of the sun'], 'Where are the five daily prayers in the Quran?')).toEqual([]);
    expect(countsNotIn('Patience brings help [[2:153]].', [lashes])).toEqual([]);
  });
});
