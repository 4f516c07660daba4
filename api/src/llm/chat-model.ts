/**
 * The language model as the answering pipeline sees it: chat messages in, text
 * out, whole or streamed. Implemented over any OpenAI-compatible endpoint
 * (`openai-chat-model.ts`); tests use the same implementation against a fake
 * server on 127.0.0.1.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface GenerationOptions {
  /** Cancels the call (client gone, request over). */
  signal?: AbortSignal;
  maxTokens?: number;
  temperature?: number;
  /** Penalises tokens already generated: small models otherwise loop. */
  frequencyPenalty?: number;
  /** Replaces the configured time limit for this call, e.g. a short one for a classification. */
  timeoutMs?: number;
  /** Called when the reply stopped at the token limit: its last sentence may be unfinished. */
  onCutOff?: () => void;
}

export interface ChatModel {
  /** The configured model name; part of the answer cache key. */
  readonly modelId: string;
  /** The whole reply. */
  complete(messages: ChatMessage[], options?: GenerationOptions): Promise<string>;
  /** The reply as it is generated. Throws LlmError on failure, including a stall between chunks. */
  stream(messages: ChatMessage[], options?: GenerationOptions): AsyncIterable<string>;
}

export type LlmFailure =
  /** No connection, or it broke before any reply. */
  | 'connection'
  /** No reply, or no next chunk, within the time limit. */
  | 'timeout'
  /** The endpoint answered with an error status. */
  | 'http'
  /** The reply was not what the protocol promises. */
  | 'protocol'
  /** The caller aborted. */
  | 'aborted';

export class LlmError extends Error {
  constructor(
    readonly failure: LlmFailure,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'LlmError';
    this.status = options.status;
  }

  readonly status: number | undefined;
}
