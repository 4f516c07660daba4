import { useState } from 'react';
import { useUsage, type Usage } from '@/lib/usage';

// Once dismissed, the prompt stays away for the rest of the browser session.
const DISMISSED_KEY = 'registrationPromptDismissed';

export interface RegistrationPromptState {
  isGuest: boolean;
  /** The guest sent a message from this screen: the prompt follows a message, never a page load. */
  sentHere: boolean;
  dismissed: boolean;
}

/** A guest is asked to register once their messages reach the admin's prompt count (`promptAfter`). */
export function registrationPromptDue(usage: Pick<Usage, 'used' | 'promptAfter'> | undefined, state: RegistrationPromptState): boolean {
  if (!state.isGuest || !state.sentHere || state.dismissed || usage === undefined) return false;
  return usage.used >= usage.promptAfter;
}

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The registration prompt of the admin's "show registration prompt after this many messages" setting. */
export function useRegistrationPrompt({ isGuest, sentHere }: { isGuest: boolean; sentHere: boolean }) {
  const usage = useUsage({ enabled: isGuest });
  const [dismissed, setDismissed] = useState(readDismissed);
  const due = registrationPromptDue(usage.data, { isGuest, sentHere, dismissed });
  function dismiss(): void {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): the prompt stays dismissed until the page reloads.
    }
  }
  return { due, dismiss };
}
