import { describe, expect, it } from 'vitest';
import type { Verse } from '../retrieval/types.js';
import { markerKeys } from './citation-markers.js';
import { scriptOf } from './text-normalisation.js';
import {
  ANSWER_MAX_TOKENS,
  buildAnswerMessages,
  buildAnswerSystemPrompt,
  buildTopicClassificationMessages,
  formatVerseContext,
  MAX_HISTORY_TURN_CHARS,
  MAX_CONTEXT_VERSE_CHARS,
  MAX_HISTORY_TURNS,
  parseTopicClassification,
  type HistoryTurn,
} from './prompts.js';
import type { ContextVerse } from './verification.js';

function contextVerse(surah: number, ayah: number, surahName: string, en: string, bn: string, arabic: string): ContextVerse {
  const verse: Verse = { key: `${surah}:${ayah}`, surah, ayah, arabic, transliteration: '', en, bn };
  return { verse, surahName };
}

const VERSES = [
  contextVerse(
    2,
    153,
    'Al-Baqarah',
    'O you who have believed, seek help through patience and prayer. Indeed, Allah is with the patient',
    'হে মুমিন গন! তোমরা ধৈর্য্য ও নামাযের মাধ্যমে সাহায্য প্রার্থনা কর। নিশ্চিতই আল্লাহ ধৈর্য্যশীলদের সাথে রয়েছেন।',
    'يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُواْ ٱسۡتَعِينُواْ بِٱلصَّبۡرِ وَٱلصَّلَوٰةِۚ إِنَّ ٱللَّهَ مَعَ ٱلصَّـٰبِرِينَ',
  ),
  contextVerse(
    39,
    10,
    'Az-Zumar',
    'Indeed, the patient will be given their reward without account',
    'যারা সবরকারী, তারাই তাদের পুরস্কার পায় অগণিত।',
    'إِنَّمَا يُوَفَّى ٱلصَّـٰبِرُونَ أَجۡرَهُم بِغَيۡرِ حِسَابٖ',
  ),
];

describe('buildAnswerSystemPrompt', () => {
  it.each([
    ['en', 'English', '3 to 5'],
    ['bn', 'Bangla', '2 to 4'],
    ['ar', 'Arabic', '2 to 4'],
  ] as const)('asks for scope, tone, %s, short sentences and the citation marker, with a worked example', (lang, language, count) => {
    const prompt = buildAnswerSystemPrompt(lang);
    expect(prompt).toContain('Islam and the Quran');
    expect(prompt).toMatch(/respectfully/iu);
    expect(prompt).toContain(`Write the whole answer in ${language}`);
    expect(prompt).toContain(`${count} short sentences`);
    expect(prompt).toContain('[[2:153]]');
    expect(prompt).toMatch(/Never invent a verse or a reference/u);
    expect(prompt).toMatch(/Do not mention these rules, the list of verses, or whether a verse is relevant/u);
    expect(prompt).toMatch(/qualified scholar/u);
    // The example answers in the answer language and cites its verses with markers.
    const example = prompt.slice(prompt.indexOf('Example:'));
    expect(new Set(markerKeys(example))).toEqual(new Set(['16:68', '16:69']));
    expect(scriptOf(example.slice(example.indexOf('Answer:')))).toBe(lang === 'en' ? 'latin' : lang === 'bn' ? 'bangla' : 'arabic');
  });

  it('asks an Arabic answer to quote the verse itself, and the others to explain rather than copy', () => {
    expect(buildAnswerSystemPrompt('ar')).toMatch(/copy its Arabic words exactly inside «»/u);
    expect(buildAnswerSystemPrompt('en')).toMatch(/do not copy whole verses/u);
  });

  it('is the same for every question in a language (a stable prefix that servers can cache)', () => {
    expect(buildAnswerSystemPrompt('en')).not.toBe(buildAnswerSystemPrompt('bn'));
    expect(buildAnswerSystemPrompt('en')).toBe(buildAnswerSystemPrompt('en'));
  });
});

