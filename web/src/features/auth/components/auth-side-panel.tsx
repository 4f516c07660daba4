import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

// Al-'Alaq 96:1, quoted exactly from the bundled corpus (Uthmani text).
const verseArabic = 'ٱقۡرَأۡ بِٱسۡمِ رَبِّكَ ٱلَّذِي خَلَقَ';

/** Decorative panel shown beside the sign-in card on wide screens. */
export function AuthSidePanel() {
  const { t } = useTranslation('auth');
  return (
    <aside className={styles.sidePanel} aria-label={t('side.label')}>
      <svg className={styles.sidePattern} aria-hidden="true" focusable="false">
        <defs>
          <pattern id="auth-star-pattern" width="64" height="64" patternUnits="userSpaceOnUse">
            <path
              d="M32 4 39 25 60 32 39 39 32 60 25 39 4 32 25 25Z M32 16 36 28 48 32 36 36 32 48 28 36 16 32 28 28Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1"
            />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#auth-star-pattern)" />
      </svg>
      <div className={styles.sideContent}>
        <p className={styles.sideArabic} dir="rtl" lang="ar">
          {verseArabic}
        </p>
        <p className={styles.sideTranslation}>“{t('side.verseTranslation')}”</p>
        <p className={styles.sideReference}>{t('side.verseReference')}</p>
        <ul className={styles.sideBenefits}>
          <li>{t('side.benefitHistory')}</li>
          <li>{t('side.benefitVerses')}</li>
          <li>{t('side.benefitLanguages')}</li>
        </ul>
      </div>
    </aside>
  );
}
