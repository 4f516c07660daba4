import type { ChatSessionDto, CreateChatSessionBody } from '@quran-assistant/api/contract';
import { DEFAULT_CONVERSATION_TITLE } from '@quran-assistant/api/contract/limits.ts';
import { api } from '@/lib/api-client';

/** POST /api/chat-sessions: sent lazily before the first message, so empty sessions are never created. */
export function createChatSession(sessionId: string): Promise<ChatSessionDto> {
  const body: CreateChatSessionBody = { sessionId, title: DEFAULT_CONVERSATION_TITLE };
  return api.post<ChatSessionDto>('/api/chat-sessions', body);
}
