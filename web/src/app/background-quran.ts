interface NetworkInformation {
  saveData?: boolean;
}

/**
 * After any first page has loaded, starts storing the whole Quran on the device, so that one visit
 * is enough to read every surah offline. It waits for the service worker to be active (the app's
 * own files, without which nothing opens offline, are stored first and do not share a slow
 * connection with 1.3 MB of verses) and for the browser to be idle. Skipped when the visitor asked
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
  // Without a service worker (development, or a browser without one) the page's load is enough.
  const afterAppStored = () =>
    import.meta.env.PROD && 'serviceWorker' in navigator ? void navigator.serviceWorker.ready.then(whenIdle) : whenIdle();
  if (document.readyState === 'complete') afterAppStored();
  else window.addEventListener('load', afterAppStored, { once: true });
}
