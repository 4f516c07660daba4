import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One verse of GET /api/verses/:key (VerseSchema on the server). */
export interface Verse {
  key: string;
  surah: number;
  ayah: number;
  arabic: string;
  translation: string;
  transliteration: string;
}

interface VerseLookupResponse {
  key: string;
  verses: Verse[];
}

/** GET /api/verses/:key?lang= (cached first by the service worker: verse text never changes). */
export async function getVerse(key: string, lang: 'en' | 'bn'): Promise<Verse | null> {
  const response = await api.get<VerseLookupResponse>(`/api/verses/${encodeURIComponent(key)}`, { query: { lang } });
  return response.verses[0] ?? null;
}

export function getVerseQueryOptions(key: string, lang: 'en' | 'bn') {
  return queryOptions({ queryKey: ['verse', key, lang], queryFn: () => getVerse(key, lang) });
}

export function useVerse(key: string, lang: 'en' | 'bn', { enabled }: { enabled: boolean }) {
  return useQuery({ ...getVerseQueryOptions(key, lang), enabled });
}
