import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useCacheSettings } from '../api/get-cache-settings';
import { useSaveCacheSettings } from '../api/update-cache-settings';
import { useSettingsErrorToast } from '../hooks/use-settings-error-toast';
import { draftFromSettings, sameCacheSettings, type CacheSettingsDraft } from '../utils/cache-settings-rule';
import { CacheToggles } from './cache-toggles';
import styles from './admin.module.css';

/** Admin › Settings: edit the cache switches, then Save. */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const showError = useSettingsErrorToast();
  const cacheSettings = useCacheSettings();
  const save = useSaveCacheSettings();
  const [draft, setDraft] = useState<CacheSettingsDraft | null>(null);

  // The form starts from the server's settings and follows them after each save.
  useEffect(() => {
    if (cacheSettings.data) setDraft((current) => draftFromSettings(cacheSettings.data, current?.remembered));
  }, [cacheSettings.data]);

  if (cacheSettings.isError && !cacheSettings.data) {
    return (
      <p className={styles.errorText} role="alert">
        {t('toast.fetchErrorText')}
      </p>
    );
  }
  if (!draft || !cacheSettings.data) {
    return (
      <div className={styles.centered}>
        <Spinner label={t('loading')} />
      </div>
    );
  }

  const unchanged = sameCacheSettings(draft.settings, cacheSettings.data);

  function onSave() {
    if (!draft) return;
    save.mutate(draft.settings, {
      onSuccess: () => toast({ title: t('toast.settingsSavedTitle'), description: t('toast.cacheUpdatedText') }),
      onError: (error) => showError(error, (message) => t('toast.cacheUpdateFailedText', { message })),
    });
  }

  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('cache.title')}</h2>
      <p className={styles.muted}>{t('cache.description')}</p>
      <CacheToggles draft={draft} onChange={setDraft} disabled={save.isPending} />
      <div className={styles.cardFooter}>
        <Button onClick={onSave} disabled={save.isPending || unchanged} aria-busy={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </Card>
  );
}
