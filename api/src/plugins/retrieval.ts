import fp from 'fastify-plugin';
import type { AppConfig } from '../env.js';
import type { VerseRetriever } from '../retrieval/types.js';
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

/** Opens the verse index at VERSE_INDEX_PATH (lexical search, plus the shipped verse vectors when present). */
export async function openVerseRetriever(config: AppConfig): Promise<VerseRetriever> {
  return createVerseRetriever({ indexPath: config.verseIndexPath });
}
