import type { SendMessageBody } from '@quran-assistant/api/contract';
import { readAnswerStreamEvent, type AnswerStreamEvent } from '@quran-assistant/api/contract/answer-stream.ts';
import { apiFetch, ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import { readServerSentEvents } from '@/lib/sse';

export interface StreamMessageInput {
  content: string;
  sessionId: string;
  /** The interface language; the server answers in the question's own language when it can tell. */
  lang: Language;
  signal: AbortSignal;
}

/**
 * POST /api/messages/stream and yield its events (meta, delta*, citations, done or error) as
 * they arrive. HTTP errors before the stream (422 off_topic, 429 guest_limit, 503) are thrown
 * as ApiError by the api client.
 */
export async function* streamMessage({ content, sessionId, lang, signal }: StreamMessageInput): AsyncGenerator<AnswerStreamEvent> {
  const body: SendMessageBody = { content, sessionId, role: 'user', lang };
  const response = await apiFetch('POST', '/api/messages/stream', {
    body,
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) throw new ApiError(503, 'service_unavailable', 'The server sent no answer stream');
  for await (const frame of readServerSentEvents(response.body)) {
    const event = readAnswerStreamEvent(frame);
    if (event) yield event;
  }
}
