/**
 * Shapes of the server's JSON answers that several features share (issues 3 and 4).
 * Kept in one place so the chat, history and share views agree on them.
 */

export interface Citation {
  key: string;
  surah: number;
  ayah: number;
  surahName: string;
  arabic: string;
  translation: string;
}

export type MessageRole = 'user' | 'assistant';

export interface ChatMessage {
  id: string;
  content: string;
  role: MessageRole;
  sessionId: string;
  timestamp: string;
  /** null for the optimistic local message (spec §3). */
  userId: string | null;
  citations?: Citation[];
  /** The stream was cut before the answer was complete. */
  interrupted?: boolean;
}

export interface ChatSession {
  id: string;
  sessionId: string;
  title: string;
  lastMessageAt: string | null;
}
