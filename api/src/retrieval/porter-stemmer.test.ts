import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { englishTokens } from './english-conflation.js';
import { ENGLISH_FTS_TOKENIZER } from './english-analyzer.js';
import { DEFAULT_QURAN_SOURCE_DIR } from './index-path.js';
import { porterStem } from './porter-stemmer.js';
import { loadQuranSource } from './quran-source.js';

/** The stems SQLite's FTS5 porter tokenizer gives each word, read back through fts5vocab. */
function fts5Stems(words: readonly string[]): Map<string, string> {
  const db = new Database(':memory:');
  try {
    db.exec(`CREATE VIRTUAL TABLE words USING fts5 (word, tokenize = '${ENGLISH_FTS_TOKENIZER}')`);
    db.exec('CREATE VIRTUAL TABLE stems USING fts5vocab (words, instance)');
    const insert = db.prepare('INSERT INTO words (rowid, word) VALUES (?, ?)');
    db.transaction(() => words.forEach((word, index) => insert.run(index + 1, word)))();
    const rows = db.prepare('SELECT doc, term FROM stems').all() as { doc: number; term: string }[];
    return new Map(rows.map((row) => [words[row.doc - 1]!, row.term]));
  } finally {
    db.close();
  }
}

describe('porterStem', () => {
  it('follows Porter’s published examples', () => {
    const examples: Record<string, string> = {
      caresses: 'caress', ponies: 'poni', cats: 'cat', feed: 'feed', agreed: 'agre', plastered: 'plaster',
      motoring: 'motor', sing: 'sing', conflated: 'conflat', hopping: 'hop', falling: 'fall', filing: 'file',
      happy: 'happi', relational: 'relat', conditional: 'condit', rational: 'ration', digitizer: 'digit',
      hopeful: 'hope', goodness: 'good', revival: 'reviv', allowance: 'allow', adjustment: 'adjust',
      adoption: 'adopt', controlling: 'control', roll: 'roll', generalizations: 'gener', patience: 'patienc',
      patient: 'patient',
    };
    for (const [word, stem] of Object.entries(examples)) expect(porterStem(word), word).toBe(stem);
  });

  it('leaves short and non-ASCII words alone', () => {
    expect(porterStem('is')).toBe('is');
    expect(porterStem('ধৈর্য')).toBe('ধৈর্য');
  });

  it('stems every word of the English translation exactly as the FTS5 porter tokenizer does', () => {
    const corpus = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);
    const words = [...new Set(corpus.verses.flatMap((verse) => englishTokens(verse.en)))];
    expect(words.length).toBeGreaterThan(4000);
    const fts5 = fts5Stems(words);
    const disagreements = words.filter((word) => porterStem(word) !== fts5.get(word));
    expect(disagreements).toEqual([]);
  });
});
