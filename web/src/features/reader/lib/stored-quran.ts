import type { SurahListResponse, SurahResponse } from '@quran-assistant/api/contract';
import { localDb, type LocalDatabase } from '@/lib/local-db';

/** The reader's copy of the Quran in IndexedDB: read when the device is offline. */
export async function saveSurahList(list: SurahListResponse, db: LocalDatabase = localDb): Promise<void> {
  await db.surahLists.put({ ...list, id: 'list' });
}

export async function loadSurahList(db: LocalDatabase = localDb): Promise<SurahListResponse | undefined> {
  const stored = await db.surahLists.get('list');
  if (!stored) return undefined;
  const { id: _id, ...list } = stored;
  return list;
}

export async function saveSurah(surah: SurahResponse, db: LocalDatabase = localDb): Promise<void> {
  await db.surahs.put({ ...surah, number: surah.surah.number });
}

export async function loadSurah(number: number, db: LocalDatabase = localDb): Promise<SurahResponse | undefined> {
  const stored = await db.surahs.get(number);
  if (!stored) return undefined;
  const { number: _number, ...surah } = stored;
  return surah;
}

/** Numbers of the surahs stored from the given index build (older builds are fetched again). */
export async function storedSurahNumbers(indexVersion: string, db: LocalDatabase = localDb): Promise<Set<number>> {
  const rows = await db.surahs.filter((row) => row.indexVersion === indexVersion).primaryKeys();
  return new Set(rows);
}
