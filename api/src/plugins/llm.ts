import fp from 'fastify-plugin';
import type { ChatModel } from '../llm/chat-model.js';
import { OpenAiChatModel } from '../llm/openai-chat-model.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured language model, or null: answers are then composed from the retrieved verses. */
    llm: ChatModel | null;
  }
}

export interface LlmPluginOptions {
  /** Used instead of the model built from the configuration (benchmarks, tests of other parts). */
  model?: ChatModel | null;
}

/** Decorates `fastify.llm` from LLM_BASE_URL / LLM_MODEL / LLM_API_KEY / LLM_TIMEOUT_MS. */
export default fp<LlmPluginOptions>(
  async function llmPlugin(fastify, options) {
    const config = fastify.config.llm;
    const model = options.model !== undefined ? options.model : config ? new OpenAiChatModel(config) : null;
    fastify.decorate('llm', model);
    fastify.log.info(
      model ? { model: model.modelId, baseUrl: config?.baseUrl } : {},
      model ? 'language model configured' : 'no language model configured: answers are composed from retrieved verses',
    );
  },
  { name: 'llm' },
);
