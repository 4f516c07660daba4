import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import type { VerseRetriever } from '../retrieval/types.js';
import { canonicaliseReferences, markerKeys, oneMarkerPerVerse, toBanglaDigits } from './citation-markers.js';
import { toContextVerses } from './cited-verses.js';
import { corpusLookupsOf } from './corpus-lookups.js';
import type { VerificationContext } from './verification.js';
import { CitationVerifier, verifyAnswer } from './verify-citations.js';
import { usePropertySeed } from '../test/property-seed.js';

usePropertySeed();

/**
 * Whatever the model writes, the verified answer cites only verses of the corpus,
 * shows no marker for a verse that does not exist (in any form the web app
 * renders), and a second verification changes nothing. Model text is built from
 * the pieces references are made of, so that garbled and nested markers come up.
 */

let retriever: VerseRetriever;
let context: VerificationContext;
let exists: (key: string) => boolean;

const CONTEXT_KEYS = ['2:153', '2:155', '2:255', '39:10'];

beforeAll(async () => {
  retriever = await createVerseRetriever();
  const lookups = corpusLookupsOf(retriever, 'en');
  const hits = CONTEXT_KEYS.map((key) => {
    const [surah, ayah] = key.split(':').map(Number) as [number, number];
    return { verse: retriever.getVerse(surah, ayah)!, score: 1 };
  });
  context = { verses: toContextVerses(retriever, hits), lang: 'en', question: 'What does the Quran say about patience?', ...lookups };
  exists = (key) => lookups.lookUpVerse(key) !== null;
});
afterAll(() => retriever.close());

/** Surah and ayah numbers around the corpus's edges: real verses, and ones that do not exist. */
const surahNumber = fc.oneof(fc.constantFrom(0, 1, 2, 3, 39, 112, 114, 115, 200, 999), fc.integer({ min: 1, max: 114 }));
const ayahNumber = fc.oneof(fc.constantFrom(0, 1, 7, 153, 155, 255, 256, 286, 287, 300, 999), fc.integer({ min: 1, max: 300 }));
const reference = fc.tuple(surahNumber, ayahNumber).map(([s, a]) => `${s}:${a}`);

const referenceForm = fc.oneof(
  reference.map((key) => `[[${key}]]`),
  reference.map((key) => `[${key}]`),
  reference.map((key) => `(${key})`),
  reference.map((key) => `(Quran ${key})`),
  reference.map((key) => `[[${toBanglaDigits(key)}]]`),
  fc.tuple(reference, fc.integer({ min: 1, max: 12 })).map(([key, extra]) => `[[${key}-${Number(key.split(':')[1]) + extra}]]`),
  fc.tuple(surahNumber, ayahNumber).map(([s, a]) => `Surah ${s}, verse ${a}`),
  fc.tuple(fc.constantFrom('Al-Baqarah', 'Az-Zumar', 'Al-Ikhlas', 'Al-Fatiha'), ayahNumber).map(([name, a]) => `Surah ${name}, verse ${a}`),
  fc.constantFrom(...CONTEXT_KEYS).map((key) => `[[${key}]]`),
);

/** A reference inside another, or beside an empty bracket: removing one may leave another behind. */
const nestedForm = fc.oneof(
  fc.tuple(surahNumber, referenceForm, fc.constantFrom('', '1', '53', '999')).map(([s, inner, digits]) => `[[${s}:${inner}${digits}]]`),
  fc.tuple(referenceForm, reference).map(([inner, key]) => `[(${inner})[${key}]]`),
  fc.tuple(reference, referenceForm).map(([key, inner]) => `[[${key}${inner}]]`),
);

const WORDS = ['Patience', 'patience', 'is', 'rewarded', 'Allah', 'says', 'the', 'Quran', 'prayer', 'help', 'believers', 'seek', 'steadfast', 'Indeed'];
const piece = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 4, arbitrary: fc.constantFrom(' ', ' ', ' ', '. ', '.', '! ', '? ', ', ', '\n', '\n\n') },
  { weight: 3, arbitrary: referenceForm },
  { weight: 1, arbitrary: nestedForm },
  // The pieces markers are made of, so that garbled and nested ones come up.
  { weight: 2, arbitrary: fc.constantFrom('[[', ']]', '[', ']', '(', ')', '()', ':', '2:', '153', '300', '-', '“', '”', '"') },
  { weight: 1, arbitrary: fc.constantFrom('“Seek help through patience and prayer.”', '“Indeed, Allah is with the patient.”', '«إِنَّ اللَّهَ مَعَ الصَّابِرِينَ»') },
);
const modelText = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

