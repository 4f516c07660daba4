import type Database from 'better-sqlite3';

/** A verse id (mushaf position, 1..6236) with its BM25 score (higher is better). */
export interface LexicalHit {
  id: number;
  score: number;
}

/** Quote a term for an FTS5 MATCH expression. */
function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

function anyOf(terms: readonly string[], prefix = false): string {
  return [...new Set(terms)].map((term) => quote(term) + (prefix ? '*' : '')).join(' OR ');
}

/**
 * BM25 search over the FTS5 tables of the verse index. Each method takes terms
 * already analysed by the matching analyser and ORs them, so a verse that holds
 * more of the question's words (weighted by their rarity) ranks higher.
 */
export class LexicalSearch {
  private readonly english: Database.Statement<[string, number], LexicalHit>;
  private readonly bangla: Database.Statement<[string, number], LexicalHit>;
  private readonly arabic: Database.Statement<[string, number], LexicalHit>;

  /** `arabicSurfaceWeight`: BM25 weight of exact wording relative to stems (1). */
  constructor(db: Database.Database, arabicSurfaceWeight = 0.5) {
    // bm25() is lower-is-better; negate it so every score in the system grows with relevance.
    this.english = db.prepare(
      'SELECT rowid AS id, -bm25(verses_en) AS score FROM verses_en WHERE verses_en MATCH ? ORDER BY bm25(verses_en) LIMIT ?',
    );
    this.bangla = db.prepare(
      'SELECT rowid AS id, -bm25(verses_bn) AS score FROM verses_bn WHERE verses_bn MATCH ? ORDER BY bm25(verses_bn) LIMIT ?',
    );
    // The stemmed column carries the meaning; exact wording adds a smaller bonus.
    const weights = `1.0, ${Number(arabicSurfaceWeight)}`;
    this.arabic = db.prepare(
      `SELECT rowid AS id, -bm25(verses_ar, ${weights}) AS score FROM verses_ar WHERE verses_ar MATCH ? ORDER BY bm25(verses_ar, ${weights}) LIMIT ?`,
    );
  }

  searchEnglish(terms: readonly string[], limit: number): LexicalHit[] {
    return terms.length === 0 ? [] : this.english.all(anyOf(terms), limit);
  }

  /** Bangla terms are light stems; matching them as prefixes covers the endings. */
  searchBangla(stems: readonly string[], limit: number): LexicalHit[] {
    return stems.length === 0 ? [] : this.bangla.all(anyOf(stems, true), limit);
  }

  searchArabic(stems: readonly string[], surfaceWords: readonly string[], limit: number): LexicalHit[] {
    if (stems.length === 0 && surfaceWords.length === 0) return [];
    const parts: string[] = [];
    if (stems.length > 0) parts.push(`stem : (${anyOf(stems)})`);
    if (surfaceWords.length > 0) parts.push(`surface : (${anyOf(surfaceWords)})`);
    return this.arabic.all(parts.join(' OR '), limit);
  }
}
