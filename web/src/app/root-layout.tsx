import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { BackgroundPattern } from '@/components/layout/background-pattern';
import { PageTransition } from '@/components/layout/page-transition';
import { Spinner } from '@/components/ui/spinner';
import { useQueuedQuestionSender } from '@/features/chat/hooks/use-queued-question-sender';
import { ServiceWorkerUpdates } from './service-worker-updates';
import styles from './root-layout.module.css';

/** The shell around every route: background, fade transitions, SW prompts, questions asked offline sent from any page. */
export function RootLayout() {
  const { t } = useTranslation('common');
  useQueuedQuestionSender();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <BackgroundPattern type="geometric" opacity={0.05} scale={1} />
      {/* Above the page, in its flow: the update prompt pushes the header down rather than covering it. */}
      <ServiceWorkerUpdates />
      <PageTransition>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </PageTransition>
      <ScrollRestoration />
    </>
  );
}

export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading}>
      <Spinner label={t('loading')} size={28} />
    </div>
  );
}
