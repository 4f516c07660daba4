import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { isApiError, type ApiErrorCode } from '@/lib/api-client';
import { errorTextsByLanguage } from '@/lib/error-text';
import { normaliseLanguage } from '@/lib/i18n';
import type { QueuedQuestion } from '@/lib/local-db';
import { useOnlineStatus } from '@/lib/online-status';
import { useChat } from '../hooks/use-chat';
import { useQuestionQueue } from '../hooks/use-question-queue';
import type { DeliveryOutcome } from '../lib/question-queue';
import type { SendFailure } from '../lib/send-errors';
import { useRegistrationPrompt } from '../hooks/use-registration-prompt';
import styles from './chat-box.module.css';
import { ChatComposer } from './chat-composer';
import { GuestLimitDialog, OffTopicDialog, ServiceIssueDialog } from './chat-dialogs';
import type { QueuedBubble } from './message-item';
import { RegistrationPrompt } from './registration-prompt';
import { ShareButton } from './share-button';
import { WelcomePanel } from './welcome-panel';

// The home screen shows no messages: their rendering (markdown, verse cards) loads with the first one.
const MessageList = lazy(async () => ({ default: (await import('./message-list')).MessageList }));

export interface ChatBoxProps {
  sessionId: string;
  ownerId: string | null;
  sessionExists: boolean;
  onTurnComplete?: (info: { firstTurn: boolean }) => void;
  /** The id is not one of the visitor's conversations (404): the route may try it as a share code. */
  onSessionNotFound?: () => void;
  onRequestSignIn: () => void;
  /** A question was kept to send later: a new conversation takes its address so that a reload finds it. */
  onQueued?: () => void;
}

type OpenDialog = { kind: 'off_topic' } | { kind: 'guest_limit'; limit: number | null } | { kind: 'service' } | null;

