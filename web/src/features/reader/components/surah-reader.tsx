import { SURAH_COUNT, type SurahResponse } from '@quran-assistant/api/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useReadAloud } from '@/hooks/use-read-aloud';
import { isApiError } from '@/lib/api-client';
import { useDocumentHead, type HeadData } from '@/lib/head';
import { paths } from '@/lib/paths';
import { useSurah } from '../api/get-surah';
import { useSurahs } from '../api/get-surahs';
import { formatNumber, formatVerseKey, surahName, useReaderLanguage } from '../lib/numbers';
import { OfflineCopyStatus } from './offline-copy-status';
import { SurahNavigation } from './surah-navigation';
import { verseElementId, VerseItem } from './verse-item';
import styles from './reader.module.css';

/** A description fits a link preview: about two lines. */
const DESCRIPTION_LENGTH = 160;

function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^[0-9]{1,4}$/.test(text) ? Number(text) : null;
}

export interface SurahReaderProps {
  /** The address's surah and (optional) verse, as typed. */
  surahParam: string | undefined;
  ayahParam?: string;
}

/** A whole surah, opened at the verse the address names (scrolled to and marked). */
export function SurahReader({ surahParam, ayahParam }: SurahReaderProps) {
  const { t } = useTranslation('reader');
  const { language, number } = useReaderLanguage();
  const surahNumber = wholeNumber(surahParam);
  const known = surahNumber !== null && surahNumber >= 1 && surahNumber <= SURAH_COUNT;
  const ayah = ayahParam === undefined ? null : (wholeNumber(ayahParam) ?? 0);
  const surah = useSurah(surahNumber ?? 0, { enabled: known });
  const surahs = useSurahs();
  const readAloud = useReadAloud();
  const data = surah.data;
  const ayahExists = ayah !== null && data !== undefined && ayah >= 1 && ayah <= data.verses.length;

  useDocumentHead(headFor(data, ayahExists ? ayah : null, language, t));

  useEffect(() => {
    if (!data || ayah === null) return;
    const verse = document.getElementById(verseElementId(ayah));
    verse?.scrollIntoView?.({ block: 'start' });
    verse?.focus({ preventScroll: true });
  }, [data, ayah]);

  if (!known || (surah.isError && isApiError(surah.error) && surah.error.code === 'not_found')) {
    return (
      <div className={styles.page}>
        <div className={styles.problem} role="alert">
          <p>{t('surah.notFound', { number: surahParam ?? '' })}</p>
          <Link to={paths.quranIndex.getHref()}>{t('surah.allSurahs')}</Link>
        </div>
      </div>
    );
  }
  if (surah.isError) {
    return (
      <div className={styles.page}>
        <div className={styles.problem} role="alert">
          <p>{t('surah.loadError')}</p>
          <Button onClick={() => void surah.refetch()}>{t('surah.retry')}</Button>
        </div>
      </div>
    );
  }
  if (!data) return <Spinner label={t('surah.loading')} size={28} />;

  const info = data.surah;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.surahArabicTitle} lang="ar" dir="rtl">
          {info.nameArabic}
        </p>
        <h1 className={styles.title}>
          {number(info.number)}. {surahName(info, language)}
        </h1>
        <p className={styles.lead}>
          {language === 'bn' ? info.nameBangla : info.nameEnglish} · {t(`surah.${info.type}`)} ·{' '}
          {t('surah.verseCount', { total: number(info.verseCount) })}
        </p>
        <OfflineCopyStatus indexVersion={surahs.data?.indexVersion ?? data.indexVersion} />
      </header>
      <SurahNavigation surah={info} surahs={surahs.data?.surahs} placement="top" />
      {ayah !== null && !ayahExists ? (
        <p className={styles.problem} role="alert">
          {t('surah.ayahNotFound', { name: surahName(info, language), total: number(info.verseCount), ayah: ayahParam })}
        </p>
      ) : null}
      <ol className={styles.verses} aria-label={t('surah.versesLabel', { name: surahName(info, language) })}>
        {data.verses.map((verse) => (
          <VerseItem
            key={verse.key}
            surah={info.number}
            verse={verse}
            language={language}
            highlighted={verse.ayah === ayah}
            speaking={readAloud.speakingId === verse.key}
            canReadAloud={readAloud.isSupported}
            onToggleReadAloud={(text) => readAloud.toggle(verse.key, text, language)}
          />
        ))}
      </ol>
      <SurahNavigation surah={info} surahs={surahs.data?.surahs} placement="bottom" />
    </div>
  );
}

/** Title and description of a surah page, or of the verse it opens at (its translation). */
function headFor(
  data: SurahResponse | undefined,
  ayah: number | null,
  language: 'en' | 'bn',
  t: (key: string, options?: Record<string, string>) => string,
): HeadData {
  if (!data) return { title: t('meta.indexTitle') };
  const { surah } = data;
  const name = surahName(surah, language);
  const verse = ayah === null ? undefined : data.verses[ayah - 1];
  if (verse) {
    const translation = language === 'bn' ? verse.bn : verse.en;
    return {
      title: t('meta.verseTitle', { name, key: formatVerseKey(surah.number, verse.ayah, language) }),
      description: translation.length > DESCRIPTION_LENGTH ? `${translation.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : translation,
      path: paths.quranVerse.getHref(surah.number, verse.ayah),
    };
  }
  const meaning = language === 'bn' ? surah.nameBangla : surah.nameEnglish;
  return {
    title: t('meta.surahTitle', { name }),
    description: t('meta.surahDescription', { name, meaning, total: formatNumber(surah.verseCount, language) }),
    path: paths.quranSurah.getHref(surah.number),
  };
}
