import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { CacheSettings } from '../api/get-cache-settings';
import type { MessageLimitSettings } from '../api/get-message-limit-settings';
import { DetailList } from './detail-list';
import styles from './admin.module.css';

/** Read-only summary of what is in force right now. */
export function ConfigurationSummary({ messageLimit, cache }: { messageLimit: MessageLimitSettings; cache: CacheSettings }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const onOff = (value: boolean) => (value ? t('summary.on') : t('summary.off'));
  const rows: Array<[string, string]> = [
    [t('summary.messageLimit'), onOff(messageLimit.enabled)],
    [t('summary.limit'), t('summary.limitValue', { count: messageLimit.limit, formatted: number.format(messageLimit.limit) })],
    [
      t('summary.prompt'),
      t('summary.promptValue', { count: messageLimit.promptMessageCount, formatted: number.format(messageLimit.promptMessageCount) }),
    ],
    [t('summary.cache'), onOff(cache.enabled)],
    [t('summary.cacheEnglish'), onOff(cache.enabled && cache.enabledForEnglish)],
    [t('summary.cacheBangla'), onOff(cache.enabled && cache.enabledForBangla)],
  ];
  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('summary.title')}</h2>
      <DetailList rows={rows} testId="configuration-summary" />
      {!messageLimit.enabled ? <p className={styles.muted}>{t('summary.limitOffNote')}</p> : null}
    </Card>
  );
}
