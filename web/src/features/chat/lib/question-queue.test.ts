import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase, type LocalDatabase, type QueuedQuestion } from '@/lib/local-db';
import {
  cancelQueuedQuestion,
  enqueueQuestion,
  flushQuestionQueue,
  queuedQuestionsIn,
  type DeliveryOutcome,
  type NewQueuedQuestion,
} from './question-queue';

let name: string;
let db: LocalDatabase;

beforeEach(async () => {
  name = `queue-test-${crypto.randomUUID()}`;
  db = await openLocalDatabase(name);
});
afterEach(async () => {
  await db.delete();
});

const ask = (content: string, sessionId = 'session-a', ownerKey = 'guest'): NewQueuedQuestion => ({ content, sessionId, ownerKey, lang: 'en' });

/** A server that records what it was sent and answers each send with the given outcome. */
function fakeServer(outcomeFor: (question: QueuedQuestion) => DeliveryOutcome = () => ({ kind: 'sent' })) {
  const received: string[] = [];
  const stored: string[] = [];
  return {
    received,
    stored,
    deliver: async (question: QueuedQuestion): Promise<DeliveryOutcome> => {
      received.push(question.content);
      // A turn of the event loop, as a real request takes: lets a second sender interleave if it could.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const outcome = outcomeFor(question);
      if (outcome.kind === 'sent') stored.push(question.content);
      return outcome;
    },
    wasStored: async (question: QueuedQuestion) => stored.includes(question.content),
  };
}

describe('the queue of questions asked offline', () => {
  it('sends the owner’s questions in the order they were asked, across conversations, and empties', async () => {
    await enqueueQuestion(ask('first', 'session-a'), db);
    await enqueueQuestion(ask('second', 'session-b'), db);
    await enqueueQuestion(ask('someone else’s', 'session-c', 'user-7'), db);
    await enqueueQuestion(ask('third', 'session-a'), db);
    const server = fakeServer();
    await flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db });
    expect(server.received).toEqual(['first', 'second', 'third']);
    expect((await db.questionQueue.toArray()).map((row) => row.content)).toEqual(['someone else’s']);
  });

  it('survives a reload: a new connection to the database finds the questions, in order', async () => {
    await enqueueQuestion(ask('What is sabr?'), db);
    await enqueueQuestion(ask('And shukr?'), db);
    db.close();
    db = await openLocalDatabase(name);
    const rows = queuedQuestionsIn(await db.questionQueue.toArray(), 'session-a', 'guest');
    expect(rows.map((row) => [row.content, row.state])).toEqual([
      ['What is sabr?', 'queued'],
      ['And shukr?', 'queued'],
    ]);
  });

  it('sends each question once when two tabs (two connections) start sending at the same moment', async () => {
    const other = await openLocalDatabase(name);
    for (const content of ['one', 'two', 'three']) await enqueueQuestion(ask(content), db);
    const server = fakeServer();
    await Promise.all([
      flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db }),
      flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db: other }),
    ]);
    other.close();
    expect(server.received).toEqual(['one', 'two', 'three']);
    expect(await db.questionQueue.count()).toBe(0);
  });

  it('does not send again a question the server stored before the tab that sent it closed', async () => {
    const question = await enqueueQuestion(ask('cut off'), db);
    await enqueueQuestion(ask('never sent'), db);
    // The closed tab had marked it as being sent; the server had stored it.
    await db.questionQueue.update(question.seq!, { state: 'sending' });
    const server = fakeServer();
    server.stored.push('cut off');
    await flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db });
    expect(server.received).toEqual(['never sent']);
    expect(await db.questionQueue.count()).toBe(0);
  });

  it('sends a cut-off question the server never got', async () => {
    const question = await enqueueQuestion(ask('lost on the way'), db);
    await db.questionQueue.update(question.seq!, { state: 'sending' });
    const server = fakeServer();
    await flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db });
    expect(server.received).toEqual(['lost on the way']);
  });

  it('stops at the first question that cannot go out, keeping it and the rest in order', async () => {
    await enqueueQuestion(ask('a'), db);
    await enqueueQuestion(ask('b'), db);
    const offline = fakeServer(() => ({ kind: 'not-sent' }));
    await flushQuestionQueue({ ownerKey: 'guest', deliver: offline.deliver, wasStored: offline.wasStored, db });
    expect(offline.received).toEqual(['a']);
    expect((await db.questionQueue.orderBy('seq').toArray()).map((row) => [row.content, row.state, row.attempted])).toEqual([
      ['a', 'queued', false],
      ['b', 'queued', undefined],
    ]);
  });

  it('asks the server first after a send whose end it did not see, so a dropped connection sends nothing twice', async () => {
    await enqueueQuestion(ask('dropped'), db);
    const stored: string[] = [];
    const dropping = async (question: QueuedQuestion): Promise<DeliveryOutcome> => {
      stored.push(question.content); // the server got it; the connection dropped before the reply
      return { kind: 'unknown' };
    };
    await flushQuestionQueue({ ownerKey: 'guest', deliver: dropping, wasStored: async () => false, db });
    expect((await db.questionQueue.toArray())[0]).toMatchObject({ state: 'queued', attempted: true });
    const server = fakeServer();
    await flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: async (q) => stored.includes(q.content), db });
    expect(server.received).toEqual([]);
    expect(await db.questionQueue.count()).toBe(0);
  });

  it('keeps a refused question marked with the reason and goes on with the next', async () => {
    await enqueueQuestion(ask('over the limit'), db);
    await enqueueQuestion(ask('next'), db);
    const server = fakeServer((question) => (question.content === 'over the limit' ? { kind: 'failed', code: 'guest_limit' } : { kind: 'sent' }));
    await flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db });
    expect(server.received).toEqual(['over the limit', 'next']);
    expect(await db.questionQueue.toArray()).toEqual([expect.objectContaining({ content: 'over the limit', state: 'failed', errorCode: 'guest_limit' })]);
    // Sending again leaves it alone: only the user removes it.
    await flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db });
    expect(server.received).toHaveLength(2);
  });

  it('lets the user cancel a waiting question, which is then never sent, but not one being sent', async () => {
    const kept = await enqueueQuestion(ask('keep'), db);
    const cancelled = await enqueueQuestion(ask('cancel me'), db);
    expect(await cancelQueuedQuestion(cancelled.seq!, db)).toBe(true);
    await db.questionQueue.update(kept.seq!, { state: 'sending' });
    expect(await cancelQueuedQuestion(kept.seq!, db)).toBe(false);
    await db.questionQueue.update(kept.seq!, { state: 'queued' });
    const server = fakeServer();
    await flushQuestionQueue({ ownerKey: 'guest', deliver: server.deliver, wasStored: server.wasStored, db });
    expect(server.received).toEqual(['keep']);
  });

  it('cannot cancel a question while it is being sent: a cancel during the send changes nothing', async () => {
    const question = await enqueueQuestion(ask('in flight'), db);
    let cancelDuringSend: boolean | undefined;
    const server = fakeServer();
    await flushQuestionQueue({
      ownerKey: 'guest',
      deliver: async (q) => {
        cancelDuringSend = await cancelQueuedQuestion(question.seq!, db);
        return server.deliver(q);
      },
      wasStored: server.wasStored,
      db,
    });
    expect(cancelDuringSend).toBe(false);
    expect(server.received).toEqual(['in flight']);
  });
});
