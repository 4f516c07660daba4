import type { Deliver } from './question-queue';
import { mayHaveQueuedQuestions } from './queue-flag';

/** The conversations on screen in this tab send their own queued questions, so answers stream into view. */
const deliverers = new Map<string, Deliver>();

export function registerDeliverer(sessionId: string, deliver: Deliver): () => void {
  deliverers.set(sessionId, deliver);
  return () => {
    if (deliverers.get(sessionId) === deliver) deliverers.delete(sessionId);
  };
}

/**
 * Sends the owner's queued questions, oldest first: each through the conversation on screen when
 * there is one, otherwise in the background. Called on app start, when the network returns and
 * when a conversation with queued questions opens.
 */
export async function sendQueuedQuestions(ownerKey: string): Promise<void> {
  if (!mayHaveQueuedQuestions()) return;
  const [{ flushQuestionQueue }, { sendInBackground, wasStoredByServer }] = await Promise.all([
    import('./question-queue'),
    import('./send-queued-question'),
  ]);
  await flushQuestionQueue({
    ownerKey,
    deliver: (question) => (deliverers.get(question.sessionId) ?? sendInBackground)(question),
    wasStored: wasStoredByServer,
  });
}
