import type { AnswerLanguage } from '@quran-assistant/api/contract';
import { readAnswerStreamEvent, type AnswerStreamEvent } from '@quran-assistant/api/contract/answer-stream.ts';
import { apiFetch, ApiError } from '@/lib/api-client';
import { readServerSentEvents } from '@/lib/sse';

export interface StreamMessageInput {
  content: string;
  sessionId: string;
  lang: Exclude<AnswerLanguage, 'ar'>;
  signal: AbortSignal;
}

/**
 * POST /api/messages/stream and yield its events (meta, delta*, citations, done or error) as
 * they arrive. HTTP errors before the stream (422 off_topic, 429 guest_limit, 503) are thrown
 * as ApiError by the api client.
 */
export async function* streamMessage({ content, sessionId, lang, signal }: StreamMessageInput): AsyncGenerator<AnswerStreamEvent> {
  const response = await apiFetch('POST', '/api/messages/stream', {
    body: { content, sessionId, role: 'user', lang },
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) throw new ApiError(503, 'service_unavailable', 'The server sent no answer stream');
  for await (const frame of readServerSentEvents(response.body)) {
    const event = readAnswerStreamEvent(frame);
    if (event) yield event;
  }
}
