import { useTranslation } from 'react-i18next';
import { ShareIcon } from '@/components/ui/icons';
import styles from './shared-chat-header.module.css';

export function SharedChatHeader({ title, description, viewCount }: { title: string; description?: string | null; viewCount: number }) {
  const { t } = useTranslation('share');
  return (
    <header className={styles.header}>
      <p className={styles.badge}>
        <ShareIcon />
        <span data-testid="shared-views">{t('views', { count: viewCount })}</span>
      </p>
      <h1 className={styles.title}>{title || t('untitled')}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
}
