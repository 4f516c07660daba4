import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiErrorFromBody, isApiError } from '@/lib/api-client';
import type { ChatMessageDto } from '@quran-assistant/api/contract';
import { currentLanguage, type Language } from '@/lib/i18n';
import { track } from '@/lib/track';
import { createChatSession } from '../api/create-chat-session';
import { getMessagesQueryOptions, useMessages } from '../api/get-messages';
import { streamMessage } from '../api/stream-message';
import { classifySendError, type SendFailure } from '../lib/send-errors';
import { canSendMessage } from '../lib/text';

export type ChatStatus = 'ready' | 'submitted' | 'streaming';

export type SendResult = { ok: true } | { ok: false; failure: SendFailure | { kind: 'invalid' } };

export interface SendOptions {
  /** A queued question keeps its bubble's id while it is sent. */
  questionId?: string;
  /** A queued question is answered in the language it was asked in. */
  lang?: Language;
}

export interface UseChatOptions {
  sessionId: string;
  /** The signed-in user's id: their messages are also kept on the device for offline reading. */
  ownerId: string | null;
  /** False for a brand-new conversation that the server does not know yet. */
  sessionExists: boolean;
  /** Called after each completed answer, with whether it was the conversation's first. */
  onTurnComplete?: (info: { firstTurn: boolean }) => void;
}

/**
 * After Stop the server stores the answer as interrupted once it has seen the
 * stream close, which can be just after the client asks for the list again.
 */
const STOPPED_ANSWER_REFETCH_MS = 1500;

function localId(): string {
  return `local-${crypto.randomUUID()}`;
}

/**
 * Owns one conversation's state: the server's messages, the optimistic question and the answer
 * being streamed, the send and stop actions. The question is saved on the server before the model
 * runs; after the answer the server's copy replaces the local one.
 */
export function useChat({ sessionId, ownerId, sessionExists, onTurnComplete }: UseChatOptions) {
  const queryClient = useQueryClient();
  const [sessionCreated, setSessionCreated] = useState(sessionExists);
  const messagesQuery = useMessages(sessionId, ownerId, { enabled: sessionCreated });
  const [localMessages, setLocalMessages] = useState<ChatMessageDto[]>([]);
  const [status, setStatus] = useState<ChatStatus>('ready');
  // Refs guard against a second send in the same tick, before React re-renders.
  const busyRef = useRef(false);
  const sessionCreatedRef = useRef(sessionExists);
  const abortRef = useRef<AbortController | null>(null);
  const onTurnCompleteRef = useRef(onTurnComplete);
  onTurnCompleteRef.current = onTurnComplete;

  // Leaving the conversation stops its stream.
  useEffect(() => () => abortRef.current?.abort(), []);

  const serverMessages = messagesQuery.data;
  const messages = useMemo(() => {
    const confirmed = serverMessages ?? [];
    const known = new Set(confirmed.map((message) => message.id));
    return [...confirmed, ...localMessages.filter((message) => !known.has(message.id))];
  }, [serverMessages, localMessages]);

  const refreshFromServer = useCallback(async () => {
    const options = getMessagesQueryOptions(sessionId, ownerId);
    await queryClient.fetchQuery({ ...options, staleTime: 0 });
  }, [queryClient, sessionId, ownerId]);

  const send = useCallback(
    async (rawContent: string, { questionId, lang }: SendOptions = {}): Promise<SendResult> => {
      const content = rawContent.trim();
      if (!canSendMessage(content, busyRef.current)) return { ok: false, failure: { kind: 'invalid' } };
      busyRef.current = true;
      // The topic vocabulary is large: it loads with the first question, not with the page.
      const { isOffTopic } = await import('../lib/topic-filter');
      if (isOffTopic(content)) {
        busyRef.current = false;
        return { ok: false, failure: { kind: 'off_topic' } };
      }

      setStatus('submitted');
      const controller = new AbortController();
      abortRef.current = controller;
      const firstTurn = !sessionCreatedRef.current || (serverMessages?.length ?? 0) === 0;
      const now = new Date().toISOString();
      const question: ChatMessageDto = { id: questionId ?? localId(), content, role: 'user', sessionId, timestamp: now, userId: null, citations: [] };
      let answer: ChatMessageDto = { id: localId(), content: '', role: 'assistant', sessionId, timestamp: now, userId: null, citations: [] };
      const show = () => setLocalMessages([question, answer]);
      setLocalMessages([question]);
      track('message_sent', { message_length: content.length, session_id: sessionId });

      let completed = false;
      let stoppedWithText = false;
      try {
        if (!sessionCreatedRef.current) {
          try {
            await createChatSession(sessionId);
          } catch (error) {
            // The message route can still start the conversation; only a dead network stops us here.
            if (isApiError(error) && error.code === 'network_error') throw error;
            console.warn('Could not create the chat session before the first message', error);
          }
          sessionCreatedRef.current = true;
        }

        for await (const event of streamMessage({ content, sessionId, lang: lang ?? currentLanguage(), signal: controller.signal })) {
          if (event.event === 'meta') {
            answer = { ...answer, id: event.data.assistantMessageId };
            question.id = event.data.userMessageId;
          } else if (event.event === 'delta') {
            answer = { ...answer, content: answer.content + event.data.text };
            setStatus('streaming');
          } else if (event.event === 'citations') {
            answer = { ...answer, citations: event.data.citations };
          } else if (event.event === 'done') {
            const { content: storedContent, citations } = event.data.message;
            answer = { ...answer, content: storedContent, citations };
          } else {
            throw apiErrorFromBody(event.data);
          }
          show();
        }
        track('message_received', { message_length: answer.content.length, session_id: sessionId });
        completed = true;
        return { ok: true };
      } catch (error) {
        if (controller.signal.aborted) {
          // Stopped by the user: keep what arrived, marked as interrupted (the server does the same).
          answer = { ...answer, interrupted: true };
          stoppedWithText = answer.content.length > 0;
          if (stoppedWithText) show();
          completed = true;
          return { ok: true };
        }
        // Roll the optimistic question back; the server's list is the truth.
        setLocalMessages([]);
        track('app_error', { error_type: 'send_message', error_message: error instanceof Error ? error.message : String(error) });
        return { ok: false, failure: classifySendError(error) };
      } finally {
        abortRef.current = null;
        setSessionCreated(sessionCreatedRef.current);
        try {
          if (sessionCreatedRef.current) await refreshFromServer();
          if (stoppedWithText) {
            // What was shown stays on screen: the local copy shows until the server's copy (same ids) arrives.
            setTimeout(() => void refreshFromServer().catch(() => undefined), STOPPED_ANSWER_REFETCH_MS);
          } else setLocalMessages([]);
        } catch {
          // Offline or the server is down: keep showing the local copy of the turn.
        }
        busyRef.current = false;
        setStatus('ready');
        if (completed) onTurnCompleteRef.current?.({ firstTurn });
      }
    },
    [sessionId, serverMessages, refreshFromServer],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  /** Shows what the server holds now (a queued question of this conversation was sent from elsewhere). */
  const refresh = useCallback(() => {
    sessionCreatedRef.current = true;
    setSessionCreated(true);
    void refreshFromServer().catch(() => undefined);
  }, [refreshFromServer]);

  return {
    messages,
    status,
    isPending: status !== 'ready',
    isLoading: sessionCreated && messagesQuery.isLoading,
    loadError: messagesQuery.error,
    send,
    stop,
    refresh,
  };
}
