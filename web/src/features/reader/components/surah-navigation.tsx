import type { SurahDto } from '@quran-assistant/api/contract';
import { SURAH_COUNT } from '@quran-assistant/api/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { parseTypedNumber, useReaderLanguage } from '../lib/numbers';
import styles from './reader.module.css';

export interface SurahNavigationProps {
  surah: SurahDto;
  /** The surah list, for the neighbours' names; numbers alone until it has loaded. */
  surahs: SurahDto[] | undefined;
  /** The page shows the navigation above and below the verses; each landmark is named for its place. */
  placement: 'top' | 'bottom';
}

/** Previous and next surah, the surah list, and a jump to a verse of this surah. */
export function SurahNavigation({ surah, surahs, placement }: SurahNavigationProps) {
  const { t } = useTranslation('reader');
  const { number, name } = useReaderLanguage();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const nameOf = (n: number) => (surahs?.[n - 1] ? name(surahs[n - 1]!) : number(n));

  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ayah = parseTypedNumber(typed);
    if (ayah === null || ayah < 1 || ayah > surah.verseCount) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void navigate(paths.quranVerse.getHref(surah.number, ayah));
  };

  const errorId = `jump-error-${surah.number}-${placement}`;
  return (
    <nav className={styles.navigation} aria-label={t(placement === 'top' ? 'surah.navigationTop' : 'surah.navigationBottom')}>
      <div className={styles.neighbours}>
        {surah.number > 1 ? (
          <Link to={paths.quranSurah.getHref(surah.number - 1)} rel="prev">
            ← {t('surah.previous', { name: nameOf(surah.number - 1) })}
          </Link>
        ) : null}
        <Link to={paths.quranIndex.getHref()}>{t('surah.allSurahs')}</Link>
        {surah.number < SURAH_COUNT ? (
          <Link to={paths.quranSurah.getHref(surah.number + 1)} rel="next">
            {t('surah.next', { name: nameOf(surah.number + 1) })} →
          </Link>
        ) : null}
      </div>
      <form className={styles.jump} onSubmit={jump} noValidate>
        <label htmlFor={`jump-${surah.number}`}>{t('surah.jumpLabel')}</label>
        <input
          id={`jump-${surah.number}`}
          className={styles.jumpInput}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          placeholder={`${number(1)}–${number(surah.verseCount)}`}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outline" size="sm">
          {t('surah.jumpButton')}
        </Button>
        {invalid ? (
          <p id={errorId} className={styles.jumpError} role="alert">
            {t('surah.jumpInvalid', { total: number(surah.verseCount) })}
          </p>
        ) : null}
      </form>
    </nav>
  );
}
