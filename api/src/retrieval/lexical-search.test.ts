import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stemBanglaWord } from './bangla-analyzer.js';
import { DEFAULT_INDEX_PATH } from './index-path.js';
import { LexicalSearch } from './lexical-search.js';
import type { Bm25Index } from './bm25-index.js';

let db: Database.Database;
let lexical: LexicalSearch;

beforeAll(() => {
  db = new Database(DEFAULT_INDEX_PATH, { readonly: true, fileMustExist: true });
  const verses = db.prepare('SELECT surah, en, bn, arabic, transliteration FROM verses ORDER BY id').all() as {
    surah: number;
    en: string;
    bn: string;
    arabic: string;
    transliteration: string;
  }[];
  lexical = new LexicalSearch(verses, { bm25: { k1: 1, b: 0.2 }, arabicSurfaceWeight: 0.25, contextWindow: 0, headingContextWindow: 0 });
});
afterAll(() => db.close());

/** Document frequency of every term of one FTS5 table column, as the index built by `pnpm ingest` holds it. */
function fts5DocumentFrequencies(table: string, column: string): Map<string, number> {
  const vocab = `temp.${table}_${column}_vocab`;
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${vocab} USING fts5vocab (main, ${table}, col)`);
  const rows = db.prepare(`SELECT term, doc FROM ${vocab} WHERE col = ?`).all(column) as { term: string; doc: number }[];
  return new Map(rows.map((row) => [row.term, row.doc]));
}

function expectSameTerms(index: Bm25Index, fts5: Map<string, number>): void {
  expect(fts5.size).toBeGreaterThan(1000);
  const differing = [...fts5].filter(([term, frequency]) => index.documentFrequency(term) !== frequency);
  expect(differing).toEqual([]);
}

describe('LexicalSearch', () => {
  // The in-memory indexes must analyse the verses exactly as the FTS5 tables of the
  // verse index do, so that either can answer for the other.
  it('holds the same English stems as the FTS5 porter table', () => {
    expectSameTerms(lexical.english, fts5DocumentFrequencies('verses_en', 'en'));
  });

  it('holds the same Bangla words as the FTS5 table that keeps vowel signs', () => {
    expectSameTerms(lexical.bangla, fts5DocumentFrequencies('verses_bn', 'bn'));
  });

  it('holds the same Arabic stems and surface words as the FTS5 table', () => {
    expectSameTerms(lexical.arabicStems, fts5DocumentFrequencies('verses_ar', 'stem'));
    expectSameTerms(lexical.arabicSurface, fts5DocumentFrequencies('verses_ar', 'surface'));
  });

  it('finds verses by English words, Bangla stems as prefixes, Arabic stems and wording', () => {
    const key = (id: number) => {
      const row = db.prepare('SELECT surah, ayah FROM verses WHERE id = ?').get(id) as { surah: number; ayah: number };
      return `${row.surah}:${row.ayah}`;
    };
    expect(lexical.searchEnglish(['kursi', 'extends'], 3).map((hit) => key(hit.id))).toContain('2:255');
    // ধৈর্য is a prefix of ধৈর্যের and ধৈর্যশীলদের.
    const bangla = lexical.searchBangla([stemBanglaWord('ধৈর্য')], 50);
    expect(bangla.length).toBeGreaterThan(10);
    expect(bangla.map((hit) => key(hit.id))).toContain('2:153');
    expect(lexical.searchArabic(['كرسي'], ['كرسيه'], 3).map((hit) => key(hit.id))).toContain('2:255');
    expect(lexical.searchTransliteration(['krs'], 5).map((hit) => key(hit.id))).toContain('2:255');
  });
});

describe('LexicalSearch context documents', () => {
  const passage = (en: string) => ({ surah: 1, en, bn: '', arabic: '', transliteration: '' });
  const verses = [passage('Moses spoke'), passage('the people listened'), passage('then they left'), passage('he threw his staff'), passage('and it moved')];
  const terms = [
    { term: 'mose', weight: 1 },
    { term: 'staff', weight: 1 },
  ];

  it('reads an English heading in its own, narrower window, and a question in the wider one', () => {
    const options = { bm25: { k1: 1, b: 0.2 }, arabicSurfaceWeight: 0 };
    const search = new LexicalSearch(verses, { ...options, contextWindow: 3, headingContextWindow: 1 });
    const wide = new LexicalSearch(verses, { ...options, contextWindow: 3, headingContextWindow: 0 }).searchContext('en', terms, 10);
    const narrow = new LexicalSearch(verses, { ...options, contextWindow: 1, headingContextWindow: 0 }).searchContext('en', terms, 10);
    expect(narrow).not.toEqual(wide);
    expect(search.searchContext('en', terms, 10, { heading: true })).toEqual(narrow);
    expect(search.searchContext('en', terms, 10)).toEqual(wide);
  });
});
