import type { ChatMessageDto } from '../contract/messages.js';
import type { StoredMessage } from './messages.repository.js';

/** A stored message as the web app reads it: id, content, role, sessionId, timestamp, userId. */
export function presentMessage(message: StoredMessage): ChatMessageDto {
  return {
    id: message.id,
    content: message.content,
    role: message.role,
    sessionId: message.conversationId,
    timestamp: new Date(message.createdAt).toISOString(),
    userId: message.userId,
    citations: message.citations,
    ...(message.status === 'interrupted' ? { interrupted: true } : {}),
  };
}
