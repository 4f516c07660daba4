import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { setGlobalCache, setLanguageCache, type CacheSettingsDraft, type LanguageCacheFlags } from '../utils/cache-settings-rule';
import styles from './admin.module.css';

export interface CacheTogglesProps {
  draft: CacheSettingsDraft;
  onChange: (draft: CacheSettingsDraft) => void;
  disabled?: boolean;
}

/** The three knowledge-cache switches; the language switches follow the global-off rule. */
export function CacheToggles({ draft, onChange, disabled = false }: CacheTogglesProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { settings } = draft;

  const languageRows: Array<{ flag: keyof LanguageCacheFlags; label: string; hint: string }> = [
    { flag: 'enabledForEnglish', label: t('cache.english'), hint: t('cache.englishHint') },
    { flag: 'enabledForBangla', label: t('cache.bangla'), hint: t('cache.banglaHint') },
  ];

  return (
    <div className={styles.settingList}>
      <div className={styles.settingRow}>
        <div>
          <p id={`${id}-global`} className={styles.settingLabel}>
            {t('cache.global')}
          </p>
          <p id={`${id}-global-hint`} className={styles.settingHint}>
            {t('cache.globalHint')}
          </p>
        </div>
        <Switch
          checked={settings.enabled}
          disabled={disabled}
          aria-labelledby={`${id}-global`}
          aria-describedby={`${id}-global-hint`}
          onCheckedChange={(checked) => onChange(setGlobalCache(draft, checked))}
        />
      </div>
      {languageRows.map(({ flag, label, hint }) => (
        <div key={flag} className={`${styles.settingRow} ${styles.settingRowNested}`}>
          <div>
            <p id={`${id}-${flag}`} className={styles.settingLabel}>
              {label}
            </p>
            <p id={`${id}-${flag}-hint`} className={styles.settingHint}>
              {settings.enabled ? hint : t('cache.disabledByGlobal')}
            </p>
          </div>
          <Switch
            checked={settings[flag]}
            disabled={disabled || !settings.enabled}
            aria-labelledby={`${id}-${flag}`}
            aria-describedby={`${id}-${flag}-hint`}
            onCheckedChange={(checked) => onChange(setLanguageCache(draft, flag, checked))}
          />
        </div>
      ))}
    </div>
  );
}
