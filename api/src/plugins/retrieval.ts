import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../env.js';
import { createEmbedderFromConfig } from '../retrieval/embeddings/create-embedder.js';
import {
  buildVerseVectors,
  readCachedVectors,
  SAME_MODEL_MIN_SIMILARITY,
  similarityToShippedVectors,
} from '../retrieval/embeddings/query-vectors.js';
import { VERSE_VECTORS_MANIFEST_FILE } from '../retrieval/embeddings/verse-vectors-format.js';
import { DEFAULT_INDEX_PATH, DEFAULT_VECTORS_DIR } from '../retrieval/index-path.js';
import type { Embedder, VerseRetriever } from '../retrieval/types.js';
import { VerseIndexMissingError } from '../retrieval/verse-index.js';
import { createVerseRetriever, type LocalVerseRetriever } from '../retrieval/verse-retriever.js';
import { storageFailureOf } from '../db/storage-failure.js';
import { reasonOf, StartupError } from '../startup-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verse search and lookup over the index built by `pnpm ingest`. */
    retriever: VerseRetriever;
  }
}

export type RetrievalPluginOptions =
  /** Opens the real index; the plugin closes it with the server. */
  | { open: () => Promise<VerseRetriever> | VerseRetriever }
  /** A retriever owned by the caller (tests, benchmarks); the caller closes it. */
  | { retriever: VerseRetriever };

export default fp<RetrievalPluginOptions>(
  async function retrievalPlugin(fastify, options) {
    if ('retriever' in options) {
      fastify.decorate('retriever', options.retriever);
      return;
    }
    const retriever = await options.open();
    fastify.log.info({ verses: retriever.verseCount, indexVersion: retriever.indexVersion }, 'verse index opened');
    fastify.decorate('retriever', retriever);
    fastify.addHook('onClose', async () => {
      retriever.close();
    });
  },
  { name: 'retrieval' },
);

/** Where openVerseRetriever reports a configured embedder it could not use. */
export interface RetrievalStartupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const STDERR_LOG: RetrievalStartupLog = {
  info: () => undefined,
  warn: (details, message) => console.warn(message, details),
};

/** A question waits for its query vector: a slow endpoint must fail fast rather than hold the answer. */
const QUERY_EMBEDDING_TIMEOUT_MS = 5_000;

/**
 * Opens the verse index at VERSE_INDEX_PATH with the shipped verse vectors
 * (corpus/vectors/, when present) and the configured embedder, if any. An
 * embedder that cannot be reached or loaded is logged and left out: the
 * retriever then runs on lexical search and the shipped vectors alone.
 *
 * Questions embedded by the embedder are compared with verse vectors of the same
 * model: the shipped ones when a few verses embedded now land where they are,
 * those in the index when `pnpm ingest --vectors` put them there, those cached in
 * DATA_DIR by an earlier start, or else vectors built in the background while the
 * server already answers (progress in the log); the search switches to them when
 * they are complete.
 */
export async function openVerseRetriever(config: AppConfig, log: RetrievalStartupLog = STDERR_LOG): Promise<VerseRetriever> {
  let embedder: Embedder | null = null;
  try {
    embedder = await createEmbedderFromConfig(config, { timeoutMs: QUERY_EMBEDDING_TIMEOUT_MS, maxRetries: 1 });
    if (embedder) log.info({ model: embedder.modelId, dimensions: embedder.dimensions }, 'embedder ready');
  } catch (error) {
    log.warn({ err: error }, 'embedder unavailable; verse search runs without it (lexical and shipped vectors only)');
  }
  const vectorsDir = existsSync(join(DEFAULT_VECTORS_DIR, VERSE_VECTORS_MANIFEST_FILE)) ? DEFAULT_VECTORS_DIR : null;
  let retriever: LocalVerseRetriever;
  try {
    // The shipped vectors serve the embedder's questions only once a sample shows it is their model.
    retriever = await createVerseRetriever({ indexPath: config.verseIndexPath, embedder, vectorsDir, shippedVectorsServeQueries: false });
  } catch (error) {
    await embedder?.close?.();
    throw verseIndexStartupError(config.verseIndexPath, error);
  }
  if (!embedder) return retriever;
  const build = new AbortController();
  let background: Promise<void> | undefined;
  try {
    ({ background } = await giveVectorsFor(retriever, embedder, join(config.dataDir, 'verse-vectors'), log, build.signal));
  } catch (error) {
    log.warn({ err: error }, 'could not prepare verse vectors for the embedder; searching without its question vectors');
  }
  return withEmbedder(retriever, embedder, build, background);
}

