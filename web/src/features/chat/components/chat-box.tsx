import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { normaliseLanguage } from '@/lib/i18n';
import { useOnlineStatus } from '@/lib/online-status';
import { useChat } from '../hooks/use-chat';
import { useRegistrationPrompt } from '../hooks/use-registration-prompt';
import styles from './chat-box.module.css';
import { ChatComposer } from './chat-composer';
import { GuestLimitDialog, OffTopicDialog, ServiceIssueDialog } from './chat-dialogs';
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
}

type OpenDialog = { kind: 'off_topic' } | { kind: 'guest_limit'; limit: number | null } | { kind: 'service' } | null;

/** The chat: welcome panel, messages, question box, share button and the dialogs a send can open. */
export function ChatBox({ sessionId, ownerId, sessionExists, onTurnComplete, onSessionNotFound, onRequestSignIn }: ChatBoxProps) {
  const { t, i18n } = useTranslation('chat');
  const { toast } = useToast();
  const online = useOnlineStatus();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const chat = useChat({ sessionId, ownerId, sessionExists, onTurnComplete });
  const [sentHere, setSentHere] = useState(false);
  const registrationPrompt = useRegistrationPrompt({ isGuest: ownerId === null, sentHere });
  const language = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);

  const notFound = isApiError(chat.loadError) && chat.loadError.status === 404;
  useEffect(() => {
    if (notFound) onSessionNotFound?.();
  }, [notFound, onSessionNotFound]);

  async function send(text: string): Promise<boolean> {
    const result = await chat.send(text);
    if (result.ok) {
      setSentHere(true);
      return true;
    }
    const { failure } = result;
    switch (failure.kind) {
      case 'invalid':
        return false;
      case 'off_topic':
        setDialog({ kind: 'off_topic' });
        return false;
      case 'guest_limit':
        setDialog({ kind: 'guest_limit', limit: failure.limit });
        return false;
      case 'offline':
        toast({ title: t('errors.title'), description: t('composer.offline'), variant: 'destructive' });
        return false;
      case 'service':
        toast({ title: t('errors.title'), description: t('errors.sendFailed'), variant: 'destructive' });
        setDialog({ kind: 'service' });
        return false;
      case 'storage':
        toast({ title: t('errors.title'), description: t('errors.storageUnavailable'), variant: 'destructive' });
        setDialog({ kind: 'service' });
        return false;
    }
  }

  const answerAnnouncement = useAnswerAnnouncement(chat.isPending, chat.messages.at(-1)?.role === 'assistant', t('messages.answerArrived'));
  const hasMessages = chat.messages.length > 0;
  const lastMessage = chat.messages[chat.messages.length - 1];
  const streamingMessageId = chat.isPending && lastMessage?.role === 'assistant' ? lastMessage.id : null;

  return (
    <div className={styles.chat}>
      <div className={styles.toolbar}>
        <ShareButton sessionId={sessionId} hasMessages={hasMessages && !chat.isPending} />
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
        {!hasMessages && !chat.isLoading ? <WelcomePanel onAsk={(question) => void send(question)} disabled={chat.isPending || !online} /> : null}
        {hasMessages ? (
          <Suspense fallback={<Spinner />}>
            <MessageList messages={chat.messages} streamingMessageId={streamingMessageId} />
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
