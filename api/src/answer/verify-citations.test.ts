import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import type { VerseRetriever } from '../retrieval/types.js';
import { markerKeys } from './citation-markers.js';
import { toContextVerses } from './cited-verses.js';
import { corpusLookupsOf } from './corpus-lookups.js';
import type { ContextVerse, VerificationContext } from './verification.js';
import { CitationVerifier, verifyAnswer } from './verify-citations.js';

// Real verses from the index built by `pnpm ingest`: the verifier is tested against the corpus it guards.
let retriever: VerseRetriever;
let verses: ContextVerse[];
let en: VerificationContext;
let bn: VerificationContext;

function verse(key: string): ContextVerse {
  const found = verses.find((entry) => entry.verse.key === key);
  if (!found) throw new Error(`${key} is not in the test context`);
  return found;
}

beforeAll(async () => {
  retriever = await createVerseRetriever();
  const keys = ['2:153', '2:155', '2:255', '39:10'];
  verses = toContextVerses(
    retriever,
    keys.map((key) => {
      const [surah, ayah] = key.split(':').map(Number) as [number, number];
      return { verse: retriever.getVerse(surah, ayah)!, score: 1 };
    }),
  );
  en = { verses, lang: 'en' };
  bn = { verses, lang: 'bn' };
});
afterAll(() => retriever.close());

describe('verifyAnswer: cited keys', () => {
  it('keeps a faithful answer as it is and lists its keys in order of first citation', () => {
    const text = [
      'The Quran ties patience to prayer [[2:153]].',
      'Hardship is a test, and the patient are given good tidings [[2:155]]. Patience is rewarded without account [[39:10]] [[2:153]].',
    ].join('\n');
    const result = verifyAnswer(text, en);
    expect(result.content).toBe(text);
    expect(result.citedKeys).toEqual(['2:153', '2:155', '39:10']);
    expect(result.report).toMatchObject({ removedKeys: [], removedSentences: 0, correctedQuotations: [], fallbackAttached: false });
  });

  it('removes invented keys (2:300, 115:1) with the sentence that leaned on them', () => {
    const text =
      'Patience and prayer bring help [[2:153]]. Allah promises wealth to the patient [[2:300]]. A surah of 115 chapters says so [[115:1]]. The patient are rewarded [[39:10]].';
    const result = verifyAnswer(text, en);
    expect(result.content).toBe('Patience and prayer bring help [[2:153]]. The patient are rewarded [[39:10]].');
    expect(result.content).not.toMatch(/2:300|115:1|wealth|115 chapters/u);
    expect(result.citedKeys).toEqual(['2:153', '39:10']);
    expect(result.report.removedKeys).toEqual(['2:300', '115:1']);
    expect(result.report.removedSentences).toBe(2);
  });

  it('removes a real verse that was not in the context, in any reference form', () => {
    const result = verifyAnswer('Be patient and steadfast (Quran 3:200). Seek help through patience [2:153].', en);
    expect(result.content).toBe('Seek help through patience [[2:153]].');
    expect(result.report.removedKeys).toEqual(['3:200']);
  });

  it('drops only the invalid marker when the sentence also cites a valid verse', () => {
    const result = verifyAnswer('Allah is with the patient [[2:153]] [[2:300]].', en);
    expect(result.content).toBe('Allah is with the patient [[2:153]].');
    expect(result.report.removedKeys).toEqual(['2:300']);
    expect(result.report.removedSentences).toBe(0);
  });

  it('attaches the best retrieved verse, quoted from the corpus, when no valid citation is left', () => {
    const result = verifyAnswer('Patience is a virtue praised in many places [[2:300]]. Be patient.', en);
    expect(result.citedKeys).toEqual(['2:153']);
    expect(result.report.fallbackAttached).toBe(true);
    expect(result.content.startsWith('Be patient.\n\n')).toBe(true);
    expect(result.content).toContain(`“${verse('2:153').verse.en.trim()}” [[2:153]]`);

    const bangla = verifyAnswer('ধৈর্যের কথা বহু জায়গায় এসেছে।', bn);
    expect(bangla.content).toContain(`“${verse('2:153').verse.bn.trim()}” [[2:153]]`);
    expect(bangla.content).toContain('এ বিষয়ে কুরআনের একটি আয়াত');
  });

  it('says when nothing of the reply survived', () => {
    const result = verifyAnswer('Everything here leans on [[2:300]]. And on [[115:1]].', en);
    expect(result.report.emptyAfterVerification).toBe(true);
    expect(result.report.fallbackAttached).toBe(true);
    expect(markerKeys(result.content)).toEqual(['2:153']);
  });
});

