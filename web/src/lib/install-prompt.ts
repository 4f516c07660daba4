import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for the install button. Called from the entry, before the first
 * render: the browser may offer installation before the header exists, and offers only once per page.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The app shows its own button instead of the browser's mini-infobar.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is used up either way (the browser may offer again later). */
async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}

/** Whether the browser offers installation now, and the action that asks it to install. */
export function useInstallOffer(): { offered: boolean; install: () => Promise<void> } {
  const offered = useSyncExternalStore(subscribe, () => offer !== null, () => false);
  return { offered, install };
}
