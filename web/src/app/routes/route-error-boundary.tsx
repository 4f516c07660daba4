import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import styles from './route-error-boundary.module.css';

/** Shown when a route throws while rendering or its code fails to load (e.g. offline after an update). */
export function RouteErrorBoundary() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <main id="main-content" tabIndex={-1} className={styles.page} role="alert">
      <AlertIcon className={styles.icon} />
      <h1>{t('errorBoundary.title')}</h1>
      <p>{t('errorBoundary.message')}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.retry')}</Button>
    </main>
  );
}
