import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ShareIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { track } from '@/lib/track';
import { useCreateShareLink } from '../api/create-share-link';

/** Creates (or reuses) the conversation's share link and copies it. */
export function ShareButton({ sessionId, hasMessages, disabled }: { sessionId: string; hasMessages: boolean; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const { toast } = useToast();
  const createShareLink = useCreateShareLink();

  async function share() {
    track('chat_shared', { has_messages: hasMessages });
    if (!hasMessages) {
      toast({ title: t('errors.noConversation'), variant: 'destructive' });
      return;
    }
    try {
      const url = await createShareLink.mutateAsync(sessionId);
      try {
        await copyText(url);
        toast({ title: t('actions.linkCopied'), description: t('actions.linkCopiedDescription') });
      } catch {
        // Copy refused (e.g. no user gesture left): show the link so it can be copied by hand.
        toast({ title: t('actions.share'), description: url });
      }
    } catch {
      toast({ title: t('errors.title'), description: t('errors.shareFailed'), variant: 'destructive' });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void share()} disabled={disabled || createShareLink.isPending}>
      <ShareIcon />
      {t('actions.share')}
    </Button>
  );
}
