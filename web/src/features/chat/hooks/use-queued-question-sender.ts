import { useEffect } from 'react';
import { useOnlineStatus } from '@/lib/online-status';
import { useSession } from '@/lib/session';
import { sendQueuedQuestions } from '../lib/send-queued-questions';

/** Sends the questions asked offline when the app starts online and whenever the network returns, on any page. */
export function useQueuedQuestionSender(): void {
  const { user, isLoading } = useSession();
  const online = useOnlineStatus();
  const ownerKey = user ? String(user.id) : 'guest';
  useEffect(() => {
    if (isLoading || !online) return;
    sendQueuedQuestions(ownerKey).catch((error: unknown) => console.warn('Could not send the queued questions', error));
  }, [isLoading, online, ownerKey]);
}
