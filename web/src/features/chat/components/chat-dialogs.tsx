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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('limit.title')}
      description={t('limit.message', { limit: limit ?? '' })}
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
            {t('limit.continue')}
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