/**
 * Text in sentences, as a model is asked to write it: words and [[s:a]] markers (of verses
 * given, of other verses, of none), each sentence ended, a marker after its end at most.
 * Left out for now, because verification does not yet settle them in one pass: other
 * reference forms right after a sentence's end ("Patience. (23:7) seek.") and quotations
 * that are corrected.
 */
const marker = fc.oneof(reference, fc.constantFrom(...CONTEXT_KEYS)).map((key) => `[[${key}]]`);
const sentence = fc
  .tuple(
    fc.array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...WORDS) }, { weight: 1, arbitrary: marker }), { minLength: 1, maxLength: 12 }),
    fc.constantFrom('.', '!', '?'),
    fc.array(marker, { maxLength: 1 }),
    fc.constantFrom(' ', '\n', '\n\n'),
  )
  .map(([words, end, after, gap]) => `${words.join(' ')}${end}${after.map((reference) => ` ${reference}`).join('')}${gap}`);
const sentences = fc.array(sentence, { maxLength: 6 }).map((parts) => parts.join(''));

/** Every marker the web app renders as a citation, ranges spelled out. */
function renderedKeys(content: string): string[] {
  return [...content.matchAll(/\[\[(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?\]\]/gu)].flatMap(([, s, a, b]) => {
    const from = Number(a);
    const to = b === undefined ? from : Number(b);
    return Array.from({ length: Math.max(1, to - from + 1) }, (_unused, i) => `${Number(s)}:${from + i}`);
  });
}

describe('verifyAnswer, whatever the model writes', () => {
  it('cites only verses of the corpus, and shows a marker only for a cited one', () => {
    fc.assert(
      fc.property(modelText, (text) => {
        const { content, citedKeys } = verifyAnswer(text, context);
        for (const key of citedKeys) expect(exists(key), key).toBe(true);
        for (const key of renderedKeys(content)) {
          expect(exists(key), `${key} in ${JSON.stringify(content)}`).toBe(true);
          expect(citedKeys, `${key} in ${JSON.stringify(content)}`).toContain(key);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('is idempotent: a verified answer verifies to itself', () => {
    fc.assert(
      fc.property(sentences, (text) => {
        const once = verifyAnswer(text, context);
        const twice = verifyAnswer(once.content, context);
        expect(twice.content).toBe(once.content);
        expect(twice.citedKeys).toEqual(once.citedKeys);
      }),
      // Found by this property: a marker taken out left a stray "." that cut the next sentence off its citation.
      { numRuns: 1000, examples: [['Patience. [[2:153]]\n[[0:1]]. Quran says. '], ['Patience.\n[[0:1]]. [[33:35]] Patience. ']] },
    );
  });

  it('gives the same answer streamed in any chunks as at once', () => {
    fc.assert(
      fc.property(modelText, fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 20 }), (text, sizes) => {
        const verifier = new CitationVerifier(context);
        let shown = '';
        let at = 0;
        for (let i = 0; at < text.length; i += 1) {
          const size = sizes[i % sizes.length]!;
          shown += verifier.push(text.slice(at, at + size));
          at += size;
        }
        shown += verifier.finish();
        const whole = verifyAnswer(text, context);
        expect(shown).toBe(whole.content);
        expect(verifier.citedKeys).toEqual(whole.citedKeys);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('citation markers, whatever the text', () => {
  it('oneMarkerPerVerse leaves one marker per verse', () => {
    fc.assert(
      fc.property(modelText, (text) => {
        const keys = markerKeys(oneMarkerPerVerse(text));
        expect(keys).toEqual([...new Set(keys)]);
      }),
      { numRuns: 1500 },
    );
  });

  it('canonicaliseReferences is idempotent', () => {
    fc.assert(
      fc.property(modelText, (text) => {
        const once = canonicaliseReferences(text, context.surahNumber);
        expect(canonicaliseReferences(once, context.surahNumber)).toBe(once);
      }),
      { numRuns: 1500 },
    );
  });
});
