import type { ChatMessage, ChatModel, GenerationOptions } from '@quran-assistant/api/llm/chat-model.ts';

/** The model as the model benchmark sees it: each answer call timed, and token counts from llama.cpp. */

interface ModelCall {
  messages: ChatMessage[];
  startedAt: number;
  firstChunkAt: number | null;
  lastChunkAt: number | null;
  text: string;
}

/** The real model, with each answer call timed and its raw text kept (what verification then changed). */
export class TimedChatModel implements ChatModel {
  readonly calls: ModelCall[] = [];

  constructor(private readonly inner: ChatModel) {}

  get modelId(): string {
    return this.inner.modelId;
  }

  complete(messages: ChatMessage[], options?: GenerationOptions): Promise<string> {
    return this.inner.complete(messages, options);
  }

  async *stream(messages: ChatMessage[], options?: GenerationOptions): AsyncIterable<string> {
    const call: ModelCall = { messages, startedAt: performance.now(), firstChunkAt: null, lastChunkAt: null, text: '' };
    this.calls.push(call);
    for await (const chunk of this.inner.stream(messages, options)) {
      call.firstChunkAt ??= performance.now();
      call.lastChunkAt = performance.now();
      call.text += chunk;
      yield chunk;
    }
  }
}

/** Token counts from llama.cpp's own endpoints; null from servers that have none. */
export async function llamaTokenCount(origin: string, text: string): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/tokenize`, { method: 'POST', body: JSON.stringify({ content: text }), signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    return ((await response.json()) as { tokens: unknown[] }).tokens.length;
  } catch {
    return null;
  }
}

export async function llamaPromptTokens(origin: string, messages: ChatMessage[]): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/apply-template`, { method: 'POST', body: JSON.stringify({ messages }), signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    return llamaTokenCount(origin, ((await response.json()) as { prompt: string }).prompt);
  } catch {
    return null;
  }
}
