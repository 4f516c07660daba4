import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { analyzeArabic, arabicSurfaceTokens } from './arabic-analyzer.js';
import { BANGLA_FTS_TOKENIZER, banglaTokens } from './bangla-analyzer.js';
import { ENGLISH_FTS_TOKENIZER } from './english-analyzer.js';
import type { QuranCorpus } from './quran-source.js';
import type { TopicSource } from './topic-source.js';
import type { Embedder } from './types.js';

/** Bump when the tables change shape. */
export const INDEX_SCHEMA_VERSION = 5;
/** Bump when an analyser changes what it emits: the index must then be rebuilt. */
export const ANALYZER_VERSION = 2;
/** Tokens of the pre-analysed Arabic columns are plain words separated by spaces. */
const ARABIC_FTS_TOKENIZER = 'unicode61 remove_diacritics 0';
/** Verses sent to the embedder per request. */
const EMBEDDING_BATCH_SIZE = 64;

export interface BuildIndexOptions {
  corpus: QuranCorpus;
  outPath: string;
  /** When given, verse vectors are computed and stored in the index file. */
  embedder?: Embedder | null;
  /** The curated topic index (`corpus/topics/`), validated; stored beside the verses. */
  topics?: TopicSource | null;
  onProgress?: (progress: { phase: 'verses' | 'vectors'; done: number; total: number }) => void;
}

export interface BuildIndexResult {
  indexVersion: string;
  verseCount: number;
  vectorModelId: string | null;
}

/**
 * Identifies an index build: the same source files, analysers, schema (and
 * embedding model, if any) always give the same version.
 */
export function computeIndexVersion(
  corpus: QuranCorpus,
  embeddingModelId: string | null = null,
  topics: TopicSource | null = null,
): string {
  // The stored Arabic terms depend on the analyser's code: hash what it emits, so
  // that changing it rebuilds the index even if nobody bumps ANALYZER_VERSION.
  const arabicTerms = createHash('sha256');
  for (const verse of corpus.verses) arabicTerms.update(`${analyzeArabic(verse.arabic).join(' ')}\n`);
  // So do the texts as read (the reader repairs what the source files hold), not only the files.
  const texts = createHash('sha256');
  for (const verse of corpus.verses) texts.update(`${verse.arabic}\n${verse.en}\n${verse.bn}\n${verse.transliteration}\n`);
  const fingerprint = JSON.stringify({
    schema: INDEX_SCHEMA_VERSION,
    analyzer: ANALYZER_VERSION,
    arabicTerms: arabicTerms.digest('hex'),
    texts: texts.digest('hex'),
    files: [...corpus.files].sort((a, b) => a.file.localeCompare(b.file)),
    embeddingModelId,
    topicFiles: topics?.files ?? [],
  });
  return createHash('sha256').update(fingerprint).digest('hex').slice(0, 16);
}

