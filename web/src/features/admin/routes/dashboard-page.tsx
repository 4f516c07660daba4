import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentHead } from '@/lib/head';
import { useCacheSettings } from '../api/get-cache-settings';
import { useMessageLimitSettings } from '../api/get-message-limit-settings';
import { AccessDenied, AdminFrame, AdminLoading } from '../components/admin-frame';
import { CacheSettingsPanel } from '../components/cache-settings-panel';
import { ConfigurationSummary } from '../components/configuration-summary';
import { MessageLimitPanel } from '../components/message-limit-panel';
import { useAdminAccess } from '../hooks/use-admin-access';
import { withMessageLimitDefaults } from '../utils/message-limit-bounds';
import styles from '../components/admin.module.css';

export function DashboardPage() {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  useDocumentHead({ title: t('meta.dashboardTitle'), description: t('meta.dashboardDescription'), noIndex: true });
  return (
    <AdminFrame>
      {access === 'loading' ? <AdminLoading /> : access === 'granted' ? <DashboardSettings /> : <AccessDenied message={t('access.privilegesNeeded')} />}
    </AdminFrame>
  );
}

function DashboardSettings() {
  const { t } = useTranslation('admin');
  const messageLimit = useMessageLimitSettings();
  const cache = useCacheSettings();

  if (messageLimit.isError || cache.isError) {
    return (
      <p className={styles.errorText} role="alert">
        {t('toast.fetchErrorText')}
      </p>
    );
  }
  if (!messageLimit.data || !cache.data) {
    return (
      <div className={styles.centered}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const limitSettings = withMessageLimitDefaults(messageLimit.data);
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('dashboard.title')}</h1>
          <p className={styles.muted}>{t('dashboard.subtitle')}</p>
        </div>
      </div>
      <div className={styles.dashboardGrid}>
        <MessageLimitPanel settings={limitSettings} />
        <CacheSettingsPanel settings={cache.data} />
        <ConfigurationSummary messageLimit={limitSettings} cache={cache.data} />
      </div>
    </div>
  );
}
