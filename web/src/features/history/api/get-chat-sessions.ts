import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatSession } from '@/lib/api-types';
import { loadChatSessions, saveChatSessions } from '@/lib/local-db';
import { fetchWithLocalCopy } from '@/lib/offline-first';

// Spec §9: the sidebar shows at most 20 conversations, newest first.
export const maxListedSessions = 20;

export async function getChatSessions(ownerId: string): Promise<ChatSession[]> {
  return fetchWithLocalCopy({
    remote: async () => {
      const response = await api.get<ChatSession[] | { sessions: ChatSession[] }>('/api/chat-sessions');
      return (Array.isArray(response) ? response : response.sessions).slice(0, maxListedSessions);
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

/** History loads only for signed-in users (spec §6). */
export function useChatSessions(ownerId: string | null) {
  return useQuery({ ...getChatSessionsQueryOptions(ownerId ?? ''), enabled: ownerId !== null });
}
