import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Topic } from './topic-source.js';
import type { Surah, Verse } from './types.js';

/** The verse index built by `pnpm ingest` (read-only): every query the retriever makes of it. */

export type VerseIndexDatabase = Database.Database;

export class VerseIndexMissingError extends Error {
  constructor(indexPath: string) {
    super(`verse index not found at ${indexPath}: run \`pnpm ingest\` first`);
    this.name = 'VerseIndexMissingError';
  }
}

interface VerseRow {
  id: number;
  surah: number;
  ayah: number;
  arabic: string;
  transliteration: string;
  en: string;
  bn: string;
}

interface SurahRow {
  number: number;
  name_arabic: string;
  name_transliteration: string;
  name_english: string;
  name_bangla: string;
  /** Absent from indexes built before the Bangla-script names. */
  name_bangla_script?: string;
  bangla_also_known_as?: string;
  type: 'meccan' | 'medinan';
  verse_count: number;
}

export function openVerseIndex(indexPath: string): VerseIndexDatabase {
  if (!existsSync(indexPath)) throw new VerseIndexMissingError(indexPath);
  return new Database(indexPath, { readonly: true, fileMustExist: true });
}

export function readIndexVersion(db: VerseIndexDatabase): string {
  const meta = new Map(
    (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((row) => [row.key, row.value]),
  );
  return meta.get('index_version') ?? 'unknown';
}

export function readSurahs(db: VerseIndexDatabase): Surah[] {
  return (db.prepare('SELECT * FROM surahs ORDER BY number').all() as SurahRow[]).map((row) => ({
    number: row.number,
    nameArabic: row.name_arabic,
    nameTransliteration: row.name_transliteration,
    nameEnglish: row.name_english,
    nameBangla: row.name_bangla,
    nameBanglaScript: row.name_bangla_script ?? row.name_transliteration,
    banglaAlsoKnownAs: row.bangla_also_known_as ? (JSON.parse(row.bangla_also_known_as) as string[]) : [],
    type: row.type,
    verseCount: row.verse_count,
  }));
}

/** Every verse, in mushaf order. */
export function readVerses(db: VerseIndexDatabase): Verse[] {
  return (db.prepare('SELECT * FROM verses ORDER BY id').all() as VerseRow[]).map((row) => ({
    key: `${row.surah}:${row.ayah}`,
    surah: row.surah,
    ayah: row.ayah,
    arabic: row.arabic,
    transliteration: row.transliteration,
    en: row.en,
    bn: row.bn,
  }));
}

/** The topics stored in the index; none in an index built before the topic table existed. */
export function readTopics(db: VerseIndexDatabase): Topic[] {
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'topics'").get();
  if (!table) return [];
  const rows = db.prepare('SELECT id, category, everyday, setting, names, verses, note, motifs FROM topics ORDER BY position').all() as {
    id: string;
    category: string;
    everyday: number;
    setting: number;
    names: string;
    verses: string;
    note: string | null;
    motifs: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    everyday: row.everyday === 1,
    ...(row.setting === 1 ? { setting: true as const } : {}),
    names: JSON.parse(row.names) as Topic['names'],
    verses: JSON.parse(row.verses) as string[],
    ...(row.note ? { note: JSON.parse(row.note) as NonNullable<Topic['note']> } : {}),
    ...(row.motifs ? { motifs: JSON.parse(row.motifs) as NonNullable<Topic['motifs']> } : {}),
  }));
}

/** The float vectors the index holds for a model, one per verse in mushaf order; null when it holds none (or not all). */
export function readIndexVectors(
  db: VerseIndexDatabase,
  modelId: string,
  verseCount: number,
): { vectors: Float32Array; dimensions: number } | null {
  const model = db.prepare('SELECT dimensions FROM vector_models WHERE model_id = ?').get(modelId) as { dimensions: number } | undefined;
  if (!model) return null;
  const rows = db.prepare('SELECT verse_id, vector FROM verse_vectors WHERE model_id = ? ORDER BY verse_id').all(modelId) as {
    verse_id: number;
    vector: Buffer;
  }[];
  if (rows.length !== verseCount) return null;
  const vectors = new Float32Array(verseCount * model.dimensions);
  for (const row of rows) {
    const vector = new Float32Array(row.vector.buffer, row.vector.byteOffset, row.vector.byteLength / 4);
    vectors.set(vector, (row.verse_id - 1) * model.dimensions);
  }
  return { vectors, dimensions: model.dimensions };
}
