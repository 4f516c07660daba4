import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AlertIcon, BookIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { useAppConfig } from '@/lib/app-config';
import styles from './chat-dialogs.module.css';

export function OffTopicDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('chat');
  const topics = t('offTopic.topics', { returnObjects: true }) as string[];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('offTopic.title')}
      description={t('offTopic.message')}
      icon={<BookIcon />}
      footer={
        <Button onClick={() => onOpenChange(false)} data-autofocus>
          {t('offTopic.confirm')}
        </Button>
      }
    >
      <p className={styles.subheading}>{t('offTopic.suggestionsHeading')}</p>
      <ul className={styles.topics}>
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </Dialog>
  );
}

/** Asks a guest at the free-message limit to sign in; Google is named only where this server offers Google sign-in. */
export function GuestLimitDialog({
  open,
  onOpenChange,
  limit,
  onSignIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  limit: number | null;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('chat');
  const google = useAppConfig().googleClientId !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('limit.title')}
      description={t(google ? 'limit.message' : 'limit.messageWithoutGoogle', { limit: limit ?? '' })}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('limit.later')}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              onOpenChange(false);
              onSignIn();
            }}
          >
            {google ? t('limit.continue') : t('limit.signIn')}
          </Button>
        </>
      }
    />
  );
}

export function ServiceIssueDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('chat');
  const config = useAppConfig();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t('serviceIssue.title')}
      description={t('serviceIssue.message')}
      icon={<AlertIcon />}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('serviceIssue.close')}
          </Button>
          <a
            className={buttonClassName()}
            href={config.alternativeAssistantUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-autofocus
          >
            {t('serviceIssue.alternative')}
            <ExternalLinkIcon />
          </a>
        </>
      }
    />
  );
}
