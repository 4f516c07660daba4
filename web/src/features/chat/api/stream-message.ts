import { apiFetch, ApiError } from '@/lib/api-client';
import type { Citation } from '@/lib/api-types';
import { readServerSentEvents } from '@/lib/sse';

export interface StreamMessageInput {
  content: string;
  sessionId: string;
  lang: 'en' | 'bn';
  signal: AbortSignal;
}

/** What the client makes of the server's `meta`, `delta`, `citations`, `done` and `error` events. */
export type AnswerStreamEvent =
  | { type: 'meta'; userMessageId?: string; assistantMessageId?: string }
  | { type: 'delta'; text: string }
  | { type: 'citations'; citations: Citation[] }
  | { type: 'done'; content?: string; citations?: Citation[] }
  | { type: 'error'; error: ApiError };

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function stringField(record: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

function citationList(value: unknown): Citation[] | undefined {
  if (Array.isArray(value)) return value as Citation[];
  const nested = asRecord(value).citations;
  return Array.isArray(nested) ? (nested as Citation[]) : undefined;
}

/** Maps one SSE frame to an answer event; unknown event names are ignored (forward compatible). */
export function toAnswerStreamEvent(event: string, data: string): AnswerStreamEvent | null {
  const payload = parseJson(data);
  const record = asRecord(payload);
  switch (event) {
    case 'meta': {
      const userMessage = asRecord(record.userMessage);
      const assistantMessage = asRecord(record.assistantMessage);
      return {
        type: 'meta',
        userMessageId: stringField(record, 'userMessageId') ?? stringField(userMessage, 'id'),
        assistantMessageId: stringField(record, 'assistantMessageId', 'messageId') ?? stringField(assistantMessage, 'id'),
      };
    }
    case 'delta':
      return { type: 'delta', text: typeof payload === 'string' ? payload : (stringField(record, 'text', 'delta', 'content') ?? '') };
    case 'citations':
      return { type: 'citations', citations: citationList(payload) ?? [] };
    case 'done': {
      const message = asRecord(record.message);
      return {
        type: 'done',
        content: stringField(message, 'content') ?? stringField(record, 'content'),
        citations: citationList(message.citations) ?? citationList(record.citations),
      };
    }
    case 'error':
      return {
        type: 'error',
        error: new ApiError(
          typeof record.status === 'number' ? record.status : 503,
          stringField(record, 'code') ?? 'service_unavailable',
          stringField(record, 'message') ?? (typeof payload === 'string' ? payload : 'The answer could not be completed'),
          record,
        ),
      };
    default:
      return null;
  }
}

/**
 * POST /api/messages/stream and yield its events as they arrive. HTTP errors before the stream
 * (422 off_topic, 429 guest_limit, 503) are thrown as ApiError by the api client.
 */
export async function* streamMessage({ content, sessionId, lang, signal }: StreamMessageInput): AsyncGenerator<AnswerStreamEvent> {
  const response = await apiFetch('POST', '/api/messages/stream', {
    body: { content, sessionId, role: 'user', lang },
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) throw new ApiError(503, 'service_unavailable', 'The server sent no answer stream');
  for await (const frame of readServerSentEvents(response.body)) {
    const event = toAnswerStreamEvent(frame.event, frame.data);
    if (event) yield event;
  }
}
