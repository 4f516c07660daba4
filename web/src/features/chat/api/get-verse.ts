import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Verse {
  key: string;
  surah: number;
  ayah: number;
  surahName: string;
  arabic: string;
  translation: string;
  transliteration?: string;
}

/** GET /api/verses/:key?lang= (cached first by the service worker: verse text never changes). */
export async function getVerse(key: string, lang: 'en' | 'bn'): Promise<Verse | null> {
  const response = await api.get<Verse | Verse[] | { verses: Verse[] }>(`/api/verses/${encodeURIComponent(key)}`, {
    query: { lang },
  });
  const verses = Array.isArray(response) ? response : 'verses' in response ? response.verses : [response];
  return verses[0] ?? null;
}

export function getVerseQueryOptions(key: string, lang: 'en' | 'bn') {
  return queryOptions({ queryKey: ['verse', key, lang], queryFn: () => getVerse(key, lang) });
}

export function useVerse(key: string, lang: 'en' | 'bn', { enabled }: { enabled: boolean }) {
  return useQuery({ ...getVerseQueryOptions(key, lang), enabled });
}
