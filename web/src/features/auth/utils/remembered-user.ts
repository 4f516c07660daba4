import type { User } from '../types';

/**
 * The last signed-in user, kept on the device so an offline visit still knows whose saved
 * history (IndexedDB) to show. Only the server's answer decides who is signed in while online:
 * this copy is read when GET /api/user cannot reach the server, and forgotten on sign-out or 401.
 */
export const rememberedUserStorageKey = 'quran-assistant:signed-in-user';

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    (typeof candidate.id === 'string' || typeof candidate.id === 'number') &&
    typeof candidate.name === 'string' &&
    typeof candidate.email === 'string' &&
    (candidate.role === 'admin' || candidate.role === 'user')
  );
}

export function rememberUser(user: User): void {
  try {
    window.localStorage.setItem(rememberedUserStorageKey, JSON.stringify(user));
  } catch {
    // Storage full or disabled (private mode): offline reading of history is then unavailable.
  }
}

export function recallUser(): User | null {
  try {
    const stored = window.localStorage.getItem(rememberedUserStorageKey);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetUser(): void {
  try {
    window.localStorage.removeItem(rememberedUserStorageKey);
  } catch {
    // Nothing was stored.
  }
}
