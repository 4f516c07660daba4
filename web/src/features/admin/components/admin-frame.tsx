import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { buttonClassName } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import styles from './admin.module.css';

/** Header, a wide main column and the footer, shared by /admin and /dashboard. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer compact />
    </>
  );
}

export function AdminLoading() {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.centered}>
      <Spinner label={t('loading')} size={28} />
    </div>
  );
}

/** Shown to signed-in users without the admin role (and, on /dashboard, to visitors). */
export function AccessDenied({ message }: { message: string }) {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.denied} aria-labelledby="access-denied-title">
      <AlertIcon width={40} height={40} className={styles.deniedIcon} />
      <h1 id="access-denied-title" className={styles.deniedTitle}>
        {t('access.deniedTitle')}
      </h1>
      <p className={styles.deniedText}>{message}</p>
      <Link to={paths.home.getHref()} className={buttonClassName({ size: 'lg' })}>
        {t('access.returnHome')}
      </Link>
    </section>
  );
}