/** Any index that cannot be opened is rebuilt from the source; one that cannot be read needs its permissions fixed. */
function verseIndexStartupError(indexPath: string, error: unknown): StartupError {
  const out = indexPath === DEFAULT_INDEX_PATH ? '' : ` --out ${indexPath}`;
  const trouble = error instanceof VerseIndexMissingError ? 'missing' : storageFailureOf(error);
  const reason = reasonOf(error);
  switch (trouble) {
    case 'missing':
      return new StartupError(`the verse index ${indexPath} does not exist: build it with \`pnpm ingest${out}\` (or set VERSE_INDEX_PATH)`, { cause: error });
    case 'access':
      return new StartupError(
        `the verse index ${indexPath} cannot be read (${reason}): make it readable by the user that runs the server`,
        { cause: error },
      );
    default:
      return new StartupError(
        `the verse index ${indexPath} is damaged or out of date (${reason}): rebuild it with \`pnpm ingest --force${out}\``,
        { cause: error },
      );
  }
}

async function giveVectorsFor(
  retriever: LocalVerseRetriever,
  embedder: Embedder,
  cacheDir: string,
  log: RetrievalStartupLog,
  signal: AbortSignal,
): Promise<{ background?: Promise<void> }> {
  if (retriever.querySpace === 'index') {
    log.info({ model: embedder.modelId }, 'questions are compared with the verse vectors in the index');
    return {};
  }
  const shipped = retriever.shippedVectors;
  if (shipped) {
    const similarity = await similarityToShippedVectors(embedder, shipped, retriever.verses);
    if (similarity >= SAME_MODEL_MIN_SIMILARITY) {
      retriever.useShippedVectors();
      log.info({ model: embedder.modelId, similarity: Number(similarity.toFixed(3)) }, 'the embedder serves the model of the shipped verse vectors; using them');
      return {};
    }
    log.info({ model: embedder.modelId, similarity: Number(similarity.toFixed(3)) }, 'the embedder is not the model of the shipped verse vectors');
  }
  const cached = readCachedVectors({ embedder, verses: retriever.verses, cacheDir });
  if (cached) {
    retriever.useDenseVectors(cached);
    log.info({ model: embedder.modelId, cacheDir }, 'using the verse vectors built at an earlier start');
    return {};
  }
  // Not awaited: the server answers at once; the search switches when the vectors are complete.
  const background = buildVerseVectors({ embedder, verses: retriever.verses, cacheDir, log, signal }).then(
    (built) => {
      if (!built || signal.aborted) return;
      retriever.useDenseVectors(built);
      log.info({ model: embedder.modelId }, 'verse vectors complete; questions are now also searched by meaning');
    },
    (error: unknown) => {
      if (!signal.aborted) log.warn({ err: error }, 'building verse vectors failed; searching without them');
    },
  );
  return { background };
}

/**
 * The retriever, whose close() also stops a vector build and releases the embedder
 * (a Transformers.js model holds native memory) once the batch in flight is done,
 * so the model is never disposed under a running batch.
 */
function withEmbedder(
  retriever: VerseRetriever,
  embedder: Embedder,
  build: AbortController,
  background: Promise<void> | undefined,
): VerseRetriever {
  return {
    get verseCount() {
      return retriever.verseCount;
    },
    get indexVersion() {
      return retriever.indexVersion;
    },
    search: (query, options) => retriever.search(query, options),
    getByKey: (key) => retriever.getByKey(key),
    getVerse: (surah, ayah) => retriever.getVerse(surah, ayah),
    getSurah: (number) => retriever.getSurah(number),
    close() {
      build.abort();
      retriever.close();
      void Promise.resolve(background)
        .then(() => embedder.close?.())
        .catch(() => undefined);
    },
  };
}
