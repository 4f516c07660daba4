import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { LlmConfig } from '../env.js';
import { LlmError, type ChatMessage, type ChatModel, type GenerationOptions } from './chat-model.js';

/**
 * A ChatModel over any OpenAI-compatible chat-completions endpoint (OpenAI,
 * Ollama, vLLM, LM Studio, OpenRouter, llama.cpp's llama-server). Retries are
 * ours, not the SDK's: one retry when the connection fails before any reply, none
 * after an error status or once a stream has begun (the user may already be
 * reading it). A llama.cpp server is asked to keep the prompt's processed prefix
 * (`cache_prompt`), which saves most of the prompt time on CPU; other endpoints
 * never see the field, since some refuse parameters they do not know.
 */
export class OpenAiChatModel implements ChatModel {
  readonly modelId: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly answerTimeoutMs: number;
  private readonly maxTokens: number;
  private serverExtras: Promise<Record<string, unknown>> | null = null;

  constructor(config: LlmConfig) {
    this.modelId = config.model;
    this.timeoutMs = config.timeoutMs;
    this.answerTimeoutMs = config.answerTimeoutMs;
    this.maxTokens = config.maxTokens;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // Local servers take no key, but the SDK insists on one.
      apiKey: config.apiKey || 'not-needed',
      maxRetries: 0,
      timeout: config.timeoutMs,
    });
  }

  /** Request fields only some servers understand, decided once from what the server says it is. */
  private extras(): Promise<Record<string, unknown>> {
    this.serverExtras ??= detectServerKind(this.client).then((kind) => (kind === 'llama.cpp' ? { cache_prompt: true } : {}));
    return this.serverExtras;
  }

  async complete(messages: ChatMessage[], options: GenerationOptions = {}): Promise<string> {
    const extras = await this.extras();
    return withOneConnectionRetry(async () => {
      const deadline = new Deadline(options.timeoutMs ?? this.timeoutMs, this.answerTimeoutMs, options.signal);
      try {
        const completion = await this.client.chat.completions.create(
          {
            model: this.modelId,
            messages,
            stream: false,
            ...this.generationParameters(options),
            ...extras,
          },
          { signal: deadline.signal, timeout: deadline.ms },
        );
        const choice = completion.choices?.[0];
        const content = choice?.message?.content;
        if (typeof content !== 'string') throw new LlmError('protocol', 'the reply has no message content');
        if (choice?.finish_reason === 'length') options.onCutOff?.();
        return content;
      } catch (error) {
        throw deadline.explain(error);
      } finally {
        deadline.clear();
      }
    });
  }

  async *stream(messages: ChatMessage[], options: GenerationOptions = {}): AsyncIterable<string> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const extras = await this.extras();
    const deadline = new Deadline(timeoutMs, this.answerTimeoutMs, options.signal);
    try {
      const stream = await withOneConnectionRetry(async () => {
        try {
          return await this.client.chat.completions.create(
            {
              model: this.modelId,
              messages,
              stream: true,
              ...this.generationParameters(options),
              ...extras,
            },
            { signal: deadline.signal, timeout: timeoutMs },
          );
        } catch (error) {
          throw deadline.explain(error);
        }
      });
      // From here on no retry: part of the reply may already be on the user's screen.
      let finished = false;
      for await (const chunk of stream) {
        deadline.restart(); // the gap limit applies to each gap between chunks: a stall is a timeout
        const choice = chunk.choices?.[0];
        const text = choice?.delta?.content;
        if (typeof text === 'string' && text.length > 0) yield text;
        if (choice?.finish_reason) finished = true;
        if (choice?.finish_reason === 'length') options.onCutOff?.();
      }
      // The SDK ends the iteration quietly when its signal aborts; say why it ended.
      deadline.throwIfStopped();
      if (!finished) throw new LlmError('connection', 'the reply stream ended before the reply was complete');
    } catch (error) {
      throw deadline.explain(error);
    } finally {
      deadline.clear();
    }
  }

  /** Every call asks for at most the configured maximum of tokens: no reply runs on unbounded. */
  private generationParameters(options: GenerationOptions): { max_tokens: number; temperature?: number; frequency_penalty?: number } {
    return {
      max_tokens: Math.min(options.maxTokens ?? this.maxTokens, this.maxTokens),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.frequencyPenalty !== undefined ? { frequency_penalty: options.frequencyPenalty } : {}),
    };
  }
}

/** How long the one-off question "what server is this?" may take before it is taken as "some other server". */
const SERVER_KIND_TIMEOUT_MS = 2_000;

/** llama.cpp's server lists its models as owned by "llamacpp". */
async function detectServerKind(client: OpenAI): Promise<'llama.cpp' | 'other'> {
  try {
    const page = await client.models.list({ timeout: SERVER_KIND_TIMEOUT_MS, maxRetries: 0 });
    return page.data.some((model) => model.owned_by === 'llamacpp') ? 'llama.cpp' : 'other';
  } catch {
    return 'other';
  }
}

async function withOneConnectionRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof LlmError && error.failure === 'connection') return attempt();
    throw error;
  }
}

/**
 * An abort signal that fires when the caller aborts, when `ms` pass without
 * `restart()` (a stall), or when `totalMs` pass in all (a reply that never ends).
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly totalTimer: NodeJS.Timeout;
  private timedOut = false;
  private overran = false;
  private readonly onCallerAbort = () => this.controller.abort(this.caller?.reason);

  constructor(
    readonly ms: number,
    readonly totalMs: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    if (caller?.aborted) this.controller.abort(caller.reason);
    caller?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.restart();
    this.totalTimer = setTimeout(() => {
      this.timedOut = true;
      this.overran = true;
      this.controller.abort(new Error('model answer took too long'));
    }, totalMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error('model timeout'));
    }, this.ms);
  }

  /** Throws the timeout or the caller's abort, if either happened. */
  throwIfStopped(): void {
    if (this.timedOut || this.caller?.aborted) throw this.explain(new Error('stopped'));
  }

  clear(): void {
    clearTimeout(this.timer);
    clearTimeout(this.totalTimer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }

  /** Turns whatever the SDK or fetch threw into an LlmError saying what happened. */
  explain(error: unknown): LlmError {
    if (error instanceof LlmError) return error;
    if (this.overran) return new LlmError('timeout', `the model's reply took longer than ${this.totalMs} ms in all`, { cause: error });
    if (this.timedOut || error instanceof APIConnectionTimeoutError) {
      return new LlmError('timeout', `no reply from the model within ${this.ms} ms`, { cause: error });
    }
    if (this.caller?.aborted || error instanceof APIUserAbortError) {
      return new LlmError('aborted', 'the model call was aborted', { cause: error });
    }
    if (error instanceof APIConnectionError) {
      return new LlmError('connection', 'could not connect to the model endpoint', { cause: error });
    }
    if (error instanceof APIError && typeof error.status === 'number') {
      return new LlmError('http', `the model endpoint answered ${error.status}`, { cause: error, status: error.status });
    }
    if (error instanceof SyntaxError) return new LlmError('protocol', 'the model sent malformed data', { cause: error });
    // A connection cut in the middle of a stream surfaces as a plain fetch error.
    return new LlmError('connection', 'the connection to the model broke', { cause: error });
  }
}
