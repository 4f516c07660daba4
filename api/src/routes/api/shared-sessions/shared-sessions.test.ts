import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newShareCode } from '../../../shares/shares.repository.js';
import { build } from '../../../test/build.js';
import { SessionClient, signedInClient } from '../../../test/session-client.js';

// Password hashing (scrypt) and real answers make these slower than a unit test, more so in a full parallel run.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let app: FastifyInstance;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const signedInUser = () => signedInClient(app, 'Sharer');

async function ask(client: SessionClient, sessionId: string, content: string): Promise<void> {
  const response = await client.post('/api/messages', { content, sessionId, role: 'user' });
  expect(response.statusCode).toBe(200);
}

async function share(client: SessionClient, sessionId: string) {
  return client.post('/api/shared-sessions', { sessionId });
}

describe('share codes', () => {
  it('are at least 128 random bits, URL-safe, and never repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newShareCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(code.length * 6).toBeGreaterThanOrEqual(128); // base64url: 6 bits per character
    }
  });

  it('sharing the same conversation again returns the same code', async () => {
    const owner = await signedInUser();
    await ask(owner, 'share-twice', 'What does the Quran say about patience?');
    const first = await share(owner, 'share-twice');
    expect(first.statusCode).toBe(200);
    const { shareCode } = first.json();
    expect(shareCode).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await share(owner, 'share-twice')).json()).toEqual({ shareCode });
  });
});

describe('GET /api/shared-sessions/:shareCode', () => {
  it('opens for an anonymous visitor, read-only, and counts each view but the owner’s', async () => {
    const owner = await signedInUser();
    await ask(owner, 'public-read', 'What does the Quran say about patience?');
    const { shareCode } = (await share(owner, 'public-read')).json();

    const visitor = new SessionClient(app);
    const first = await visitor.get(`/api/shared-sessions/${shareCode}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.session).toEqual({
      title: 'What does the Quran say about patience?',
      description: 'What does the Quran say about patience?',
      viewCount: 1,
      sessionId: shareCode,
    });
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    for (const message of body.messages) {
      expect(message).toMatchObject({ sessionId: shareCode, userId: null, timestamp: expect.any(String) });
    }
    expect(body.messages[1].citations.length).toBeGreaterThan(0);
    expect(body.messages[1].citations[0]).toEqual({
      key: expect.stringMatching(/^\d+:\d+$/),
      surah: expect.any(Number),
      ayah: expect.any(Number),
      surahName: expect.any(String),
      surahNameBangla: expect.stringMatching(/^[\u0980-\u09FF\s-]+$/u),
      arabic: expect.any(String),
      translation: expect.any(String),
    });
    // The anonymous read set no cookie: viewing a share creates no guest identity.
    expect(visitor.cookie).toBeNull();

    expect((await visitor.get(`/api/shared-sessions/${shareCode}`)).json().session.viewCount).toBe(2);
    expect((await (await signedInUser()).get(`/api/shared-sessions/${shareCode}`)).json().session.viewCount).toBe(3);
    expect((await owner.get(`/api/shared-sessions/${shareCode}`)).json().session.viewCount).toBe(3);
    expect((await new SessionClient(app).get(`/api/shared-sessions/${shareCode}`)).json().session.viewCount).toBe(4);
  });

  it('is a snapshot: later messages appear only once the owner shares again (same code)', async () => {
    const owner = await signedInUser();
    await ask(owner, 'snapshot', 'What does the Quran say about patience?');
    const { shareCode } = (await share(owner, 'snapshot')).json();
    await new Promise((resolve) => setTimeout(resolve, 5)); // the snapshot moment is in milliseconds
    await ask(owner, 'snapshot', 'What does the Quran say about charity?');

    const before = (await new SessionClient(app).get(`/api/shared-sessions/${shareCode}`)).json();
    expect(before.messages).toHaveLength(2);
    expect(before.session.description).toBe('What does the Quran say about patience?');

    expect((await share(owner, 'snapshot')).json()).toEqual({ shareCode });
    const after = (await new SessionClient(app).get(`/api/shared-sessions/${shareCode}`)).json();
    expect(after.messages).toHaveLength(4);
    expect(after.session.description).toBe('What does the Quran say about charity?');
    expect(after.session.viewCount).toBe(2);
  });

  it('cuts the description (the last question) at 100 characters with an ellipsis', async () => {
    const owner = await signedInUser();
    const question = `What does the Quran teach about patience in hardship, gratitude in ease, and trust in Allah when ${'x'.repeat(40)}?`;
    await ask(owner, 'long-question', question);
    const { shareCode } = (await share(owner, 'long-question')).json();
    const { description } = (await new SessionClient(app).get(`/api/shared-sessions/${shareCode}`)).json().session;
    expect(description).toBe(`${question.slice(0, 100)}...`);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await new SessionClient(app).get(`/api/shared-sessions/${newShareCode()}`)).statusCode).toBe(404);
    const malformed = await new SessionClient(app).get('/api/shared-sessions/not%20a%20code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^shareCode /);
  });
});

describe('owner only', () => {
  it('nobody else can share or revoke the conversation; the owner’s revoke makes the code 404', async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const guest = new SessionClient(app);
    await ask(owner, 'revocable', 'What does the Quran say about patience?');

    expect((await share(stranger, 'revocable')).statusCode).toBe(404);
    expect((await share(guest, 'revocable')).statusCode).toBe(404);

    const { shareCode } = (await share(owner, 'revocable')).json();
    expect((await stranger.delete(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(404);
    expect((await guest.delete(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(404);
    expect((await guest.get(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(200);

    expect((await owner.delete(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(204);
    expect((await guest.get(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(404);

    // Sharing again after a revoke makes a new code; the old one stays dead.
    const again = (await share(owner, 'revocable')).json().shareCode;
    expect(again).not.toBe(shareCode);
    expect((await guest.get(`/api/shared-sessions/${again}`)).statusCode).toBe(200);
    expect((await guest.get(`/api/shared-sessions/${shareCode}`)).statusCode).toBe(404);
  });

  it('a guest can share their own conversation', async () => {
    const guest = new SessionClient(app);
    await ask(guest, 'guest-share', 'What does the Quran say about patience?');
    const response = await share(guest, 'guest-share');
    expect(response.statusCode).toBe(200);
    const { shareCode } = response.json();
    expect((await guest.get(`/api/shared-sessions/${shareCode}`)).json().session.viewCount).toBe(0);
    expect((await new SessionClient(app).get(`/api/shared-sessions/${shareCode}`)).json().session.viewCount).toBe(1);
  });
});
