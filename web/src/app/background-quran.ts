interface NetworkInformation {
  saveData?: boolean;
}

/**
 * After any first page has loaded and the browser is idle, starts storing the whole Quran on the
 * device, so that one visit is enough to read every surah offline. Skipped when the visitor asked
 * the browser to save data (the reader still stores what it opens). The download code is a chunk
 * of its own: the first screen never waits for it.
 */
export function scheduleBackgroundQuranCopy(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return;
  const start = () => void import('./background-quran-copy').then(({ copyQuranInBackground }) => copyQuranInBackground());
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 10_000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
