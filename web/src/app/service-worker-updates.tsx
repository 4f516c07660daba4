import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import styles from './service-worker-updates.module.css';

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker (workbox-window, through vite-plugin-pwa) in production builds
 * and offers "update available — reload" when a new version is waiting.
 */
export function ServiceWorkerUpdates() {
  const { t } = useTranslation('common');
  const { toast } = useToast();
  const [applyUpdate, setApplyUpdate] = useState<UpdateServiceWorker | null>(null);
  const notifyOfflineReady = useRef(() => toast({ title: t('pwa.offlineReady'), background: true }));
  notifyOfflineReady.current = () => toast({ title: t('pwa.offlineReady'), background: true });

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const updateServiceWorker = registerSW({
        immediate: true,
        onNeedRefresh() {
          setApplyUpdate(() => updateServiceWorker);
        },
        onOfflineReady() {
          notifyOfflineReady.current();
        },
      });
    });
    return () => {
      cancelled = true;
    };
    // Registered once per page load.
  }, []);

  if (!applyUpdate) return null;
  return (
    <div className={styles.prompt} role="alert">
      <span>{t('pwa.updateAvailable')}</span>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={() => setApplyUpdate(null)}>
          {t('pwa.later')}
        </Button>
        <Button size="sm" onClick={() => void applyUpdate(true)}>
          {t('pwa.reload')}
        </Button>
      </div>
    </div>
  );
}
