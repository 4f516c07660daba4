import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import { useSurahs } from '../api/get-surahs';
import { surahName, useReaderLanguage } from '../lib/numbers';
import { OfflineCopyStatus } from './offline-copy-status';
import styles from './reader.module.css';

/** The list of the 114 surahs, each a link to its reader page. */
export function SurahIndex() {
  const { t } = useTranslation('reader');
  const { language, number } = useReaderLanguage();
  const surahs = useSurahs();
  useDocumentHead({ title: t('meta.indexTitle'), description: t('meta.indexDescription'), path: paths.quranIndex.getHref() });

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t('index.title')}</h1>
        <p className={styles.lead}>{t('index.lead')}</p>
        <OfflineCopyStatus indexVersion={surahs.data?.indexVersion} />
      </header>
      {surahs.isPending ? <Spinner label={t('surah.loading')} size={28} /> : null}
      {surahs.isError ? (
        <div className={styles.problem} role="alert">
          <p>{t('surah.listError')}</p>
          <Button onClick={() => void surahs.refetch()}>{t('surah.retry')}</Button>
        </div>
      ) : null}
      {surahs.data ? (
        <ol className={styles.surahList} aria-label={t('index.listLabel')}>
          {surahs.data.surahs.map((surah) => (
            <li key={surah.number}>
              <Link to={paths.quranSurah.getHref(surah.number)} className={styles.surahLink}>
                <span className={styles.surahNumber}>{number(surah.number)}</span>
                <span className={styles.surahNames}>
                  <span className={styles.surahName}>{surahName(surah, language)}</span>
                  <span className={styles.surahMeaning}>
                    {language === 'bn' ? surah.nameBangla : surah.nameEnglish} ·{' '}
                    {t('surah.verseCount', { total: number(surah.verseCount) })}
                  </span>
                </span>
                <span className={styles.surahArabic} lang="ar" dir="rtl">
                  {surah.nameArabic}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