/** The version stored in an existing index file, or null when there is none or it is unreadable. */
export function readIndexVersion(indexPath: string): string | null {
  if (!existsSync(indexPath)) return null;
  try {
    const db = new Database(indexPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'index_version'").get() as { value: string } | undefined;
      return row?.value ?? null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** The temporary files of builds into `outPath`: `.<name>.<pid>-<random>.tmp`. */
function temporaryFilePattern(outPath: string): RegExp {
  const name = basename(outPath).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`^\\.${name}\\.(\\d+)-[0-9a-f]+\\.tmp$`, 'u');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what killed builds left behind (a build killed mid-way cannot remove
 * its own temporary file). A file whose build is still running is left alone.
 * Returns the names removed.
 */
function removeStaleBuildFiles(outPath: string): string[] {
  const dir = dirname(outPath);
  if (!existsSync(dir)) return [];
  const pattern = temporaryFilePattern(outPath);
  const removed: string[] = [];
  for (const file of readdirSync(dir)) {
    const match = pattern.exec(file);
    if (!match || (Number(match[1]) !== process.pid && isRunning(Number(match[1])))) continue;
    rmSync(join(dir, file), { force: true });
    removed.push(file);
  }
  return removed;
}

/**
 * Builds the verse index into a temporary file beside `outPath` and renames it
 * into place only when complete, so a crash mid-build leaves the previous index
 * serving; the temporary files of earlier builds that were killed are removed first.
 */
export async function buildVerseIndex(options: BuildIndexOptions): Promise<BuildIndexResult> {
  const { corpus, outPath, embedder = null, topics = null, onProgress } = options;
  mkdirSync(dirname(outPath), { recursive: true });
  removeStaleBuildFiles(outPath);
  const tempPath = join(dirname(outPath), `.${basename(outPath)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  const indexVersion = computeIndexVersion(corpus, embedder?.modelId ?? null, topics);

  const db = new Database(tempPath);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    createSchema(db);
    writeCorpus(db, corpus, onProgress);
    if (topics) writeTopics(db, topics);
    if (embedder) await writeVectors(db, corpus, embedder, onProgress);
    const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    insertMeta.run('index_version', indexVersion);
    insertMeta.run('schema_version', String(INDEX_SCHEMA_VERSION));
    insertMeta.run('analyzer_version', String(ANALYZER_VERSION));
    insertMeta.run('source_files', JSON.stringify(corpus.files));
    insertMeta.run('verse_count', String(corpus.verses.length));
    insertMeta.run('topic_files', JSON.stringify(topics?.files ?? []));
    db.exec("INSERT INTO verses_en (verses_en) VALUES ('optimize')");
    db.exec("INSERT INTO verses_bn (verses_bn) VALUES ('optimize')");
    db.exec("INSERT INTO verses_ar (verses_ar) VALUES ('optimize')");
    db.exec('VACUUM');
    db.close();
    renameSync(tempPath, outPath);
  } catch (error) {
    if (db.open) db.close();
    rmSync(tempPath, { force: true });
    throw error;
  }
  return { indexVersion, verseCount: corpus.verses.length, vectorModelId: embedder?.modelId ?? null };
}

function createSchema(db: Database.Database): void {
  db.exec(`
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE surahs (
      number INTEGER PRIMARY KEY,
      name_arabic TEXT NOT NULL,
      name_transliteration TEXT NOT NULL,
      name_english TEXT NOT NULL,
      name_bangla TEXT NOT NULL,
      name_bangla_script TEXT NOT NULL,
      bangla_also_known_as TEXT NOT NULL CHECK (json_valid(bangla_also_known_as)),
      type TEXT NOT NULL CHECK (type IN ('meccan', 'medinan')),
      verse_count INTEGER NOT NULL
    );
    -- id is the verse's position in the mushaf (1..6236) and the rowid of every FTS table.
    CREATE TABLE verses (
      id INTEGER PRIMARY KEY,
      surah INTEGER NOT NULL REFERENCES surahs (number),
      ayah INTEGER NOT NULL,
      arabic TEXT NOT NULL,
      transliteration TEXT NOT NULL,
      en TEXT NOT NULL,
      bn TEXT NOT NULL,
      UNIQUE (surah, ayah)
    );
    CREATE VIRTUAL TABLE verses_en USING fts5 (en, tokenize = '${ENGLISH_FTS_TOKENIZER}');
    CREATE VIRTUAL TABLE verses_bn USING fts5 (bn, tokenize = "${BANGLA_FTS_TOKENIZER}");
    -- stem: light-stemmed terms; surface: diacritics-stripped words (exact wording).
    CREATE VIRTUAL TABLE verses_ar USING fts5 (stem, surface, tokenize = '${ARABIC_FTS_TOKENIZER}');
    -- The curated topic index, in file order; names, verses and note as JSON.
    CREATE TABLE topics (
      position INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      category TEXT NOT NULL,
      everyday INTEGER NOT NULL CHECK (everyday IN (0, 1)),
      setting INTEGER NOT NULL CHECK (setting IN (0, 1)),
      names TEXT NOT NULL CHECK (json_valid(names)),
      verses TEXT NOT NULL CHECK (json_valid(verses)),
      note TEXT CHECK (note IS NULL OR json_valid(note)),
      motifs TEXT CHECK (motifs IS NULL OR json_valid(motifs))
    );
    CREATE TABLE vector_models (model_id TEXT PRIMARY KEY, dimensions INTEGER NOT NULL);
    -- Float32 little-endian, L2-normalised.
    CREATE TABLE verse_vectors (
      model_id TEXT NOT NULL REFERENCES vector_models (model_id),
      verse_id INTEGER NOT NULL REFERENCES verses (id),
      vector BLOB NOT NULL,
      PRIMARY KEY (model_id, verse_id)
    );
  `);
}

function writeCorpus(db: Database.Database, corpus: QuranCorpus, onProgress: BuildIndexOptions['onProgress']): void {
  const insertSurah = db.prepare(
    'INSERT INTO surahs (number, name_arabic, name_transliteration, name_english, name_bangla, name_bangla_script, bangla_also_known_as, type, verse_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVerse = db.prepare(
    'INSERT INTO verses (id, surah, ayah, arabic, transliteration, en, bn) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertEnglish = db.prepare('INSERT INTO verses_en (rowid, en) VALUES (?, ?)');
  const insertBangla = db.prepare('INSERT INTO verses_bn (rowid, bn) VALUES (?, ?)');
  const insertArabic = db.prepare('INSERT INTO verses_ar (rowid, stem, surface) VALUES (?, ?, ?)');
  const total = corpus.verses.length;

  db.transaction(() => {
    for (const surah of corpus.surahs) {
      insertSurah.run(
        surah.number,
        surah.nameArabic,
        surah.nameTransliteration,
        surah.nameEnglish,
        surah.nameBangla,
        surah.nameBanglaScript,
        JSON.stringify(surah.banglaAlsoKnownAs),
        surah.type,
        surah.verseCount,
      );
    }
    corpus.verses.forEach((verse, index) => {
      const id = index + 1;
      insertVerse.run(id, verse.surah, verse.ayah, verse.arabic, verse.transliteration, verse.en, verse.bn);
      insertEnglish.run(id, verse.en);
      // The Bangla column holds the tokens with their spellings unified, as the in-memory index does.
      insertBangla.run(id, banglaTokens(verse.bn).join(' '));
      insertArabic.run(id, analyzeArabic(verse.arabic).join(' '), arabicSurfaceTokens(verse.arabic).join(' '));
      if (id % 250 === 0 || id === total) onProgress?.({ phase: 'verses', done: id, total });
    });
  })();
}

function writeTopics(db: Database.Database, source: TopicSource): void {
  const insert = db.prepare('INSERT INTO topics (position, id, category, everyday, setting, names, verses, note, motifs) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    source.topics.forEach((topic, index) => {
      insert.run(
        index + 1,
        topic.id,
        topic.category,
        topic.everyday ? 1 : 0,
        topic.setting ? 1 : 0,
        JSON.stringify(topic.names),
        JSON.stringify(topic.verses),
        topic.note ? JSON.stringify(topic.note) : null,
        topic.motifs ? JSON.stringify(topic.motifs) : null,
      );
    });
  })();
}

/** The text a verse is embedded from: its meaning in English plus the Arabic wording. */
export function verseEmbeddingText(verse: { en: string; arabic: string }): string {
  return `${verse.en}\n${verse.arabic}`;
}

async function writeVectors(
  db: Database.Database,
  corpus: QuranCorpus,
  embedder: Embedder,
  onProgress: BuildIndexOptions['onProgress'],
): Promise<void> {
  db.prepare('INSERT INTO vector_models (model_id, dimensions) VALUES (?, ?)').run(embedder.modelId, embedder.dimensions);
  const insertVector = db.prepare('INSERT INTO verse_vectors (model_id, verse_id, vector) VALUES (?, ?, ?)');
  const total = corpus.verses.length;
  for (let start = 0; start < total; start += EMBEDDING_BATCH_SIZE) {
    const batch = corpus.verses.slice(start, start + EMBEDDING_BATCH_SIZE);
    const vectors = await embedder.embed(batch.map(verseEmbeddingText), 'passage');
    if (vectors.length !== batch.length) {
      throw new Error(`embedder ${embedder.modelId} returned ${vectors.length} vectors for ${batch.length} verses`);
    }
    db.transaction(() => {
      vectors.forEach((vector, offset) => {
        if (vector.length !== embedder.dimensions) {
          throw new Error(`embedder ${embedder.modelId} returned ${vector.length} dimensions, expected ${embedder.dimensions}`);
        }
        insertVector.run(embedder.modelId, start + offset + 1, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
      });
    })();
    onProgress?.({ phase: 'vectors', done: Math.min(start + EMBEDDING_BATCH_SIZE, total), total });
  }
}
