import type { SurahListResponse, SurahResponse } from '@quran-assistant/api/contract';
import { localDb, type LocalDatabase } from '@/lib/local-db';

/** The reader's copy of the Quran in IndexedDB: read when the device is offline. */
export async function saveSurahList(list: SurahListResponse, given?: LocalDatabase): Promise<void> {
  const db = given ?? (await localDb());
  await db.surahLists.put({ ...list, id: 'list' });
}

export async function loadSurahList(given?: LocalDatabase): Promise<SurahListResponse | undefined> {
  const db = given ?? (await localDb());
  const stored = await db.surahLists.get('list');
  if (!stored) return undefined;
  const { id: _id, ...list } = stored;
  return list;
}

export async function saveSurah(surah: SurahResponse, given?: LocalDatabase): Promise<void> {
  const db = given ?? (await localDb());
  await db.surahs.put({ ...surah, number: surah.surah.number });
}

export async function loadSurah(number: number, given?: LocalDatabase): Promise<SurahResponse | undefined> {
  const db = given ?? (await localDb());
  const stored = await db.surahs.get(number);
  if (!stored) return undefined;
  const { number: _number, ...surah } = stored;
  return surah;
}

/** Numbers of the surahs stored from the given index build (older builds are fetched again). */
export async function storedSurahNumbers(indexVersion: string, given?: LocalDatabase): Promise<Set<number>> {
  const db = given ?? (await localDb());
  const rows = await db.surahs.filter((row) => row.indexVersion === indexVersion).primaryKeys();
  return new Set(rows);
}
