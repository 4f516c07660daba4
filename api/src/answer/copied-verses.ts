import type { AnswerLanguage } from '../contract/messages.js';
import { keepOnlyMarkers, marker } from './citation-markers.js';
import { findQuotations, textIn } from './quotations.js';
import { SENTENCE_END } from './sentence-segments.js';
import { normaliseFor, normalWords, type Script } from './text-normalisation.js';
import type { ContextVerse } from './verification.js';

/**
 * A small model often copies a verse's translation into its answer as if the words
 * were its own, sometimes after restating the question and under another verse's
 * marker ("দেনমোহর কি দিতেই হবে [[4:4]] - আর তোমরা স্ত্রীদেরকে তাদের মোহর দিয়ে দাও
 * খুশীমনে।"). Such a sentence is shown as what it is: a quotation of that verse, in
 * quote marks, under that verse's marker alone, without the restated question.
 * Arabic answers quote in «» by their rules, and their quotations are checked as such.
 */

/** A shorter run of a verse's words is a phrase the answer may share with it ("those who are patient"). */
const MIN_COPIED_WORDS = 6;
/** The copied run is most of the sentence: otherwise the sentence explains, with a phrase of the verse in it. */
const MIN_COPIED_SHARE = 0.6;

const SCRIPTS: Partial<Record<AnswerLanguage, Script>> = { en: 'latin', bn: 'bangla' };
const FULL_STOP: Record<AnswerLanguage, string> = { en: '.', bn: '।', ar: '.' };

export interface QuotedCopy {
  /** The sentence with the copied words in quote marks under the verse's marker. */
  sentence: string;
  key: string;
}

interface Token {
  words: string[];
  start: number;
  end: number;
}

function tokensOf(text: string, script: Script): Token[] {
  return [...text.matchAll(/\S+/gu)].map((match) => ({
    words: normaliseFor(script, match[0]).split(' ').filter(Boolean),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The longest run of `words` that the verse also has in a row: where it starts in `words`, and its length. */
function longestSharedRun(words: readonly string[], verseWords: readonly string[]): { first: number; length: number } {
  let best = { first: 0, length: 0 };
  let previous = new Array<number>(verseWords.length + 1).fill(0);
  for (let i = 1; i <= words.length; i += 1) {
    const current = new Array<number>(verseWords.length + 1).fill(0);
    for (let j = 1; j <= verseWords.length; j += 1) {
      if (words[i - 1] !== verseWords[j - 1]) continue;
      current[j] = (previous[j - 1] ?? 0) + 1;
      if ((current[j] ?? 0) > best.length) best = { first: i - current[j]!, length: current[j]! };
    }
    previous = current;
  }
  return best;
}

/**
 * The sentence as a quotation of the given verse it copies, or null when it copies none
 * (or already quotes). `question` lets a restatement of it before the copy go.
 */
export function quoteCopiedVerse(sentence: string, verses: readonly ContextVerse[], lang: AnswerLanguage, question?: string): QuotedCopy | null {
  const script = SCRIPTS[lang];
  if (!script || findQuotations(sentence, lang).length > 0) return null;
  const text = keepOnlyMarkers(sentence, []).trim();
  const tokens = tokensOf(text, script);
  // Each word with the token it came from, so that a run of words maps back to the text.
  const words = tokens.flatMap((token, index) => token.words.map((word) => ({ word, token: index })));
  if (words.length < MIN_COPIED_WORDS) return null;
  let best: { entry: ContextVerse; first: number; length: number } | null = null;
  for (const entry of verses) {
    const run = longestSharedRun(
      words.map((item) => item.word),
      normalWords(script, textIn(entry.verse, script)),
    );
    if (run.length > (best?.length ?? 0)) best = { entry, ...run };
  }
  if (!best || best.length < MIN_COPIED_WORDS || best.length < MIN_COPIED_SHARE * words.length) return null;

  const firstToken = tokens[words[best.first]!.token]!;
  const lastToken = tokens[words[best.first + best.length - 1]!.token]!;
  const copied = text.slice(firstToken.start, lastToken.end).replace(/^[^\p{L}\p{N}]+/u, '');
  const before = text.slice(0, firstToken.start);
  const after = text.slice(lastToken.end).trim();
  const questionWords = new Set(question ? normaliseFor(script, question).split(' ') : []);
  const beforeWords = normaliseFor(script, before).split(' ').filter(Boolean);
  // What comes before the copy stays when it is the model's own framing ("Allah says:"), not the question said again.
  const framing = beforeWords.every((word) => questionWords.has(word)) ? '' : before;
  const key = best.entry.verse.key;
  let closing = after;
  if (after.length === 0) closing = SENTENCE_END.has(copied.at(-1) ?? '') ? '' : FULL_STOP[lang];
  else if (!/^\p{P}/u.test(after)) closing = ` ${after}`;
  return { sentence: `${framing}“${copied}” ${marker(key)}${closing}`, key };
}
