import type { MessageList } from '@quran-assistant/api/contract';
import { api, apiErrorFromBody, isApiError } from '@/lib/api-client';
import type { QueuedQuestion } from '@/lib/local-db';
import { streamMessage } from '../api/stream-message';
import type { DeliveryOutcome } from './question-queue';

/** Sends a queued question whose conversation is not on screen, and waits for its stored answer. */
export async function sendInBackground(question: QueuedQuestion): Promise<DeliveryOutcome> {
  let stored = false;
  try {
    const events = streamMessage({ content: question.content, sessionId: question.sessionId, lang: question.lang, signal: new AbortController().signal });
    for await (const event of events) {
      if (event.event === 'meta') stored = true;
      if (event.event === 'error') throw apiErrorFromBody(event.data);
    }
    return { kind: 'sent' };
  } catch (error) {
    // Once the server has named the stored question, it is in the conversation whatever became of the answer.
    if (stored) return { kind: 'sent' };
    if (isApiError(error) && error.code === 'network_error') return { kind: 'not-sent' };
    return { kind: 'failed', code: isApiError(error) ? error.code : 'service_unavailable' };
  }
}

/** Server and device clocks differ: a stored copy may carry a time a little before the device's queuing time. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/** Whether the conversation on the server already holds this question, asked after it was queued. */
export async function wasStoredByServer(question: QueuedQuestion): Promise<boolean> {
  try {
    const { messages } = await api.get<MessageList>('/api/messages', { query: { sessionId: question.sessionId } });
    const since = Date.parse(question.queuedAt) - CLOCK_SKEW_MS;
    return messages.some((message) => message.role === 'user' && message.content === question.content && Date.parse(message.timestamp) >= since);
  } catch (error) {
    // A conversation the server does not know holds nothing yet.
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}
