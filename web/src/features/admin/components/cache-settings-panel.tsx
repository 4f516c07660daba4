import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import type { CacheSettings } from '../api/get-cache-settings';
import { useSaveCacheSettings } from '../api/update-cache-settings';
import { useSettingsErrorToast } from '../hooks/use-settings-error-toast';
import { draftFromSettings, type CacheSettingsDraft } from '../utils/cache-settings-rule';
import { CacheToggles } from './cache-toggles';
import styles from './admin.module.css';

/** /dashboard: the knowledge-cache switches, each change saved immediately. */
export function CacheSettingsPanel({ settings }: { settings: CacheSettings }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const showError = useSettingsErrorToast();
  const save = useSaveCacheSettings();
  // The language flags to restore live here across saves; the switches show the server's settings.
  const [remembered, setRemembered] = useState<CacheSettingsDraft['remembered'] | undefined>(undefined);
  const draft = draftFromSettings(settings, remembered);

  function onChange(next: CacheSettingsDraft) {
    setRemembered(next.remembered);
    save.mutate(next.settings, {
      onSuccess: () => toast({ title: t('toast.settingsUpdatedTitle'), description: t('toast.cacheUpdatedText') }),
      onError: (error) => showError(error, (message) => message || t('toast.cacheDashboardUpdateFailedText')),
    });
  }

  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('cache.title')}</h2>
      <p className={styles.muted}>{t('cache.description')}</p>
      <CacheToggles draft={draft} onChange={onChange} disabled={save.isPending} />
    </Card>
  );
}
