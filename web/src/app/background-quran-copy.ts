import { getSurahs } from '@/features/reader/api/get-surahs';
import { offlineCopyProgress, startOfflineCopy, subscribeToOfflineCopy } from '@/features/reader/lib/offline-copy';

/** Where the page says how far the offline copy has got (`data-offline-quran` on <html>: saving, paused or done). */
function showProgress(): void {
  const { status } = offlineCopyProgress();
  if (status !== 'idle') document.documentElement.dataset.offlineQuran = status;
}

async function copyOnce(): Promise<void> {
  try {
    // The list is stored too (the reader's index offline) and names the index build the surahs belong to.
    const { indexVersion } = await getSurahs();
    await startOfflineCopy(indexVersion);
  } catch (error) {
    // Offline with nothing stored yet, or the server is down: the next `online` event tries again.
    console.warn('Could not store the Quran for offline reading', error);
  }
}

let started = false;

/** Stores every surah not stored yet, and resumes whenever the connection returns. */
export function copyQuranInBackground(): void {
  if (started) return;
  started = true;
  subscribeToOfflineCopy(showProgress);
  showProgress();
  window.addEventListener('online', () => {
    if (offlineCopyProgress().status !== 'done') void copyOnce();
  });
  void copyOnce();
}
