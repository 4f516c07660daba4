/**
 * The events of POST /api/messages/stream, in order: meta, delta*, citations, then
 * done (or error). The server writes them and the web app reads them with the two
 * functions below, so both ends agree on every name and field.
 */
import type { Static } from '@sinclair/typebox';
import type { ErrorBody } from './error-codes.js';
import type {
  StreamCitationsEventSchema,
  StreamDeltaEventSchema,
  StreamDoneEventSchema,
  StreamMetaEventSchema,
} from './messages.js';
import { formatServerSentEvent, type ServerSentEvent } from './server-sent-events.js';

export interface AnswerStreamPayloads {
  meta: Static<typeof StreamMetaEventSchema>;
  delta: Static<typeof StreamDeltaEventSchema>;
  citations: Static<typeof StreamCitationsEventSchema>;
  done: Static<typeof StreamDoneEventSchema>;
  /** The answer failed after the stream began; it was not stored. */
  error: ErrorBody;
}

export type AnswerStreamEventName = keyof AnswerStreamPayloads;

/** One event: its name and the payload that name carries. */
export type AnswerStreamEvent = {
  [Name in AnswerStreamEventName]: { event: Name; data: AnswerStreamPayloads[Name] };
}[AnswerStreamEventName];

const EVENT_NAMES: ReadonlySet<string> = new Set<AnswerStreamEventName>(['meta', 'delta', 'citations', 'done', 'error']);

export function formatAnswerStreamEvent(event: AnswerStreamEvent): string {
  return formatServerSentEvent(event.event, event.data);
}

/**
 * The answer event a parsed frame carries, or null for a frame of another name
 * (a later server may add events; an older client skips them). The payload is the
 * server's own JSON and is trusted as typed.
 */
export function readAnswerStreamEvent(frame: ServerSentEvent): AnswerStreamEvent | null {
  if (!EVENT_NAMES.has(frame.event)) return null;
  return { event: frame.event, data: JSON.parse(frame.data) } as AnswerStreamEvent;
}
