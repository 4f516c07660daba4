import { isApiError } from './api-client';
import { isOnline } from './online-status';

export function isNetworkFailure(error: unknown): boolean {
  return (isApiError(error) && error.code === 'network_error') || !isOnline();
}

/**
 * Fetches from the server and keeps a local copy; when the network is down,
 * answers from that copy instead. Saving is best-effort: a full disk must not break the page.
 */
export async function fetchWithLocalCopy<T>({
  remote,
  save,
  load,
}: {
  remote: () => Promise<T>;
  save?: (data: T) => Promise<void>;
  load?: () => Promise<T | undefined>;
}): Promise<T> {
  try {
    const data = await remote();
    if (save) await save(data).catch((error: unknown) => console.warn('Could not save data for offline use', error));
    return data;
  } catch (error) {
    if (load && isNetworkFailure(error)) {
      const local = await load().catch(() => undefined);
      if (local !== undefined) return local;
    }
    throw error;
  }
}
