import type { VerseDto, VerseLookupResponse } from '@quran-assistant/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/verses/:key?lang= (cached first by the service worker: verse text never changes). */
export async function getVerse(key: string, lang: 'en' | 'bn'): Promise<VerseDto | null> {
  const response = await api.get<VerseLookupResponse>(`/api/verses/${encodeURIComponent(key)}`, { query: { lang } });
  return response.verses[0] ?? null;
}

export function getVerseQueryOptions(key: string, lang: 'en' | 'bn') {
  return queryOptions({ queryKey: ['verse', key, lang], queryFn: () => getVerse(key, lang) });
}

export function useVerse(key: string, lang: 'en' | 'bn', { enabled }: { enabled: boolean }) {
  return useQuery({ ...getVerseQueryOptions(key, lang), enabled });
}
