import Database from 'better-sqlite3';
import type { Lang, Verse } from '@quran-assistant/api/retrieval/types.ts';

// Harakat, Quranic marks and tatweel: "diacritics-stripped" and nothing more.
const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u0640\u06D6-\u06ED]/g;

function stripArabicDiacritics(text: string): string {
  return text.normalize('NFC').replace(ARABIC_DIACRITICS, '');
}

function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * The benchmark's reference point: plain BM25 (FTS5, no stemming, no stop
 * words, no normalisation beyond case and Arabic diacritics) over the English
 * translation, the diacritics-stripped Arabic and the Bangla translation, in a
 * throw-away in-memory database.
 */
export class PlainBm25Baseline {
  private readonly db = new Database(':memory:');
  private readonly statements: Record<Lang, Database.Statement<[string, number], { id: number }>>;

  constructor(private readonly verses: readonly Verse[]) {
    this.db.exec(`
      CREATE VIRTUAL TABLE plain_en USING fts5 (text, tokenize = 'unicode61');
      CREATE VIRTUAL TABLE plain_ar USING fts5 (text, tokenize = 'unicode61');
      CREATE VIRTUAL TABLE plain_bn USING fts5 (text, tokenize = "unicode61 categories 'L* N* Co M*'");
    `);
    const insert = {
      en: this.db.prepare('INSERT INTO plain_en (rowid, text) VALUES (?, ?)'),
      ar: this.db.prepare('INSERT INTO plain_ar (rowid, text) VALUES (?, ?)'),
      bn: this.db.prepare('INSERT INTO plain_bn (rowid, text) VALUES (?, ?)'),
    };
    this.db.transaction(() => {
      verses.forEach((verse, index) => {
        insert.en.run(index + 1, verse.en);
        insert.ar.run(index + 1, stripArabicDiacritics(verse.arabic));
        insert.bn.run(index + 1, verse.bn);
      });
    })();
    const select = (table: string) =>
      this.db.prepare<[string, number], { id: number }>(
        `SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ? ORDER BY bm25(${table}) LIMIT ?`,
      );
    this.statements = { en: select('plain_en'), ar: select('plain_ar'), bn: select('plain_bn') };
  }

  search(query: string, lang: Lang, k: number): string[] {
    const text = lang === 'ar' ? stripArabicDiacritics(query) : query.normalize('NFC');
    const terms = [...new Set(words(text.toLowerCase()))];
    if (terms.length === 0) return [];
    const match = terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR ');
    return this.statements[lang].all(match, k).map((row) => this.verses[row.id - 1]!.key);
  }

  close(): void {
    this.db.close();
  }
}
