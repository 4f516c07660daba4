import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Button } from '@/components/ui/button';
import { MenuIcon, OfflineIcon } from '@/components/ui/icons';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getMessagesQueryOptions } from '@/features/chat/api/get-messages';
import { ChatBox } from '@/features/chat/components/chat-box';
import { truncateText } from '@/features/chat/lib/text';
import { getChatSessionsQueryOptions } from '@/features/history/api/get-chat-sessions';
import { HistorySidebar } from '@/features/history/components/history-sidebar';
import { useDocumentHead } from '@/lib/head';
import { useOnlineStatus } from '@/lib/online-status';
import { paths } from '@/lib/paths';
import { getUsageQueryOptions } from '@/lib/usage';
import { track } from '@/lib/track';
import { RouteLoading } from '../root-layout';
import styles from './chat.module.css';

// A shared conversation opened at /chat/{code} is rare: its code loads only then.
const SharedConversation = lazy(async () => ({ default: (await import('./shared')).SharedConversation }));

/**
 * Home (/) and a conversation (/chat/:id) are one screen, so the conversation stays mounted when
 * the first answer moves the address from / to /chat/:id. An id that is not one of the visitor's
 * conversations is tried as a share code: a shared link works in both forms, /shared/{code} and /chat/{code}.
 */
export function ChatRoute() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const online = useOnlineStatus();
  const ownerId = user ? String(user.id) : null;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [sharedFallbackId, setSharedFallbackId] = useState<string | null>(null);

  // A new conversation id each time the visitor arrives at / (first load, New Chat, brand link).
  const arrivalAtHome = id ? null : location.key;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- each arrival, not a value read, calls for a new id
  const freshSessionId = useMemo(() => crypto.randomUUID(), [arrivalAtHome]);
  const sessionId = id ?? freshSessionId;

  const sessions = useQuery({ ...getChatSessionsQueryOptions(ownerId ?? ''), enabled: false });
  const messages = useQuery({ ...getMessagesQueryOptions(sessionId, ownerId), enabled: false });
  const sessionTitle = sessions.data?.find((session) => session.sessionId === sessionId)?.title;
  const lastQuestion = messages.data?.filter((message) => message.role === 'user').at(-1);
  useDocumentHead(
    id
      ? {
          title: sessionTitle || t('page.chatTitle'),
          description: lastQuestion ? truncateText(lastQuestion.content, 100) : undefined,
          path: paths.chat.getHref(id),
          noIndex: true,
        }
      : { path: paths.home.getHref() },
  );

  const onTurnComplete = useCallback(
    ({ firstTurn }: { firstTurn: boolean }) => {
      // The server titles the conversation after its first message: refresh the list and the usage count.
      if (ownerId) void queryClient.invalidateQueries({ queryKey: getChatSessionsQueryOptions(ownerId).queryKey });
      void queryClient.invalidateQueries({ queryKey: getUsageQueryOptions().queryKey });
      if (firstTurn && !id) navigate(paths.chat.getHref(sessionId), { replace: true });
    },
    [ownerId, queryClient, id, navigate, sessionId],
  );

  const onNewChat = useCallback(() => {
    track('new_chat_started');
    navigate(paths.home.getHref());
  }, [navigate]);

  // A question kept offline in a new conversation: the address names it, so that a reload shows it.
  const onQueued = useCallback(() => {
    if (!id) navigate(paths.chat.getHref(sessionId), { replace: true });
  }, [id, navigate, sessionId]);

  const onSessionNotFound = useCallback(() => {
    if (id) setSharedFallbackId(id);
  }, [id]);

  if (id && sharedFallbackId === id) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <SharedConversation key={id} shareCode={id} />
      </Suspense>
    );
  }

  return (
    <div className={styles.screen}>
      <Header
        leading={
          <Button
            variant="ghost"
            size="icon"
            className={styles.historyToggle}
            aria-label={t('page.openHistory')}
            aria-controls="chat-history"
            aria-expanded={historyOpen}
            onClick={() => setHistoryOpen(true)}
          >
            <MenuIcon />
          </Button>
        }
      />
      <div className={styles.body}>
        <HistorySidebar
          ownerId={ownerId}
          activeSessionId={sessionId}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          onNewChat={onNewChat}
        />
        <div className={styles.column}>
          <main id="main-content" tabIndex={-1} className={styles.main}>
            {/* Home's welcome panel carries the page heading; a conversation is headed by its title. */}
            {id ? <h1 className="visually-hidden">{sessionTitle || t('page.chatTitle')}</h1> : null}
            {!online && ownerId ? (
              <p className={styles.offlineBanner} role="status">
                <OfflineIcon />
                {t('common:offline.banner')}
              </p>
            ) : null}
            <ChatBox
              key={sessionId}
              sessionId={sessionId}
              ownerId={ownerId}
              sessionExists={Boolean(id)}
              onTurnComplete={onTurnComplete}
              onSessionNotFound={onSessionNotFound}
              onQueued={onQueued}
              onRequestSignIn={() => navigate(paths.auth.getHref())}
            />
          </main>
          <Footer compact />
        </div>
      </div>
    </div>
  );
}
