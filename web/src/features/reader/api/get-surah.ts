import type { SurahResponse } from '@quran-assistant/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchWithLocalCopy } from '@/lib/offline-first';
import { loadSurah, saveSurah } from '../lib/stored-quran';

/** GET /api/surahs/:number from the server only. */
export function fetchSurah(number: number): Promise<SurahResponse> {
  return api.get<SurahResponse>(`/api/surahs/${number}`);
}

/** A surah with every verse, kept on the device so it reads offline. */
export function getSurah(number: number): Promise<SurahResponse> {
  return fetchWithLocalCopy({
    remote: () => fetchSurah(number),
    save: saveSurah,
    load: () => loadSurah(number),
  });
}

// The corpus changes only with a new index: fresh for the whole visit; a 404 is not retried.
export function getSurahQueryOptions(number: number) {
  return queryOptions({ queryKey: ['surah', number], queryFn: () => getSurah(number), staleTime: Infinity, retry: false });
}

export function useSurah(number: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getSurahQueryOptions(number), enabled });
}
