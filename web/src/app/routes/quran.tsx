import { useParams } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SurahIndex } from '@/features/reader/components/surah-index';
import { SurahReader } from '@/features/reader/components/surah-reader';

/** /quran: the list of surahs. */
export function QuranIndexRoute() {
  return (
    <>
      <Header />
      <main id="main-content">
        <SurahIndex />
      </main>
      <Footer />
    </>
  );
}

/** /quran/:surah and /quran/:surah/:ayah: a surah, opened at a verse. */
export function QuranSurahRoute() {
  const { surah, ayah } = useParams();
  return (
    <>
      <Header />
      <main id="main-content">
        <SurahReader key={surah} surahParam={surah} ayahParam={ayah} />
      </main>
      <Footer />
    </>
  );
}
