import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MessageList } from '@/features/chat/components/message-list';
import { truncateText } from '@/features/chat/lib/text';
import { useSharedSession } from '@/features/share/api/get-shared-session';
import { SharedChatHeader } from '@/features/share/components/shared-chat-header';
import { useRedirectOnError } from '@/features/share/hooks/use-redirect-on-error';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import styles from './chat.module.css';

/** The read-only view of a shared conversation: no share button, no rating, no question box. */
export function SharedConversation({ shareCode }: { shareCode: string }) {
  const { t } = useTranslation('share');
  const shared = useSharedSession(shareCode);
  useRedirectOnError(shared.isError);
  const lastQuestion = shared.data?.messages.filter((message) => message.role === 'user').at(-1);
  useDocumentHead({
    title: shared.data?.session.title || t('untitled'),
    description: lastQuestion ? truncateText(lastQuestion.content, 100) : undefined,
    path: paths.shared.getHref(shareCode),
    noIndex: true,
  });

  return (
    <div className={styles.screen}>
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.sharedMain}>
        {shared.isLoading ? (
          <div className={styles.centered}>
            <Spinner label={t('loading')} size={28} />
          </div>
        ) : shared.data ? (
          <>
            <SharedChatHeader
              title={shared.data.session.title}
              description={shared.data.session.description}
              viewCount={shared.data.session.viewCount}
            />
            <MessageList messages={shared.data.messages} readOnly />
            <div className={styles.sharedCta}>
              <Link to={paths.home.getHref()} className={buttonClassName({ size: 'lg' })}>
                {t('startOwn')}
              </Link>
            </div>
          </>
        ) : null}
      </main>
      <Footer />
    </div>
  );
}

export function SharedRoute() {
  const { shareCode = '' } = useParams();
  return <SharedConversation key={shareCode} shareCode={shareCode} />;
}
