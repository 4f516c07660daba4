import { api } from '@/lib/api-client';

export const newConversationTitle = 'New Conversation';

/** POST /api/chat-sessions: sent lazily before the first message, so empty sessions are never created. */
export function createChatSession(sessionId: string): Promise<unknown> {
  return api.post('/api/chat-sessions', { sessionId, title: newConversationTitle });
}
