import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { useInstallOffer } from '@/lib/install-prompt';
import styles from './header.module.css';

/** "Install app", shown only while the browser offers installation (gone once installed). */
export function InstallButton() {
  const { t } = useTranslation('common');
  const { offered, install } = useInstallOffer();
  if (!offered) return null;
  return (
    <Button variant="ghost" size="sm" className={styles.install} onClick={() => void install()} title={t('install.hint')}>
      <DownloadIcon />
      <span className={styles.installText}>{t('install.button')}</span>
    </Button>
  );
}
