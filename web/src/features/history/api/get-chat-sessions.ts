import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatSessionDto, ChatSessionList } from '@quran-assistant/api/contract';
import { loadChatSessions, saveChatSessions } from '@/lib/local-db';
import { fetchWithLocalCopy } from '@/lib/offline-first';

export async function getChatSessions(ownerId: string): Promise<ChatSessionDto[]> {
  return fetchWithLocalCopy({
    remote: async () => {
      // The server sends at most MAX_LISTED_CHAT_SESSIONS, newest activity first.
      return api.get<ChatSessionList>('/api/chat-sessions');
    },
    save: (sessions) => saveChatSessions(ownerId, sessions),
    load: async () => {
      const sessions = await loadChatSessions(ownerId);
      return sessions.length > 0 ? sessions : undefined;
    },
  });
}

export function getChatSessionsQueryOptions(ownerId: string) {
  return queryOptions({ queryKey: ['chat-sessions', ownerId], queryFn: () => getChatSessions(ownerId) });
}

/** History loads only for signed-in users: guests have no saved history. */
export function useChatSessions(ownerId: string | null) {
  return useQuery({ ...getChatSessionsQueryOptions(ownerId ?? ''), enabled: ownerId !== null });
}
