import { localDb, type LocalDatabase, type QueuedQuestion } from '@/lib/local-db';
import { noteQuestionsQueued } from './queue-flag';

/**
 * What became of one send of a queued question:
 * - sent: the server stored it (and answered, or its answer failed as answers can);
 * - not-sent: it never left (no network, or the conversation was busy): try again later;
 * - unknown: the connection dropped after it went out: the server is asked before it is sent again;
 * - failed: the server refused it (limit, off-topic…): it stays, marked, until the user removes it.
 */
export type DeliveryOutcome = { kind: 'sent' } | { kind: 'not-sent' } | { kind: 'unknown' } | { kind: 'failed'; code: string };

export type Deliver = (question: QueuedQuestion) => Promise<DeliveryOutcome>;

export type NewQueuedQuestion = Pick<QueuedQuestion, 'sessionId' | 'ownerKey' | 'content' | 'lang'> & { attempted?: boolean };

export async function enqueueQuestion(input: NewQueuedQuestion, given?: LocalDatabase): Promise<QueuedQuestion> {
  const db = given ?? (await localDb());
  const question: QueuedQuestion = {
    ...input,
    id: `local-${crypto.randomUUID()}`,
    queuedAt: new Date().toISOString(),
    state: 'queued',
  };
  question.seq = await db.questionQueue.add(question);
  noteQuestionsQueued(true);
  return question;
}

/** A conversation's queued questions, in the order they were asked. */
export function queuedQuestionsIn(rows: QueuedQuestion[], sessionId: string, ownerKey: string): QueuedQuestion[] {
  return rows.filter((row) => row.sessionId === sessionId && row.ownerKey === ownerKey).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Removes a question that is not being sent right now; false when it is (or is gone already). */
export async function cancelQueuedQuestion(seq: number, given?: LocalDatabase): Promise<boolean> {
  const db = given ?? (await localDb());
  return db.transaction('rw', db.questionQueue, async () => {
    const question = await db.questionQueue.get(seq);
    if (!question || question.state === 'sending') return false;
    await db.questionQueue.delete(seq);
    return true;
  });
}

const LOCK_NAME = 'quran-assistant-question-queue';
let inThisTab: Promise<unknown> = Promise.resolve();

/**
 * One sender at a time across every tab of the app (Web Locks; the browser frees the lock of a
 * closed tab). Where Web Locks are missing, one at a time within the tab.
 */
async function withQueueLock(task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(LOCK_NAME, task);
    return;
  }
  const run = inThisTab.then(task, task);
  inThisTab = run.catch(() => undefined);
  await run;
}

/** Marks the owner's oldest waiting question as being sent, in one transaction, and returns it. */
async function claimNext(db: LocalDatabase, ownerKey: string): Promise<{ question: QueuedQuestion; interrupted: boolean } | null> {
  return db.transaction('rw', db.questionQueue, async () => {
    const next = await db.questionQueue
      .orderBy('seq')
      .filter((row) => row.ownerKey === ownerKey && row.state !== 'failed')
      .first();
    if (!next?.seq) return null;
    // Under the lock, a question already marked as being sent was left so by a tab that closed mid-send.
    const interrupted = next.state === 'sending' || next.attempted === true;
    await db.questionQueue.update(next.seq, { state: 'sending' });
    return { question: { ...next, state: 'sending' }, interrupted };
  });
}

export interface FlushOptions {
  ownerKey: string;
  deliver: Deliver;
  /** Whether the server already stored a question whose earlier send was cut off. */
  wasStored: (question: QueuedQuestion) => Promise<boolean>;
  db?: LocalDatabase;
}

/**
 * Sends the owner's queued questions one by one, oldest first, each once: a question is claimed in
 * a transaction before it is sent and removed once the server has it; one that may have reached the
 * server already is checked there first. Stops at the first one that cannot be sent now.
 */
export async function flushQuestionQueue({ ownerKey, deliver, wasStored, db: given }: FlushOptions): Promise<void> {
  const db = given ?? (await localDb());
  await withQueueLock(async () => {
    for (let claimed = await claimNext(db, ownerKey); claimed; claimed = await claimNext(db, ownerKey)) {
      const { question, interrupted } = claimed;
      const seq = question.seq!;
      let outcome;
      try {
        outcome = interrupted && (await wasStored(question)) ? ({ kind: 'sent' } as const) : await deliver(question);
      } catch {
        outcome = { kind: interrupted ? 'unknown' : 'not-sent' } as const;
      }
      if (outcome.kind === 'sent') {
        await db.questionQueue.delete(seq);
      } else if (outcome.kind === 'failed') {
        await db.questionQueue.update(seq, { state: 'failed', errorCode: outcome.code });
      } else {
        await db.questionQueue.update(seq, { state: 'queued', attempted: interrupted || outcome.kind === 'unknown' });
        break;
      }
    }
    noteQuestionsQueued((await db.questionQueue.count()) > 0);
  });
}
