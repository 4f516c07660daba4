import { SURAH_COUNT } from '@quran-assistant/api/contract';
import { isOnline } from '@/lib/online-status';
import { fetchSurah } from '../api/get-surah';
import { saveSurah, storedSurahNumbers } from './stored-quran';

export interface OfflineCopyProgress {
  /** Surahs of the current index stored on this device. */
  saved: number;
  total: number;
  /** saving: downloading now; paused: stopped by a lost connection (resumes when online); done: every surah stored. */
  status: 'idle' | 'saving' | 'paused' | 'done';
}

/** Small surahs are many: a few requests at a time keep a phone's connection busy without crowding out the page. */
const PARALLEL_DOWNLOADS = 3;

let progress: OfflineCopyProgress = { saved: 0, total: SURAH_COUNT, status: 'idle' };
const listeners = new Set<() => void>();
let running: Promise<void> | null = null;

function update(next: Partial<OfflineCopyProgress>): void {
  progress = { ...progress, ...next };
  for (const listener of listeners) listener();
}

export function subscribeToOfflineCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function offlineCopyProgress(): OfflineCopyProgress {
  return progress;
}

/**
 * Stores every surah of this index build on the device in the background (about 1.2 MB
 * compressed, 4.7 MB stored), so that after one visit the whole Quran reads offline.
 * Runs once at a time and outlives the page that started it; surahs already stored are skipped.
 */
export function startOfflineCopy(indexVersion: string): Promise<void> {
  running ??= copyMissingSurahs(indexVersion).finally(() => {
    running = null;
  });
  return running;
}

async function copyMissingSurahs(indexVersion: string): Promise<void> {
  const stored = await storedSurahNumbers(indexVersion);
  const missing = Array.from({ length: SURAH_COUNT }, (_, index) => index + 1).filter((number) => !stored.has(number));
  update({ saved: stored.size, status: missing.length === 0 ? 'done' : 'saving' });
  if (missing.length === 0) return;
  // Asks the browser not to evict the copy under storage pressure (it may decline).
  void navigator.storage?.persist?.().catch(() => false);

  let failed = false;
  const worker = async () => {
    for (let number = missing.shift(); number !== undefined && !failed; number = missing.shift()) {
      try {
        if (!isOnline()) throw new Error('offline');
        await saveSurah(await fetchSurah(number));
        update({ saved: progress.saved + 1 });
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
  update({ status: failed ? 'paused' : 'done' });
}
