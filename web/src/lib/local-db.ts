import type { Dexie, EntityTable } from 'dexie';
import type { ChatMessageDto, ChatSessionDto, SurahListResponse, SurahResponse } from '@quran-assistant/api/contract';

/** A conversation saved on this device, keyed by its owner so accounts sharing a browser stay apart. */
export interface StoredChatSession extends ChatSessionDto {
  ownerId: string;
  /** Position in the server's list (newest activity first). */
  order: number;
}

export interface StoredMessage extends ChatMessageDto {
  ownerId: string;
}

/** The reader's surah list, stored under one id. */
export interface StoredSurahList extends SurahListResponse {
  id: 'list';
}

/** A whole surah as the reader shows it, keyed by its number. */
export interface StoredSurah extends SurahResponse {
  number: number;
}

/**
 * A question asked while offline, kept until it is sent. `seq` (given by the database) is the
 * order of asking, which is the order of sending.
 */
export interface QueuedQuestion {
  seq?: number;
  /** The id its bubble shows under until the server names the stored question. */
  id: string;
  sessionId: string;
  /** Whose question it is: a signed-in user's id, or 'guest'. Only its owner's app sends it. */
  ownerKey: string;
  content: string;
  lang: 'en' | 'bn';
  queuedAt: string;
  /** queued: waiting; sending: a tab is sending it now; failed: the server refused it (errorCode says why). */
  state: 'queued' | 'sending' | 'failed';
  /** A send went out and its end was not seen: the server may have stored it, so it is checked before a new send. */
  attempted?: boolean;
  errorCode?: string;
}

/**
 * IndexedDB copy of signed-in users' history and messages, written whenever they are
 * fetched and read when the device is offline (the app shell is cached by the service worker),
 * and of the Quran the reader has fetched.
 */
export type LocalDatabase = Dexie & {
  chatSessions: EntityTable<StoredChatSession, 'sessionId'>;
  messages: EntityTable<StoredMessage, 'id'>;
  surahLists: EntityTable<StoredSurahList, 'id'>;
  surahs: EntityTable<StoredSurah, 'number'>;
  questionQueue: EntityTable<QueuedQuestion, 'seq'>;
};

/** Dexie loads with the first use of the database, not with the first screen (a guest may never need it). */
export async function openLocalDatabase(name = 'quran-assistant'): Promise<LocalDatabase> {
  const { Dexie } = await import('dexie');
  const db = new Dexie(name) as LocalDatabase;
  db.version(1).stores({
    chatSessions: 'sessionId, ownerId, [ownerId+order]',
    messages: 'id, sessionId, [ownerId+sessionId], timestamp',
  });
  // The Quran for the offline reader: shared by every account on the device.
  db.version(2).stores({
    chatSessions: 'sessionId, ownerId, [ownerId+order]',
    messages: 'id, sessionId, [ownerId+sessionId], timestamp',
    surahLists: 'id',
    surahs: 'number',
  });
  // Questions asked offline, sent in the order of asking once the network returns.
  db.version(3).stores({
    chatSessions: 'sessionId, ownerId, [ownerId+order]',
    messages: 'id, sessionId, [ownerId+sessionId], timestamp',
    surahLists: 'id',
    surahs: 'number',
    questionQueue: '++seq, sessionId',
  });
  return db;
}

let appDatabase: Promise<LocalDatabase> | null = null;

/** The app's own database, opened once. */
export function localDb(): Promise<LocalDatabase> {
  appDatabase ??= openLocalDatabase();
  return appDatabase;
}

export async function saveChatSessions(ownerId: string, sessions: ChatSessionDto[], given?: LocalDatabase): Promise<void> {
  const db = given ?? (await localDb());
  await db.transaction('rw', db.chatSessions, async () => {
    await db.chatSessions.where('ownerId').equals(ownerId).delete();
    await db.chatSessions.bulkPut(sessions.map((session, order) => ({ ...session, ownerId, order })));
  });
}

export async function loadChatSessions(ownerId: string, given?: LocalDatabase): Promise<ChatSessionDto[]> {
  const db = given ?? (await localDb());
  const rows = await db.chatSessions.where('[ownerId+order]').between([ownerId, -Infinity], [ownerId, Infinity]).toArray();
  return rows.map(({ ownerId: _owner, order: _order, ...session }) => session);
}

export async function removeChatSession(ownerId: string, sessionId: string, given?: LocalDatabase): Promise<void> {
  const db = given ?? (await localDb());
  await db.transaction('rw', db.chatSessions, db.messages, async () => {
    await db.chatSessions.where('sessionId').equals(sessionId).and((session) => session.ownerId === ownerId).delete();
    await db.messages.where('[ownerId+sessionId]').equals([ownerId, sessionId]).delete();
  });
}

/** Replaces the saved messages of one conversation with the server's current list. */
export async function saveMessages(
  ownerId: string,
  sessionId: string,
  messages: ChatMessageDto[],
  given?: LocalDatabase,
): Promise<void> {
  const db = given ?? (await localDb());
  await db.transaction('rw', db.messages, async () => {
    await db.messages.where('[ownerId+sessionId]').equals([ownerId, sessionId]).delete();
    await db.messages.bulkPut(messages.map((message) => ({ ...message, ownerId })));
  });
}

export async function loadMessages(ownerId: string, sessionId: string, given?: LocalDatabase): Promise<ChatMessageDto[]> {
  const db = given ?? (await localDb());
  const rows = await db.messages.where('[ownerId+sessionId]').equals([ownerId, sessionId]).sortBy('timestamp');
  return rows.map(({ ownerId: _owner, ...message }) => message);
}

/** Forgets everything saved for an account (on sign-out of a shared device). */
export async function clearOwnerData(ownerId: string, given?: LocalDatabase): Promise<void> {
  const db = given ?? (await localDb());
  await db.transaction('rw', db.chatSessions, db.messages, async () => {
    await db.chatSessions.where('ownerId').equals(ownerId).delete();
    const keys = await db.messages.filter((message) => message.ownerId === ownerId).primaryKeys();
    await db.messages.bulkDelete(keys);
  });
}
