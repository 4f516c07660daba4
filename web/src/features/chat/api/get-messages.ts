import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatMessageDto, MessageList } from '@quran-assistant/api/contract';
import { loadMessages, saveMessages } from '@/lib/local-db';
import { fetchWithLocalCopy } from '@/lib/offline-first';

export async function getMessages(sessionId: string, ownerId: string | null): Promise<ChatMessageDto[]> {
  return fetchWithLocalCopy({
    remote: async () => {
      const { messages } = await api.get<MessageList>('/api/messages', { query: { sessionId } });
      return messages;
    },
    // Only signed-in users' conversations are kept on the device (guests have no saved history).
    save: ownerId ? (messages) => saveMessages(ownerId, sessionId, messages) : undefined,
    load: ownerId
      ? async () => {
          const messages = await loadMessages(ownerId, sessionId);
          return messages.length > 0 ? messages : undefined;
        }
      : undefined,
  });
}

export function getMessagesQueryOptions(sessionId: string, ownerId: string | null) {
  return queryOptions({
    queryKey: ['messages', sessionId, ownerId ?? 'guest'],
    queryFn: () => getMessages(sessionId, ownerId),
  });
}

export function useMessages(sessionId: string, ownerId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMessagesQueryOptions(sessionId, ownerId), enabled });
}
