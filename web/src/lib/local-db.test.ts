import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '@quran-assistant/api/contract';
import {
  clearOwnerData,
  loadChatSessions,
  loadMessages,
  openLocalDatabase,
  removeChatSession,
  saveChatSessions,
  saveMessages,
  type LocalDatabase,
} from './local-db';

const databases: LocalDatabase[] = [];
async function freshDb(): Promise<LocalDatabase> {
  const db = await openLocalDatabase(`test-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

function message(id: string, sessionId: string, timestamp: string, role: ChatMessageDto['role'] = 'user'): ChatMessageDto {
  return { id, sessionId, timestamp, role, content: `content ${id}`, userId: 'u1', citations: [] };
}

describe('local-db offline store', () => {
  it('keeps the server order of conversations per owner and replaces it on each save', async () => {
    const db = await freshDb();
    await saveChatSessions('u1', [
      { id: '1', sessionId: 's-new', title: 'Newest', lastMessageAt: '2025-01-02T00:00:00Z', createdAt: '2025-01-01T00:00:00Z', archived: false },
      { id: '2', sessionId: 's-old', title: 'Older', lastMessageAt: '2025-01-01T00:00:00Z', createdAt: '2025-01-01T00:00:00Z', archived: false },
    ], db);
    await saveChatSessions('u2', [{ id: '3', sessionId: 's-other', title: 'Other user', lastMessageAt: null, createdAt: '2025-01-01T00:00:00Z', archived: false }], db);
    expect((await loadChatSessions('u1', db)).map((session) => session.title)).toEqual(['Newest', 'Older']);

    await saveChatSessions('u1', [{ id: '2', sessionId: 's-old', title: 'Older', lastMessageAt: '2025-01-03T00:00:00Z', createdAt: '2025-01-01T00:00:00Z', archived: false }], db);
    expect((await loadChatSessions('u1', db)).map((session) => session.sessionId)).toEqual(['s-old']);
    expect((await loadChatSessions('u2', db)).map((session) => session.sessionId)).toEqual(['s-other']);
  });

  it('stores messages per conversation, oldest first, and forgets a removed conversation', async () => {
    const db = await freshDb();
    await saveChatSessions('u1', [{ id: '1', sessionId: 's1', title: 'Patience', lastMessageAt: null, createdAt: '2025-01-01T00:00:00Z', archived: false }], db);
    await saveMessages('u1', 's1', [
      message('b', 's1', '2025-01-01T00:00:02Z', 'assistant'),
      message('a', 's1', '2025-01-01T00:00:01Z'),
    ], db);
    expect((await loadMessages('u1', 's1', db)).map((item) => item.id)).toEqual(['a', 'b']);
    expect(await loadMessages('u2', 's1', db)).toEqual([]);

    await removeChatSession('u1', 's1', db);
    expect(await loadMessages('u1', 's1', db)).toEqual([]);
    expect(await loadChatSessions('u1', db)).toEqual([]);
  });

  it('clears everything of one owner only', async () => {
    const db = await freshDb();
    await saveMessages('u1', 's1', [message('a', 's1', '2025-01-01T00:00:00Z')], db);
    await saveMessages('u2', 's2', [message('b', 's2', '2025-01-01T00:00:00Z')], db);
    await clearOwnerData('u1', db);
    expect(await loadMessages('u1', 's1', db)).toEqual([]);
    expect(await loadMessages('u2', 's2', db)).toHaveLength(1);
  });
});