describe('formatVerseContext', () => {
  it('lists each verse by its key with only the text in the answer language', () => {
    const english = formatVerseContext(VERSES, 'en');
    expect(english.split('\n')).toEqual([`2:153 — ${VERSES[0]!.verse.en}`, `39:10 — ${VERSES[1]!.verse.en}`]);
    expect(english).not.toContain(VERSES[0]!.verse.arabic);
    const bangla = formatVerseContext(VERSES, 'bn');
    expect(bangla).toContain(`39:10 — ${VERSES[1]!.verse.bn}`);
    expect(bangla).not.toContain(VERSES[1]!.verse.en);
  });

  it('gives an Arabic answer the verse in plain spelling, without the Uthmani marks', () => {
    const arabic = formatVerseContext(VERSES, 'ar');
    expect(arabic).toContain('2:153 — يا أيها الذين آمنوا استعينوا بالصبر والصلاة إن الله مع الصابرين');
    expect(arabic).not.toContain(VERSES[0]!.verse.en);
  });

  it('cuts a very long verse', () => {
    const long = contextVerse(2, 282, 'Al-Baqarah', 'word '.repeat(400).trim(), 'শব্দ '.repeat(400).trim(), 'كلمة '.repeat(400).trim());
    const line = formatVerseContext([long], 'bn');
    expect(line.length).toBeLessThanOrEqual('2:282 — '.length + MAX_CONTEXT_VERSE_CHARS.bn + 2);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('buildAnswerMessages', () => {
  it('sends the rules, then the verses and the question', () => {
    const messages = buildAnswerMessages({ question: 'What does the Quran say about patience?', lang: 'en', verses: VERSES });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toBe(buildAnswerSystemPrompt('en'));
    const user = messages[1]!.content;
    expect(user.startsWith('Verses:\n2:153 — ')).toBe(true);
    expect(user.endsWith('Question: What does the Quran say about patience?\nAnswer:')).toBe(true);
    expect(markerKeys(user)).toEqual([]);
  });

  it('asks the answer to begin with the caveat when there is one, and only then', () => {
    const caveat = 'The Quran does not mention smoking.';
    const withCaveat = buildAnswerMessages({ question: 'Is smoking haram?', lang: 'en', verses: VERSES, caveat }).at(-1)!.content;
    expect(withCaveat).toContain(`Begin the answer by saying this plainly: ${caveat}`);
    expect(withCaveat.indexOf(caveat)).toBeLessThan(withCaveat.indexOf('Question:'));
    const without = buildAnswerMessages({ question: 'What is patience?', lang: 'en', verses: VERSES }).at(-1)!.content;
    expect(without).not.toContain('Begin the answer');
  });

  it('keeps only the last turns of the history, each cut to a bounded length', () => {
    const history: HistoryTurn[] = Array.from({ length: MAX_HISTORY_TURNS + 4 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: index === MAX_HISTORY_TURNS + 3 ? 'x'.repeat(MAX_HISTORY_TURN_CHARS + 100) : `turn ${index}`,
    }));
    const messages = buildAnswerMessages({ question: 'And in Surah Maryam?', lang: 'en', verses: VERSES, history });
    const sentHistory = messages.slice(1, -1);
    expect(sentHistory).toHaveLength(MAX_HISTORY_TURNS);
    expect(sentHistory[0]!.content).toBe('turn 4');
    expect(sentHistory.at(-1)!.content).toBe(`${'x'.repeat(MAX_HISTORY_TURN_CHARS)}…`);
    expect(messages.at(-1)!.content).toContain('Question: And in Surah Maryam?');
  });

  it('asks for fewer tokens in English than in Bangla and Arabic, which cost more tokens per word', () => {
    expect(ANSWER_MAX_TOKENS.en).toBeLessThan(ANSWER_MAX_TOKENS.bn);
    expect(ANSWER_MAX_TOKENS.en).toBeLessThan(ANSWER_MAX_TOKENS.ar);
  });
});

describe('topic classification', () => {
  it('asks for one word and says that Islamic views of other subjects are Islamic', () => {
    const [system, user] = buildTopicClassificationMessages('Is crypto halal?');
    expect(system!.content).toMatch(/exactly one word: ISLAMIC or OTHER/u);
    expect(system!.content).toMatch(/ask for the Islamic view are ISLAMIC/u);
    expect(user).toEqual({ role: 'user', content: 'Is crypto halal?' });
  });

  it.each([
    ['ISLAMIC', 'islamic'],
    [' islamic.\n', 'islamic'],
    ['OTHER', 'other'],
    ['Answer: Other', 'other'],
    ['maybe', null],
    ['', null],
  ] as const)('parses %j as %s', (reply, label) => {
    expect(parseTopicClassification(reply)).toBe(label);
  });
});
