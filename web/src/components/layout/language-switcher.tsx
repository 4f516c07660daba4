import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons';
import { changeLanguage, languageNames, normaliseLanguage, supportedLanguages, type Language } from '@/lib/i18n';
import styles from './language-switcher.module.css';

// Narrow headers show the short names; the full name stays the button's accessible name.
const shortNames: Record<Language, string> = { en: 'EN', bn: 'বাং' };

/** The interface language choice, in the header's flow so it never floats over a control. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <div role="group" aria-label={t('language.label')} className={styles.switcher}>
      <GlobeIcon className={styles.icon} />
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={languageNames[language]}
          aria-pressed={current === language}
          className={styles.option}
          onClick={() => void changeLanguage(language)}
        >
          <span className={styles.fullName}>{languageNames[language]}</span>
          <span className={styles.shortName} aria-hidden="true">
            {shortNames[language]}
          </span>
        </button>
      ))}
    </div>
  );
}
