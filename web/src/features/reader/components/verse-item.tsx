import type { SurahVerseDto } from '@quran-assistant/api/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SpeakerIcon, StopIcon } from '@/components/ui/icons';
import verseText from '@/components/ui/verse-text.module.css';
import { formatVerseKey } from '../lib/numbers';
import styles from './reader.module.css';

export function verseElementId(ayah: number): string {
  return `ayah-${ayah}`;
}

export interface VerseItemProps {
  surah: number;
  verse: SurahVerseDto;
  language: 'en' | 'bn';
  /** The verse the address names: scrolled to and marked. */
  highlighted: boolean;
  speaking: boolean;
  canReadAloud: boolean;
  onToggleReadAloud: (text: string) => void;
}

/** One verse: its number, the Arabic exactly as in the corpus, and the translation in the UI language. */
export function VerseItem({ surah, verse, language, highlighted, speaking, canReadAloud, onToggleReadAloud }: VerseItemProps) {
  const { t } = useTranslation('reader');
  const key = formatVerseKey(surah, verse.ayah, language);
  const translation = language === 'bn' ? verse.bn : verse.en;
  return (
    <li
      id={verseElementId(verse.ayah)}
      tabIndex={-1}
      className={highlighted ? `${styles.verse} ${styles.highlighted}` : styles.verse}
      aria-label={t('surah.verseLabel', { key })}
      aria-current={highlighted ? 'location' : undefined}
    >
      <header className={styles.verseHeader}>
        <span className={styles.verseKey}>{key}</span>
        {canReadAloud ? (
          <Button
            variant="ghost"
            size="icon"
            aria-pressed={speaking}
            aria-label={speaking ? t('surah.stopReading') : t('surah.readVerse', { key })}
            onClick={() => onToggleReadAloud(translation)}
          >
            {speaking ? <StopIcon /> : <SpeakerIcon />}
          </Button>
        ) : null}
      </header>
      <p className={verseText.arabic} lang="ar" dir="rtl">
        {verse.arabic}
      </p>
      <p className={verseText.translation} lang={language}>
        {translation}
      </p>
    </li>
  );
}
