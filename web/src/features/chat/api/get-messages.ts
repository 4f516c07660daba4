import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatMessage } from '@/lib/api-types';
import { loadMessages, saveMessages } from '@/lib/local-db';
import { fetchWithLocalCopy } from '@/lib/offline-first';

export async function getMessages(sessionId: string, ownerId: string | null): Promise<ChatMessage[]> {
  return fetchWithLocalCopy({
    remote: async () => {
      const response = await api.get<ChatMessage[] | { messages: ChatMessage[] }>('/api/messages', { query: { sessionId } });
      return Array.isArray(response) ? response : response.messages;
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