describe('verifyAnswer: quotations', () => {
  it('replaces a misquoted English translation with the corpus text', () => {
    const result = verifyAnswer('Allah says: "Allah, there is no god but Him, the Living, the Eternal, who never sleeps." [[2:255]]', en);
    expect(result.content).toBe(`Allah says: "${verse('2:255').verse.en.trim()}" [[2:255]]`);
    expect(result.report.correctedQuotations).toEqual([{ key: '2:255', script: 'latin' }]);
  });

  it('accepts a faithful quotation shortened with ellipses, without the bracketed words, in other quote marks', () => {
    const text =
      '“Allah - there is no deity except Him, the Ever-Living, the Sustainer of existence… And He is the Most High, the Most Great.” [[2:255]]';
    const result = verifyAnswer(text, en);
    expect(result.content).toBe(text);
    expect(result.report.correctedQuotations).toEqual([]);
  });

  it('refuses a quotation whose pieces are out of order, or whose words were changed', () => {
    const reordered = verifyAnswer('"And He is the Most High ... Neither drowsiness overtakes Him nor sleep" [[2:255]]', en);
    expect(reordered.report.correctedQuotations).toHaveLength(1);
    const changed = verifyAnswer('"Indeed, Allah is with the grateful" [[2:153]]', en);
    expect(changed.content).toBe(`"${verse('2:153').verse.en.trim()}" [[2:153]]`);
  });

  it('replaces a misquoted Bangla translation with the corpus Bangla', () => {
    const result = verifyAnswer('আল্লাহ বলেন, “নিশ্চয়ই আল্লাহ ধনীদের সাথে আছেন।” [[2:153]]', bn);
    expect(result.content).toBe(`আল্লাহ বলেন, “${verse('2:153').verse.bn.trim()}” [[2:153]]`);
    expect(result.report.correctedQuotations).toEqual([{ key: '2:153', script: 'bangla' }]);
    const faithful = 'আল্লাহ বলেন, “নিশ্চিতই আল্লাহ ধৈর্যশীলদের সাথে রয়েছেন।” [[2:153]]'; // ধৈর্য for ধৈর্য্য: one word
    expect(verifyAnswer(faithful, bn).content).toBe(faithful);
  });

  it('checks Arabic, quoted or not: the simple spelling passes, a changed word is replaced by the Uthmani text', () => {
    const simple = 'The verse begins: الله لا إله إلا هو الحي القيوم [[2:255]].';
    expect(verifyAnswer(simple, en).report.correctedQuotations).toEqual([]);
    const wrong = verifyAnswer('It says: إن الله مع الشاكرين [[2:153]].', en);
    expect(wrong.report.correctedQuotations).toEqual([{ key: '2:153', script: 'arabic' }]);
    expect(wrong.content).toContain(verse('2:153').verse.arabic.trim());
    expect(wrong.content).not.toContain('الشاكرين');
  });

  it('checks a quotation against the verse cited in the sentence before it', () => {
    const result = verifyAnswer('Read what Allah says about patience [[2:153]].\n"Indeed, Allah is with the wealthy."', en);
    expect(result.content).toContain(`"${verse('2:153').verse.en.trim()}"`);
  });

  it('leaves short quoted terms alone', () => {
    const text = 'The Arabic word "sabr" means patience [[2:153]].';
    expect(verifyAnswer(text, en).content).toBe(text);
  });
});

describe('CitationVerifier on a stream', () => {
  const answer =
    'Patience is help [[2:153]]. An invented verse says otherwise [[2:300]].\n\n"Indeed, Allah is with the wealthy." [[2:153]] Good tidings go to the patient [[2:155]].';

  it('produces the same text from small chunks as from the whole, and never shows an unverified marker', () => {
    const whole = verifyAnswer(answer, en);
    for (const size of [1, 3, 7, 20]) {
      const verifier = new CitationVerifier(en);
      const shown: string[] = [];
      for (let i = 0; i < answer.length; i += size) shown.push(verifier.push(answer.slice(i, i + size)));
      shown.push(verifier.finish());
      expect(shown.join('')).toBe(whole.content);
      for (const piece of shown) expect(piece).not.toContain('2:300');
      expect(verifier.citedKeys).toEqual(whole.citedKeys);
    }
    expect(whole.content).toContain(verse('2:153').verse.en.trim());
    expect(whole.content).not.toContain('wealthy');
  });

  it('holds back an unfinished sentence, and abandon() drops it without a fallback', () => {
    const verifier = new CitationVerifier(en);
    // The space after the sentence waits for what follows it.
    expect(verifier.push('Patience is help [[2:153]]. The patient are')).toBe('Patience is help [[2:153]].');
    verifier.abandon();
    expect(verifier.text).toBe('Patience is help [[2:153]].');
    expect(verifier.report.fallbackAttached).toBe(false);
    expect(() => verifier.push('more')).toThrow();
  });
});

