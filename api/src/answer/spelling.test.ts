import { describe, expect, it } from 'vitest';
import { correctIslamicSpelling, isOneSlip } from './spelling.js';
import { checkTopic } from './topic-check.js';

describe('isOneSlip', () => {
  it('counts a letter added, dropped, changed, or two swapped', () => {
    expect(isOneSlip('deth', 'death')).toBe(true);
    expect(isOneSlip('gratefull', 'grateful')).toBe(true);
    expect(isOneSlip('parants', 'parents')).toBe(true);
    expect(isOneSlip('pateint', 'patient')).toBe(true);
  });

  it('does not count two slips or the word itself', () => {
    expect(isOneSlip('dth', 'death')).toBe(false);
    expect(isOneSlip('paitnet', 'patient')).toBe(false);
    expect(isOneSlip('death', 'death')).toBe(false);
  });
});

describe('correctIslamicSpelling', () => {
  it('reads a misspelt Islamic or guidance word as the word meant', () => {
    expect(correctIslamicSpelling('what hapens after deth')).toBe('what hapens after death');
    expect(correctIslamicSpelling('how to be more pateint')).toBe('how to be more patient');
    expect(correctIslamicSpelling('how do i stop being jelous')).toBe('how do i stop being jealous');
  });

  it('leaves real words, names, words the vocabulary knows and slips of two terms', () => {
    expect(correctIslamicSpelling('what is the depth of the ocean')).toBe('what is the depth of the ocean');
    expect(correctIslamicSpelling('Any good halal Korean fried chicken places?')).toBe('Any good halal Korean fried chicken places?');
    expect(correctIslamicSpelling('who was haman')).toBe('who was haman');
    // "purpse" is one slip from "purpose" and from "purse".
    expect(correctIslamicSpelling('what is the purpse of life')).toBe('what is the purpse of life');
  });
});

describe('the topic check with misspelt words', () => {
  const nothingFound = async () => ({ topics: [], quotation: false, story: null });
  const verdict = (question: string) => checkTopic({ question, isFollowUp: false, retrieval: nothingFound });

  it('answers a question whose Islamic word is misspelt', async () => {
    expect((await verdict('what hapens after deth')).onTopic).toBe(true);
    expect((await verdict('how to make my parants happy')).onTopic).toBe(true);
    expect((await verdict('how to be more honnest')).onTopic).toBe(true);
  });

  it('still declines the everyday question a real lookalike word asks', async () => {
    expect((await verdict('what is the depth of the pacific ocean')).onTopic).toBe(false);
    // Honesty is asked about as becoming honest, not as the phrase "to be honest".
    expect((await verdict('To be honest, should I repaint my kitchen?')).onTopic).toBe(false);
  });
});
