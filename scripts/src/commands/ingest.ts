import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildVerseIndex, computeIndexVersion, readIndexVersion } from '@quran-assistant/api/retrieval/build-index.ts';
import { DEFAULT_BANGLA_SURAH_NAMES_PATH, DEFAULT_INDEX_PATH, DEFAULT_QURAN_SOURCE_DIR, DEFAULT_TOPICS_DIR } from '@quran-assistant/api/retrieval/index-path.ts';
import { loadQuranSource, QuranSourceError, type QuranCorpus } from '@quran-assistant/api/retrieval/quran-source.ts';
import { loadTopicSource, TopicSourceError } from '@quran-assistant/api/retrieval/topic-source.ts';
import type { Embedder } from '@quran-assistant/api/retrieval/types.ts';
import { ConfigError, loadEmbeddingsConfig, REPO_ROOT } from '@quran-assistant/api/env.ts';
import { createEmbedderFromConfig } from '@quran-assistant/api/retrieval/embeddings/create-embedder.ts';
import { EmbeddingError } from '@quran-assistant/api/retrieval/embeddings/embedding-error.ts';
import { createProgressBar } from '../progress-bar.js';

export const description = 'Validate the Quran source and (re)build the verse index';

export interface IngestOptions {
  sourceDir: string;
  /** The surah names in Bangla script (`corpus/surah-names.bn.json`). */
  banglaNamesPath?: string;
  /** The curated topic index (`corpus/topics/`). */
  topicsDir: string;
  outPath: string;
  /** Rebuild even when the index is up to date. */
  force: boolean;
  embedder: Embedder | null;
  log: (line: string) => void;
}

export type IngestOutcome =
  | { status: 'built'; indexVersion: string; verseCount: number; vectorModelId: string | null; seconds: number }
  | { status: 'up-to-date'; indexVersion: string };

/** Validates the source and builds the index unless the existing one already matches it. */
export async function ingest(options: IngestOptions): Promise<IngestOutcome> {
  const { sourceDir, topicsDir, outPath, force, embedder, log } = options;
  const corpus = loadQuranSource(sourceDir, options.banglaNamesPath ?? DEFAULT_BANGLA_SURAH_NAMES_PATH);
  log(`source ok: ${corpus.surahs.length} surahs, ${corpus.verses.length} verses (${sourceDir})`);
  const topics = loadTopicSource(topicsDir, surahVerseCounts(corpus));
  log(`topics ok: ${topics.topics.length} topics in ${topics.files.length} files (${topicsDir})`);

  const wantedVersion = computeIndexVersion(corpus, embedder?.modelId ?? null, topics);
  if (!force && readIndexVersion(outPath) === wantedVersion) {
    return { status: 'up-to-date', indexVersion: wantedVersion };
  }

  const started = performance.now();
  const progress = createProgressBar();
  try {
    const result = await buildVerseIndex({
      corpus,
      outPath,
      embedder,
      topics,
      onProgress: ({ phase, done, total }) => progress.update(done, total, phase),
    });
    return { status: 'built', ...result, seconds: (performance.now() - started) / 1000 };
  } finally {
    progress.finish();
  }
}

function surahVerseCounts(corpus: QuranCorpus): number[] {
  return corpus.surahs.map((surah) => surah.verseCount);
}

export async function run(args: string[]): Promise<number> {
  let values: { source?: string; 'surah-names'?: string; topics?: string; out?: string; force?: boolean; vectors?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        source: { type: 'string' },
        'surah-names': { type: 'string' },
        topics: { type: 'string' },
        out: { type: 'string' },
        force: { type: 'boolean' },
        vectors: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`ingest: ${(error as Error).message}`);
    return 1;
  }
  if (values.help) {
    console.log(
      'usage: pnpm ingest [--source DIR] [--surah-names FILE] [--topics DIR] [--out FILE] [--force] [--vectors]\n' +
        `  --source DIR      quran-json dist folder (default ${DEFAULT_QURAN_SOURCE_DIR})\n` +
        `  --surah-names FILE  surah names in Bangla script (default ${DEFAULT_BANGLA_SURAH_NAMES_PATH})\n` +
        `  --topics DIR      curated topic index, *.yaml (default ${DEFAULT_TOPICS_DIR})\n` +
        `  --out FILE        index file to write (default ${DEFAULT_INDEX_PATH})\n` +
        '  --force           rebuild even if the index matches the source\n' +
        '  --vectors         also store verse vectors of the configured embedder (EMBEDDINGS_* or\n' +
        '                    EMBEDDING_MODEL_DIR) in the index; without it the server finds or builds them itself',
    );
    return 0;
  }

  let embedder: Embedder | null;
  try {
    // Embedding every verse takes minutes on a CPU endpoint: only when asked, never on `npm start`.
    embedder = values.vectors ? await connectConfiguredEmbedder() : null;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`ingest: ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    const outcome = await ingest({
      sourceDir: values.source ?? DEFAULT_QURAN_SOURCE_DIR,
      banglaNamesPath: values['surah-names'] ?? DEFAULT_BANGLA_SURAH_NAMES_PATH,
      topicsDir: values.topics ?? DEFAULT_TOPICS_DIR,
      outPath: values.out ?? DEFAULT_INDEX_PATH,
      force: values.force ?? false,
      embedder,
      log: (line) => console.log(line),
    });
    const outPath = values.out ?? DEFAULT_INDEX_PATH;
    if (outcome.status === 'up-to-date') {
      console.log(`index up to date (${outcome.indexVersion}): ${outPath}; use --force to rebuild`);
    } else {
      const vectors = outcome.vectorModelId ? `, vectors: ${outcome.vectorModelId}` : '';
      console.log(
        `index built (${outcome.indexVersion}): ${outcome.verseCount} verses${vectors} in ${outcome.seconds.toFixed(1)} s: ${outPath}`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof QuranSourceError || error instanceof TopicSourceError) {
      console.error(`ingest failed: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await embedder?.close?.();
  }
}

/** Building vectors sends all 6,236 verses: a local CPU server needs far longer per request than a question does. */
const BUILD_EMBEDDING_TIMEOUT_MS = 300_000;

/**
 * The embedder of EMBEDDINGS_* or EMBEDDING_MODEL_DIR (from the environment or
 * the repository's .env, as the server reads them), or null. One that cannot be
 * reached is reported and the index is built without vectors: `npm start` must
 * not fail because a model server is down, and the next `pnpm ingest` with the
 * embedder up rebuilds the index, since its version includes the model.
 */
async function connectConfiguredEmbedder(): Promise<Embedder | null> {
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return await createEmbedderFromConfig(loadEmbeddingsConfig(), { timeoutMs: BUILD_EMBEDDING_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof EmbeddingError)) throw error;
    console.warn(`ingest: building the index without verse vectors. ${error.message}`);
    return null;
  }
}