describe('verifyAnswer: references by name, verses beyond the context, claims', () => {
  let lookups: ReturnType<typeof corpusLookupsOf>;
  let wide: VerificationContext;
  beforeAll(() => {
    lookups = corpusLookupsOf(retriever, 'en');
    wide = { verses, lang: 'en', ...lookups };
  });

  it('reads references by surah name and keeps one marker per verse in a sentence', () => {
    const result = verifyAnswer('Allah is with the patient (Surah Al-Baqarah, verse 153) [2:153].', wide);
    expect(result.content).toBe('Allah is with the patient [[2:153]].');
    expect(result.citedKeys).toEqual(['2:153']);
  });

  it('keeps a real verse beyond the context when its text supports the sentence', () => {
    const result = verifyAnswer('Allah has permitted trade and forbidden interest (Al-Baqarah 2:275).', wide);
    expect(result.content).toBe('Allah has permitted trade and forbidden interest [[2:275]].');
    expect(result.citedKeys).toEqual(['2:275']);
    expect(result.report.addedKeys).toEqual(['2:275']);
    expect(result.report.fallbackAttached).toBe(false);
  });

  it('removes a real verse beyond the context that does not support its sentence, with the claim that leaned on it', () => {
    const text = 'Patience brings Allah’s help [[2:153]]. Allah has permitted trade and forbidden interest [[112:1]].';
    const result = verifyAnswer(text, wide);
    expect(result.content.trimEnd()).toBe('Patience brings Allah’s help [[2:153]].');
    expect(result.report.removedKeys).toEqual(['112:1']);
    expect(result.report.removedSentences).toBe(1);
  });

  it('without a lookup, only the context counts, as before', () => {
    expect(verifyAnswer('Allah has permitted trade and forbidden interest [[2:275]].', en).report.removedKeys).toEqual(['2:275']);
  });

  it('removes sentences that speak for the Quran without a citation', () => {
    const text = [
      'Patience is a virtue.',
      'The Quran says that the patient will inherit the earth.',
      'Allah commands us to be patient always.',
      'In Surah Yusuf, Yaqub shows beautiful patience.',
      'He said: “be patient and all will be well with you”.',
      'Patience brings Allah’s help [[2:153]].',
    ].join(' ');
    const result = verifyAnswer(text, wide);
    expect(result.content).toBe('Patience is a virtue. Patience brings Allah’s help [[2:153]].');
    expect(result.report.removedSentences).toBe(4);
  });

  it('keeps such a sentence when the sentence after it (or before it) cites a verse', () => {
    const text = 'The Quran teaches patience in hardship.\nAllah says: “Indeed, Allah is with the patient” [[2:153]]\nThis verse ties patience to prayer.';
    expect(verifyAnswer(text, wide).content).toBe(text);
    const introduced = 'Allah says:\n“O you who have believed, seek help through patience and prayer.” [[2:153]]';
    expect(verifyAnswer(introduced, wide).content).toBe(introduced);
  });

  it('corrects the marker of a faithful quotation of another given verse instead of replacing the words', () => {
    const result = verifyAnswer('The patient are promised: “the patient will be given their reward without account” [[2:153]].', wide);
    expect(result.content).toBe('The patient are promised: “the patient will be given their reward without account” [[39:10]].');
    expect(result.report.rekeyedQuotations).toEqual([{ from: '2:153', to: '39:10' }]);
    expect(result.report.correctedQuotations).toEqual([]);
  });

  it('takes the marker off a sentence on another subject than its verse and the question', () => {
    const context: VerificationContext = { ...wide, question: 'What does the Quran say about patience?' };
    const result = verifyAnswer('Patience brings help [[2:153]]. Honey from bees heals many illnesses of people [[2:255]].', context);
    expect(result.content).toBe('Patience brings help [[2:153]]. Honey from bees heals many illnesses of people.');
    expect(result.report.offSubjectKeys).toEqual(['2:255']);
  });
});

