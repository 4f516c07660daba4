import { describe, expect, it } from 'vitest';
import type { Verse } from '../retrieval/types.js';
import { markerKeys } from './citation-markers.js';
import {
  buildAnswerMessages,
  buildAnswerSystemPrompt,
  buildTopicClassificationMessages,
  formatVerseContext,
  MAX_HISTORY_TURN_CHARS,
  MAX_HISTORY_TURNS,
  parseTopicClassification,
  type HistoryTurn,
} from './prompts.js';
import type { ContextVerse } from './verify-citations.js';

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
    ['en', 'English', 'English translation'],
    ['bn', 'Bangla', 'Bangla translation'],
  ] as const)('asks for scope, tone, %s and the citation marker', (lang, language, translation) => {
    const prompt = buildAnswerSystemPrompt(lang);
    expect(prompt).toContain('Islam and the Quran');
    expect(prompt).toMatch(/respectful/iu);
    expect(prompt).toContain(`Write the whole answer in ${language}`);
    expect(prompt).toContain('[[2:153]]');
    expect(prompt).toMatch(/Cite only verses from the context/u);
    expect(prompt).toMatch(/never invent a reference/u);
    expect(prompt).toContain(`quote its ${translation} exactly`);
    expect(prompt).toMatch(/ellipsis/u);
  });

  it('differs by language and nothing else varies it', () => {
    expect(buildAnswerSystemPrompt('en')).not.toBe(buildAnswerSystemPrompt('bn'));
    expect(buildAnswerSystemPrompt('en')).toBe(buildAnswerSystemPrompt('en'));
  });
});

describe('formatVerseContext', () => {
  it('lists each verse with its marker, surah, Arabic and the translation in the answer language', () => {
    const english = formatVerseContext(VERSES, 'en');
    expect(english).toContain('[[2:153]] Surah Al-Baqarah, verse 153');
    expect(english).toContain(`Arabic: ${VERSES[0]!.verse.arabic}`);
    expect(english).toContain(`Translation: ${VERSES[0]!.verse.en}`);
    expect(english).not.toContain(VERSES[0]!.verse.bn);
    const bangla = formatVerseContext(VERSES, 'bn');
    expect(bangla).toContain(`Translation: ${VERSES[1]!.verse.bn}`);
    expect(bangla).not.toContain(VERSES[1]!.verse.en);
  });
});

describe('buildAnswerMessages', () => {
  it('sends the rules, then the question with only the retrieved verses as context', () => {
    const messages = buildAnswerMessages({ question: 'What does the Quran say about patience?', lang: 'en', verses: VERSES });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toBe(buildAnswerSystemPrompt('en'));
    const user = messages[1]!.content;
    expect(user.startsWith('Context (the only verses you may cite):')).toBe(true);
    expect(user.endsWith('Question: What does the Quran say about patience?')).toBe(true);
    expect(new Set(markerKeys(user))).toEqual(new Set(['2:153', '39:10']));
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
