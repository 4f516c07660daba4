import type { ArchiveOldResponse, ChatSessionDto, RenameChatSessionBody } from '@quran-assistant/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removeChatSession } from '@/lib/local-db';

export function renameChatSession({ sessionId, title }: RenameChatSessionBody & { sessionId: string }): Promise<ChatSessionDto> {
  const body: RenameChatSessionBody = { title };
  return api.patch<ChatSessionDto>(`/api/chat-sessions/${encodeURIComponent(sessionId)}/title`, body);
}

export function archiveChatSession(sessionId: string): Promise<ChatSessionDto> {
  return api.patch<ChatSessionDto>(`/api/chat-sessions/${encodeURIComponent(sessionId)}/archive`);
}

export function deleteChatSession(sessionId: string): Promise<void> {
  return api.delete<void>(`/api/chat-sessions/${encodeURIComponent(sessionId)}`);
}

/** Archives all but the newest KEEP_ON_ARCHIVE_OLD conversations. */
export function archiveOldChatSessions(): Promise<ArchiveOldResponse> {
  return api.post<ArchiveOldResponse>('/api/chat-sessions/archive-old');
}

/** Rename, archive, delete and archive-old all refresh the list afterwards. */
function useHistoryMutation<Input, Output>(
  ownerId: string,
  mutationFn: (input: Input) => Promise<Output>,
  forget?: (input: Input) => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const output = await mutationFn(input);
      await forget?.(input).catch(() => undefined);
      return output;
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
