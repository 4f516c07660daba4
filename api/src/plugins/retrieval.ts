import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../env.js';
import { createEmbedderFromConfig } from '../retrieval/embeddings/create-embedder.js';
import { VERSE_VECTORS_MANIFEST_FILE } from '../retrieval/embeddings/verse-vectors.js';
import { DEFAULT_VECTORS_DIR } from '../retrieval/index-path.js';
import type { Embedder, VerseRetriever } from '../retrieval/types.js';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';

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
  let retriever: VerseRetriever;
  try {
    retriever = await createVerseRetriever({ indexPath: config.verseIndexPath, embedder, vectorsDir });
  } catch (error) {
    await embedder?.close?.();
    throw error;
  }
  return embedder?.close ? closingEmbedderToo(retriever, embedder) : retriever;
}

/** The retriever, whose close() also releases the embedder (a Transformers.js model holds native memory). */
function closingEmbedderToo(retriever: VerseRetriever, embedder: Embedder): VerseRetriever {
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
      retriever.close();
      void Promise.resolve(embedder.close?.()).catch(() => undefined);
    },
  };
}
