import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FeedbackItem } from '../api/get-admin-feedback';
import type { AdminStats } from '../api/get-admin-stats';
import type { AdminUser } from '../api/get-admin-users';
import { formatRelativeTime } from '@/lib/relative-time';
import { feedbackTypeLabel } from './feedback-card';
import styles from './admin.module.css';

/** The overview lists the 3 latest registrations and feedback items. */
export const recentItemCount = 3;

export function latestFirst<T>(items: T[], dateOf: (item: T) => string | null | undefined, count = recentItemCount): T[] {
  const time = (item: T) => {
    const value = dateOf(item);
    const parsed = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(parsed) ? 0 : parsed;
  };
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, count);
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

function StatCard({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  return (
    <Card className={styles.statCard}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
      <p className={styles.statDetail}>{detail}</p>
    </Card>
  );
}

export interface OverviewTabProps {
  stats: AdminStats | undefined;
  users: AdminUser[];
  feedback: FeedbackItem[];
  onShowTab: (tab: 'users' | 'feedback') => void;
}

export function OverviewTab({ stats, users, feedback, onShowTab }: OverviewTabProps) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const never = t('time.never');
  const recentUsers = latestFirst(users, (user) => user.joinDate);
  const recentFeedback = latestFirst(feedback, (item) => item.createdAt);

  return (
    <div className={styles.stack}>
      {stats ? (
        <div className={styles.statGrid}>
          <StatCard
            label={t('overview.totalUsers')}
            value={number.format(stats.totalUsers)}
            detail={t('overview.activeUsers', {
              active: number.format(stats.activeUsers),
              percent: number.format(percent(stats.activeUsers, stats.totalUsers)),
            })}
          />
          <StatCard
            label={t('overview.totalSessions')}
            value={number.format(stats.totalSessions)}
            detail={t('overview.newSessions', { count: stats.last24hSessions, formatted: number.format(stats.last24hSessions) })}
          />
          <StatCard
            label={t('overview.totalMessages')}
            value={number.format(stats.totalMessages)}
            detail={t('overview.avgSessions', { average: number.format(stats.avgSessionsPerUser) })}
          />
          <StatCard
            label={t('overview.feedbackRating')}
            value={`${number.format(Math.round(stats.positiveRating))}%`}
            detail={t('overview.feedbackCount', { count: stats.feedbackCount, formatted: number.format(stats.feedbackCount) })}
          />
        </div>
      ) : null}

      <div className={styles.overviewGrid}>
        <Card>
          <h2 className={styles.cardTitle}>{t('overview.trendingTitle')}</h2>
          {stats && stats.trendingTopics.length > 0 ? (
            <ol className={styles.topicList}>
              {stats.trendingTopics.map((topic) => (
                <li key={topic.topic}>
                  <span className={styles.topicName}>{topic.topic}</span>
                  <Badge variant="secondary">{t('overview.topicCount', { count: topic.count, formatted: number.format(topic.count) })}</Badge>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>{t('overview.noTopics')}</p>
          )}
        </Card>

        <Card>
          <div className={styles.cardHeader}>
            <h2 className={styles.cardTitle}>{t('overview.recentUsers')}</h2>
            <Button variant="link" size="sm" onClick={() => onShowTab('users')}>
              {t('overview.viewAllUsers')}
            </Button>
          </div>
          {recentUsers.length > 0 ? (
            <ul className={styles.recentList}>
              {recentUsers.map((user) => (
                <li key={user.id}>
                  <span className={styles.recentPrimary}>{user.name || user.email}</span>
                  <span className={styles.recentSecondary}>
                    {user.email} · {formatRelativeTime(user.joinDate, { locale: i18n.language, never })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('users.empty')}</p>
          )}
        </Card>

        <Card>
          <div className={styles.cardHeader}>
            <h2 className={styles.cardTitle}>{t('overview.recentFeedback')}</h2>
            <Button variant="link" size="sm" onClick={() => onShowTab('feedback')}>
              {t('overview.viewAllFeedback')}
            </Button>
          </div>
          {recentFeedback.length > 0 ? (
            <ul className={styles.recentList}>
              {recentFeedback.map((item) => (
                <li key={item.id}>
                  <span className={styles.recentPrimary}>{item.message}</span>
                  <span className={styles.recentSecondary}>
                    <span className={styles.feedbackType}>{feedbackTypeLabel(item.type)}</span> ·{' '}
                    {formatRelativeTime(item.createdAt, { locale: i18n.language, never })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('feedback.empty')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
