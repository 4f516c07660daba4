import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage } from '@/lib/i18n';
import { localDb, type QueuedQuestion } from '@/lib/local-db';
import type { Deliver } from '../lib/question-queue';
import { mayHaveQueuedQuestions } from '../lib/queue-flag';
import { registerDeliverer, sendQueuedQuestions } from '../lib/send-queued-questions';

export interface UseQuestionQueueOptions {
  sessionId: string;
  ownerId: string | null;
  online: boolean;
  /** The conversation is sending or answering: its queued questions wait until it is done. */
  busy: boolean;
  /** Sends one queued question through the conversation on screen. */
  deliver: Deliver;
  /** Another tab (or the background sender) sent a question of this conversation: its answer is on the server. */
  onSentElsewhere: () => void;
}

/**
 * The questions of one conversation asked offline: watched live in IndexedDB (every tab sees the
 * same queue), added and cancelled here, and sent through this conversation while it is on screen.
 */
export function useQuestionQueue({ sessionId, ownerId, online, busy, deliver, onSentElsewhere }: UseQuestionQueueOptions) {
  const ownerKey = ownerId ?? 'guest';
  const [watching, setWatching] = useState(mayHaveQueuedQuestions);
  const [questions, setQuestions] = useState<QueuedQuestion[] | null>(null);
  const [deliveringId, setDeliveringId] = useState<string | null>(null);
  // Questions that left the queue through this conversation (sent or cancelled here): not news from elsewhere.
  const handledHere = useRef(new Set<string>());
  const hadQuestions = useRef(false);
  const deliverRef = useRef(deliver);
  deliverRef.current = deliver;
  const onSentElsewhereRef = useRef(onSentElsewhere);
  onSentElsewhereRef.current = onSentElsewhere;

  useEffect(() => {
    if (!watching) return;
    let cancelled = false;
    let unsubscribe = () => {};
    // Dexie loads only when this device has queued something.
    void Promise.all([import('dexie'), localDb()]).then(([{ liveQuery }, db]) => {
      if (cancelled) return;
      const subscription = liveQuery(() => db.questionQueue.where('sessionId').equals(sessionId).toArray()).subscribe({
        next: (rows) => setQuestions(rows.filter((row) => row.ownerKey === ownerKey).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))),
        error: (error: unknown) => console.warn('Could not read the queued questions', error),
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [watching, sessionId, ownerKey]);

  // A question that left the queue without this conversation sending it was sent elsewhere.
  const previousIds = useRef<string[]>([]);
  useEffect(() => {
    const ids = (questions ?? []).map((question) => question.id);
    if (ids.length > 0) hadQuestions.current = true;
    const goneElsewhere = previousIds.current.filter((id) => !ids.includes(id) && !handledHere.current.has(id));
    previousIds.current = ids;
    if (goneElsewhere.length > 0) onSentElsewhereRef.current();
  }, [questions]);

  useEffect(
    () =>
      registerDeliverer(sessionId, async (question) => {
        setDeliveringId(question.id);
        try {
          const outcome = await deliverRef.current(question);
          if (outcome.kind === 'sent') handledHere.current.add(question.id);
          return outcome;
        } finally {
          setDeliveringId(null);
        }
      }),
    [sessionId],
  );

  // Sent when the conversation opens, when the network returns and after each turn; not whenever the queue
  // changes: a question that fails to go out goes back to waiting, which would retry it without pause.
  const settled = !watching || questions !== null;
  const hasWaitingRef = useRef(false);
  hasWaitingRef.current = (questions ?? []).some((question) => question.state === 'queued');
  useEffect(() => {
    if (online && !busy && settled && hasWaitingRef.current) {
      sendQueuedQuestions(ownerKey).catch((error: unknown) => console.warn('Could not send the queued questions', error));
    }
  }, [online, busy, settled, ownerKey]);

  /** Keeps a question to send when the network returns; `attempted` when a send of it may have reached the server. */
  const enqueue = useCallback(
    async (content: string, { attempted = false }: { attempted?: boolean } = {}) => {
      const { enqueueQuestion } = await import('../lib/question-queue');
      await enqueueQuestion({ sessionId, ownerKey, content, lang: currentLanguage(), attempted });
      setWatching(true);
    },
    [sessionId, ownerKey],
  );

  const cancel = useCallback(async (question: QueuedQuestion) => {
    const { cancelQueuedQuestion } = await import('../lib/question-queue');
    if (question.seq === undefined) return;
    handledHere.current.add(question.id);
    // Being sent by another tab already: it will arrive through that tab, and its answer with it.
    if (!(await cancelQueuedQuestion(question.seq))) handledHere.current.delete(question.id);
  }, []);

  return {
    /** Waiting, being sent elsewhere, or refused; the one this conversation is sending shows as its own question. */
    questions: (questions ?? []).filter((question) => question.id !== deliveringId),
    /** The queue has been read (a 404 for a conversation that only exists on this device is no share code). */
    settled,
    hadQuestions: hadQuestions.current || (questions?.length ?? 0) > 0,
    enqueue,
    cancel,
  };
}
