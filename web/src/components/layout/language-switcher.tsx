import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons';
import { changeLanguage, languageNames, normaliseLanguage, supportedLanguages } from '@/lib/i18n';
import styles from './language-switcher.module.css';

/** The app shell renders the floating switcher once; a page that renders another one gets nothing. */
export const LanguageSwitcherMountedContext = createContext(false);

export function LanguageSwitcher({ floating = true }: { floating?: boolean }) {
  const alreadyMounted = useContext(LanguageSwitcherMountedContext);
  const { t, i18n } = useTranslation('common');
  if (alreadyMounted && floating) return null;
  const current = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <div role="group" aria-label={t('language.label')} className={`${styles.switcher} ${floating ? styles.floating : ''}`}>
      <GlobeIcon className={styles.icon} />
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          className={styles.option}
          onClick={() => void changeLanguage(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
