import { useEffect, useSyncExternalStore } from 'react';
import { useOnlineStatus } from '@/lib/online-status';
import { offlineCopyProgress, startOfflineCopy, subscribeToOfflineCopy } from '../lib/offline-copy';

/** Starts (or resumes, when the connection returns) storing the whole Quran on the device; returns its progress. */
export function useOfflineCopy(indexVersion: string | undefined) {
  const online = useOnlineStatus();
  useEffect(() => {
    if (indexVersion && online) void startOfflineCopy(indexVersion);
  }, [indexVersion, online]);
  return useSyncExternalStore(subscribeToOfflineCopy, offlineCopyProgress);
}
