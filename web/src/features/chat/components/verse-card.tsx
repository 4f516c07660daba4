import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckIcon, CopyIcon, SpeakerIcon, StopIcon } from '@/components/ui/icons';
import type { Citation } from '@quran-assistant/api/contract';
import { normaliseLanguage } from '@/lib/i18n';
import { localizeDigits } from '@/lib/localized-numbers';
import { paths } from '@/lib/paths';
import verseText from '@/components/ui/verse-text.module.css';
import { useVerse } from '../api/get-verse';
import { useCopyFeedback } from '../hooks/use-copy-feedback';
import styles from './verse-card.module.css';

const banglaScript = /[\u0980-\u09FF]/;

export function verseAnchorId(messageId: string, key: string): string {
  return `verse-${messageId}-${key.replace(/[^0-9a-z]/gi, '-')}`;
}

export interface VerseCardProps {
  citation: Citation;
  anchorId: string;
  speaking: boolean;
  onToggleReadAloud: (text: string, language: string) => void;
  canReadAloud: boolean;
  onCopyError: () => void;
}

/**
 * One cited verse, quoted from the corpus: Arabic (RTL), translation in the UI language, surah and key.
 * When the stored translation is in the other language, the verse is fetched again in the UI language.
 */
export function VerseCard({ citation, anchorId, speaking, onToggleReadAloud, canReadAloud, onCopyError }: VerseCardProps) {
  const { t, i18n } = useTranslation('chat');
  const uiLanguage = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
  const storedLanguage = banglaScript.test(citation.translation) ? 'bn' : 'en';
  const needsOtherLanguage = storedLanguage !== uiLanguage;
  const translated = useVerse(citation.key, uiLanguage, { enabled: needsOtherLanguage });
  const translation = needsOtherLanguage && translated.data ? translated.data.translation : citation.translation;
  const translationLanguage = needsOtherLanguage && translated.data ? uiLanguage : storedLanguage;
  // The Bangla interface names the surah in Bangla script (answers stored before the name existed keep the Latin one).
  const surahName = uiLanguage === 'bn' ? (citation.surahNameBangla ?? citation.surahName) : citation.surahName;
  const shownKey = localizeDigits(citation.key, uiLanguage);
  const reference = t('verses.reference', { surahName, key: shownKey });
  const { copied, copy } = useCopyFeedback({ onError: onCopyError });

  return (
    <article id={anchorId} tabIndex={-1} className={styles.card} aria-label={reference}>
      <header className={styles.header}>
        <span className={styles.reference}>
          <span className={styles.surah}>{surahName}</span>
          <Link
            to={paths.quranVerse.getHrefForKey(citation.key)}
            className={styles.key}
            aria-label={t('verses.openInReader', { key: shownKey })}
          >
            {shownKey}
          </Link>
        </span>
        <span className={styles.actions}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={copied ? t('actions.copied') : t('verses.copyVerse', { key: shownKey })}
            title={copied ? t('actions.copied') : t('actions.copy')}
            onClick={() => void copy(`${citation.arabic}\n\n${translation}\n— ${reference}`)}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </Button>
          {canReadAloud ? (
            <Button
              variant="ghost"
              size="icon"
              aria-pressed={speaking}
              aria-label={speaking ? t('actions.stopReading') : t('verses.readVerse', { key: shownKey })}
              onClick={() => onToggleReadAloud(translation, translationLanguage)}
            >
              {speaking ? <StopIcon /> : <SpeakerIcon />}
            </Button>
          ) : null}
        </span>
      </header>
      <p className={verseText.arabic} dir="rtl" lang="ar">
        {citation.arabic}
      </p>
      <p className={verseText.translation} lang={translationLanguage}>
        {translation}
      </p>
    </article>
  );
}
