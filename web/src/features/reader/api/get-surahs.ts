import type { SurahListResponse } from '@quran-assistant/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchWithLocalCopy } from '@/lib/offline-first';
import { loadSurahList, saveSurahList } from '../lib/stored-quran';

/** GET /api/surahs, kept on the device so the surah list opens offline. */
export function getSurahs(): Promise<SurahListResponse> {
  return fetchWithLocalCopy({ remote: () => api.get<SurahListResponse>('/api/surahs'), save: saveSurahList, load: loadSurahList });
}

// The corpus changes only with a new index: fresh for the whole visit.
export function getSurahsQueryOptions() {
  return queryOptions({ queryKey: ['surahs'], queryFn: getSurahs, staleTime: Infinity, retry: 1 });
}

export function useSurahs() {
  return useQuery(getSurahsQueryOptions());
}
