import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removeChatSession } from '@/lib/local-db';

// The server's limit on a title (api/src/schemas/chat-sessions.ts).
export const maxChatTitleLength = 200;

export function renameChatSession({ sessionId, title }: { sessionId: string; title: string }): Promise<unknown> {
  return api.patch(`/api/chat-sessions/${encodeURIComponent(sessionId)}/title`, { title });
}

export function archiveChatSession(sessionId: string): Promise<unknown> {
  return api.patch(`/api/chat-sessions/${encodeURIComponent(sessionId)}/archive`);
}

export function deleteChatSession(sessionId: string): Promise<unknown> {
  return api.delete(`/api/chat-sessions/${encodeURIComponent(sessionId)}`);
}

/** Archives all but the newest 10 conversations (spec §9). */
export function archiveOldChatSessions(): Promise<unknown> {
  return api.post('/api/chat-sessions/archive-old');
}

/** Rename, archive, delete and archive-old all refresh the list afterwards (spec §4). */
function useHistoryMutation<Input>(ownerId: string, mutationFn: (input: Input) => Promise<unknown>, forget?: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      await mutationFn(input);
      await forget?.(input).catch(() => undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat-sessions', ownerId] }),
  });
}

export function useRenameChatSession(ownerId: string) {
  return useHistoryMutation(ownerId, renameChatSession);
}

export function useArchiveChatSession(ownerId: string) {
  return useHistoryMutation(ownerId, archiveChatSession, (sessionId: string) => removeChatSession(ownerId, sessionId));
}

export function useDeleteChatSession(ownerId: string) {
  return useHistoryMutation(ownerId, deleteChatSession, (sessionId: string) => removeChatSession(ownerId, sessionId));
}

export function useArchiveOldChatSessions(ownerId: string) {
  return useHistoryMutation(ownerId, (_: void) => archiveOldChatSessions());
}
