import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FeedbackItem, FeedbackStatus } from '../api/get-admin-feedback';
import { formatRelativeTime } from '@/lib/relative-time';
import styles from './admin.module.css';

/** A hyphenated type such as "bug-report" is shown as "bug report". */
export function feedbackTypeLabel(type: string): string {
  return type.replace(/-/g, ' ');
}

const statusVariants: Record<FeedbackStatus, BadgeVariant> = {
  new: 'default',
  reviewed: 'secondary',
  action_required: 'destructive',
  implemented: 'outline',
  fixed: 'outline',
};

export interface FeedbackCardProps {
  item: FeedbackItem;
  isUpdating: boolean;
  onMarkReviewed: (item: FeedbackItem) => void;
  onRespond: (item: FeedbackItem) => void;
}

export function FeedbackCard({ item, isUpdating, onMarkReviewed, onRespond }: FeedbackCardProps) {
  const { t, i18n } = useTranslation('admin');
  const created = new Date(item.createdAt);
  return (
    <Card className={styles.feedbackCard}>
      <div className={styles.feedbackMeta}>
        <span className={styles.feedbackType}>{feedbackTypeLabel(item.type)}</span>
        <Badge variant={statusVariants[item.status] ?? 'secondary'}>{t(`feedback.status.${item.status}`)}</Badge>
        {item.rating ? <Badge variant="outline">{t(`feedback.rating.${item.rating}`)}</Badge> : null}
        <time className={styles.muted} dateTime={Number.isNaN(created.getTime()) ? undefined : created.toISOString()}>
          {formatRelativeTime(item.createdAt, { locale: i18n.language, never: t('time.never') })}
        </time>
      </div>
      <p className={styles.feedbackMessage}>{item.message}</p>
      {item.name || item.email ? (
        <p className={styles.muted}>
          {t('feedback.from')} {item.name}
          {item.email ? (
            <>
              {item.name ? ' · ' : ''}
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {item.sessionId ? <p className={styles.muted}>{t('feedback.session', { id: item.sessionId })}</p> : null}
      {item.response ? (
        <div className={styles.feedbackResponse}>
          <p className={styles.feedbackResponseLabel}>{t('feedback.response')}</p>
          <p>{item.response}</p>
        </div>
      ) : null}
      <div className={styles.feedbackActions}>
        <Button variant="outline" size="sm" disabled={isUpdating || item.status !== 'new'} onClick={() => onMarkReviewed(item)}>
          {t('feedback.markReviewed')}
        </Button>
        <Button variant="secondary" size="sm" disabled={isUpdating} onClick={() => onRespond(item)}>
          {t('feedback.respond')}
        </Button>
      </div>
    </Card>
  );
}
