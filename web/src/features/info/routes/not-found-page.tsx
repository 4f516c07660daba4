import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { buttonClassName } from '@/components/ui/button';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import styles from '../components/info.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('info');
  useDocumentHead({ title: t('notFound.title'), description: t('notFound.message'), noIndex: true });
  return (
    <>
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.notFound}>
        <p className={styles.notFoundCode} aria-hidden="true">
          404
        </p>
        <h1 className={styles.notFoundTitle}>{t('notFound.title')}</h1>
        <p className={styles.notFoundText}>{t('notFound.message')}</p>
        <Link to={paths.home.getHref()} className={buttonClassName({ size: 'lg' })}>
          {t('notFound.home')}
        </Link>
      </main>
      <Footer compact />
    </>
  );
}