describe('verifyAnswer: the output check', () => {
  it('drops asides about the prompt, the context or the verses’ relevance', () => {
    const text = [
      'Patience brings help [[2:153]].',
      'Note: The reference to Surah Saba verse 12 is not relevant to the question.',
      'The provided verses do not mention fasting.',
    ].join(' ');
    const result = verifyAnswer(text, en);
    expect(result.content.trimEnd()).toBe('Patience brings help [[2:153]].');
    expect(result.report.screened.map((entry) => entry.problem)).toEqual(['aside', 'aside']);
  });

  it('drops sentences in another script than the answer language', () => {
    const result = verifyAnswer('ধৈর্য আল্লাহর সাহায্য আনে [[2:153]]। Patience is the key to paradise for every believer. 耐心是关键。', bn);
    expect(result.content.trimEnd()).toBe('ধৈর্য আল্লাহর সাহায্য আনে [[2:153]]।');
    expect(result.report.screened.map((entry) => entry.problem)).toEqual(['wrong_language', 'wrong_language']);
  });

  it('drops a sentence said again, and a sentence that only repeats the question', () => {
    const context: VerificationContext = { ...en, question: 'What does the Quran say about patience in hardship?' };
    const text = 'What does the Quran say about patience in hardship? Patience brings help [[2:153]]. Patience brings help (2:153).';
    const result = verifyAnswer(text, context);
    expect(result.content.trimEnd()).toBe('Patience brings help [[2:153]].');
    expect(result.report.screened.map((entry) => entry.problem)).toEqual(['repetition', 'repetition']);
  });

  it('says when the model loops, so that the caller can stop it', () => {
    const verifier = new CitationVerifier(en);
    verifier.push('Patience brings help [[2:153]]. ');
    expect(verifier.looping).toBe(false);
    verifier.push(`${'and the waiting and the enduring '.repeat(15)}`);
    expect(verifier.looping).toBe(true);
  });

  it('in an Arabic answer, unquoted Arabic is the answer, and only quoted Arabic is checked as a quotation', () => {
    const ar: VerificationContext = { verses, lang: 'ar' };
    const prose = 'الصبر عبادة عظيمة يحبها الله ويعين عليها [[2:153]].';
    expect(verifyAnswer(prose, ar).content).toBe(prose);
    const misquoted = verifyAnswer('قال تعالى: «إن الله مع الشاكرين» [[2:153]].', ar);
    expect(misquoted.content).toContain(verse('2:153').verse.arabic.trim());
  });

  it('drops the unfinished last sentence of a reply the token limit cut off, and keeps one that ended', () => {
    const cut = new CitationVerifier(en);
    cut.push('Patience brings help [[2:153]]. The patient are given good tidings and');
    expect(cut.finish({ cutOff: true })).toBe('');
    expect(cut.text).toBe('Patience brings help [[2:153]].');
    expect(cut.report.screened.map((entry) => entry.problem)).toEqual(['unfinished']);
    expect(cut.report.fallbackAttached).toBe(false);

    const ended = new CitationVerifier(en);
    ended.push('Patience brings help [[2:153]]. Good tidings go to the patient [[2:155]].');
    ended.finish({ cutOff: true });
    expect(ended.text).toBe('Patience brings help [[2:153]]. Good tidings go to the patient [[2:155]].');
    expect(ended.report.screened).toEqual([]);

    // Without the cut, the same unfinished text is a sentence like any other.
    const whole = verifyAnswer('Patience brings help [[2:153]]. Good tidings go to the patient [[2:155]]', en);
    expect(whole.content).toBe('Patience brings help [[2:153]]. Good tidings go to the patient [[2:155]]');
  });

  it('drops an English sentence stating a count its verse does not hold, unless the question or the caveat brought it up', () => {
    const result = verifyAnswer('Patience brings help [[2:153]]. Allah tests people with 40 kinds of loss [[2:155]]. Good tidings go to the patient [[2:155]].', en);
    expect(result.content).toBe('Patience brings help [[2:153]]. Good tidings go to the patient [[2:155]].');
    expect(result.report.unsupportedCounts).toEqual([40]);
    const asked = verifyAnswer('The patient are given good tidings even when tested 40 times [[2:155]].', { ...en, question: 'What if I am tested 40 times?' });
    expect(asked.report.unsupportedCounts).toEqual([]);
    const noted = verifyAnswer('The Quran names some twenty-five prophets [[2:153]].', { ...en, caveat: 'The Quran names some twenty-five prophets across many surahs.' });
    expect(noted.report.unsupportedCounts).toEqual([]);
  });

  it('drops list numbers the model left empty', () => {
    const result = verifyAnswer('1. Patience brings help [[2:153]].\n2. Good tidings go to the patient [[2:155]].\n3. \n4', en);
    expect(result.content).toBe('1. Patience brings help [[2:153]].\n2. Good tidings go to the patient [[2:155]].');
  });

  it('never shows a sentence with a character the model’s bytes broke', () => {
    const result = verifyAnswer('ধৈর্য আল্লাহর সাহায্য আনে [[2:153]]। ধৈর্যশীলদের জন্য সুসংবাদ পদ\uFFFD [[2:155]]।', bn);
    expect(result.content.trimEnd()).toBe('ধৈর্য আল্লাহর সাহায্য আনে [[2:153]]।');
    expect(result.report.screened.map((entry) => entry.problem)).toEqual(['broken_text']);
  });

  it('drops a claim still waiting for a citation when the stream is abandoned', () => {
    const verifier = new CitationVerifier(en);
    expect(verifier.push('Patience is a virtue. The Quran teaches endurance. Then')).toBe('Patience is a virtue.');
    verifier.abandon();
    expect(verifier.text).toBe('Patience is a virtue.');
  });
});