/** The chat: welcome panel, messages, question box, share button and the dialogs a send can open. */
export function ChatBox({ sessionId, ownerId, sessionExists, onTurnComplete, onSessionNotFound, onRequestSignIn, onQueued }: ChatBoxProps) {
  const { t, i18n } = useTranslation('chat');
  const { toast } = useToast();
  const online = useOnlineStatus();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const chat = useChat({ sessionId, ownerId, sessionExists, onTurnComplete });
  const [sentHere, setSentHere] = useState(false);
  const registrationPrompt = useRegistrationPrompt({ isGuest: ownerId === null, sentHere });
  const language = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);

  const queue = useQuestionQueue({ sessionId, ownerId, online, busy: chat.isPending, deliver: sendQueued, onSentElsewhere: chat.refresh });

  // A conversation that so far exists only in this device's queue is not on the server yet: no share code.
  const notFound = isApiError(chat.loadError) && chat.loadError.status === 404 && queue.settled && !queue.hadQuestions;
  useEffect(() => {
    if (notFound) onSessionNotFound?.();
  }, [notFound, onSessionNotFound]);

  function showFailure(failure: SendFailure) {
    switch (failure.kind) {
      case 'off_topic':
        setDialog({ kind: 'off_topic' });
        return;
      case 'guest_limit':
        setDialog({ kind: 'guest_limit', limit: failure.limit });
        return;
      case 'offline':
        toast({ title: t('errors.title'), description: t('composer.offline'), variant: 'destructive' });
        return;
      case 'service':
        toast({ title: t('errors.title'), description: t('errors.sendFailed'), variant: 'destructive' });
        setDialog({ kind: 'service' });
        return;
      case 'storage':
        toast({ title: t('errors.title'), description: t('errors.storageUnavailable'), variant: 'destructive' });
        setDialog({ kind: 'service' });
        return;
    }
  }

  /** Keeps the question for when the network returns (the topic check needs no network: it runs now). */
  async function keepForLater(text: string, attempted: boolean): Promise<boolean> {
    const content = text.trim();
    const { isOffTopic } = await import('../lib/topic-filter');
    if (isOffTopic(content)) {
      setDialog({ kind: 'off_topic' });
      return false;
    }
    await queue.enqueue(content, { attempted });
    onQueued?.();
    return true;
  }

  async function send(text: string): Promise<boolean> {
    if (!online) return keepForLater(text, false);
    const result = await chat.send(text);
    if (result.ok) {
      setSentHere(true);
      return true;
    }
    if (result.failure.kind === 'invalid') return false;
    // The connection dropped: the question waits, checked on the server before it goes again.
    if (result.failure.kind === 'offline') return keepForLater(text, true);
    showFailure(result.failure);
    return false;
  }

  /** Sends a queued question here, so that its answer streams into view; refusals show as for any question. */
  async function sendQueued(question: QueuedQuestion): Promise<DeliveryOutcome> {
    const result = await chat.send(question.content, { questionId: question.id, lang: question.lang });
    if (result.ok) {
      setSentHere(true);
      return { kind: 'sent' };
    }
    const { failure } = result;
    if (failure.kind === 'invalid') return { kind: 'not-sent' };
    if (failure.kind === 'offline') return { kind: 'unknown' };
    showFailure(failure);
    return { kind: 'failed', code: failureCode[failure.kind] };
  }

  const shownIds = new Set(chat.messages.map((message) => message.id));
  const waiting = queue.questions.filter((question) => !shownIds.has(question.id));
  const messages = [...chat.messages, ...waiting.map((question) => queuedMessage(question))];
  const queued = new Map<string, QueuedBubble>(
    waiting.map((question) => [
      question.id,
      {
        state: question.state,
        reason: question.errorCode ? (errorTextsByLanguage[language][question.errorCode as ApiErrorCode] ?? t('errors.sendFailed')) : undefined,
        onCancel: () => void queue.cancel(question),
      },
    ]),
  );

  const answerAnnouncement = useAnswerAnnouncement(chat.isPending, chat.messages.at(-1)?.role === 'assistant', t('messages.answerArrived'));
  const hasMessages = messages.length > 0;
  const lastMessage = chat.messages[chat.messages.length - 1];
  const streamingMessageId = chat.isPending && lastMessage?.role === 'assistant' ? lastMessage.id : null;

  return (
    <div className={styles.chat}>
      <div className={styles.toolbar}>
        <ShareButton sessionId={sessionId} hasMessages={chat.messages.length > 0 && !chat.isPending} />
      </div>
      <div className={styles.conversation}>
        {chat.isLoading ? (
          <div className={styles.state}>
            <Spinner label={t('messages.loading')} />
            <span aria-hidden="true">{t('messages.loading')}</span>
          </div>
        ) : chat.loadError && !notFound && !hasMessages ? (
          <p className={styles.state} role="alert">
            {t('messages.loadError')}
          </p>
        ) : null}
        {!hasMessages && !chat.isLoading ? <WelcomePanel onAsk={(question) => void send(question)} disabled={chat.isPending} /> : null}
        {hasMessages ? (
          <Suspense fallback={<Spinner />}>
            <MessageList messages={messages} streamingMessageId={streamingMessageId} queued={queued} />
          </Suspense>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {answerAnnouncement}
      </p>
      <div className={styles.composer}>
        {registrationPrompt.due && !chat.isPending ? (
          <RegistrationPrompt onSignIn={onRequestSignIn} onDismiss={registrationPrompt.dismiss} />
        ) : null}
        <ChatComposer
          onSend={send}
          onStop={chat.stop}
          isPending={chat.isPending}
          isStreaming={chat.status === 'streaming'}
          isOffline={!online}
          language={language}
        />
      </div>
      <OffTopicDialog open={dialog?.kind === 'off_topic'} onOpenChange={(open) => !open && setDialog(null)} />
      <GuestLimitDialog
        open={dialog?.kind === 'guest_limit'}
        limit={dialog?.kind === 'guest_limit' ? dialog.limit : null}
        onOpenChange={(open) => !open && setDialog(null)}
        onSignIn={onRequestSignIn}
      />
      <ServiceIssueDialog open={dialog?.kind === 'service'} onOpenChange={(open) => !open && setDialog(null)} />
    </div>
  );
}

const failureCode: Record<Exclude<SendFailure['kind'], 'offline'>, ApiErrorCode> = {
  off_topic: 'off_topic',
  guest_limit: 'guest_limit',
  storage: 'storage_unavailable',
  service: 'service_unavailable',
};

/** A queued question as a question of the conversation, shown after those the server has. */
function queuedMessage(question: QueuedQuestion) {
  const { id, content, sessionId, queuedAt } = question;
  return { id, content, sessionId, role: 'user' as const, timestamp: queuedAt, userId: null, citations: [] };
}

/** What the live region says: that an answer arrived, once each answer finishes (in the UI language). */
function useAnswerAnnouncement(isPending: boolean, lastIsAnswer: boolean, text: string): string {
  const [announcement, setAnnouncement] = useState('');
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isPending) setAnnouncement('');
    else if (wasPending.current && lastIsAnswer) setAnnouncement(text);
    wasPending.current = isPending;
  }, [isPending, lastIsAnswer, text]);
  return announcement;
}
