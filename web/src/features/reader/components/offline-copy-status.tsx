import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '@/components/ui/icons';
import { useOfflineCopy } from '../hooks/use-offline-copy';
import { useReaderLanguage } from '../lib/numbers';
import styles from './reader.module.css';

/** Stores the whole Quran on the device after a first visit and says how far it has got. */
export function OfflineCopyStatus({ indexVersion }: { indexVersion: string | undefined }) {
  const { t } = useTranslation('reader');
  const { number } = useReaderLanguage();
  const progress = useOfflineCopy(indexVersion);
  if (progress.status === 'idle') return null;
  const counts = { saved: number(progress.saved), total: number(progress.total) };
  return (
    <p className={styles.offlineStatus} role="status">
      <OfflineIcon aria-hidden="true" />
      <span>{t(`offline.${progress.status}`, counts)}</span>
    </p>
  );
}
