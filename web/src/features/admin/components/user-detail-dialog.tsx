import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { AdminUser } from '../api/get-admin-users';
import { formatRelativeTime, formatShortDate } from '@/lib/relative-time';
import { DetailList } from './detail-list';
import styles from './admin.module.css';

export interface UserDetailDialogProps {
  user: AdminUser | null;
  /** The signed-in admin: nobody may disable their own account from here. */
  currentUserId: string | null;
  isUpdating: boolean;
  onClose: () => void;
  onToggleStatus: (user: AdminUser) => void;
}

export function UserDetailDialog({ user, currentUserId, isUpdating, onClose, onToggleStatus }: UserDetailDialogProps) {
  const { t, i18n } = useTranslation('admin');
  if (!user) return null;
  const never = t('time.never');
  const isSelf = user.id === currentUserId;
  const number = new Intl.NumberFormat(i18n.language);
  const rows: Array<[string, ReactNode]> = [
    [t('users.columns.id'), <code key="id">{user.id}</code>],
    [t('users.columns.email'), user.email],
    [t('users.columns.status'), <StatusBadge key="status" status={user.status} />],
    [t('users.role'), user.role === 'admin' ? t('users.roleAdmin') : t('users.roleUser')],
    [t('users.columns.joined'), `${formatShortDate(user.joinDate, i18n.language)} (${formatRelativeTime(user.joinDate, { locale: i18n.language, never })})`],
    [t('users.columns.sessions'), number.format(user.chats)],
    [t('users.columns.lastActivity'), formatRelativeTime(user.lastLogin, { locale: i18n.language, never })],
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user.name || user.email}
      description={t('users.detailDescription')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('users.close')}
          </Button>
          <Button
            variant={user.status === 'active' ? 'destructive' : 'default'}
            disabled={isUpdating || isSelf}
            title={isSelf ? t('users.cannotDisableSelf') : undefined}
            onClick={() => onToggleStatus(user)}
          >
            {user.status === 'active' ? t('users.disable') : t('users.enable')}
          </Button>
        </>
      }
    >
      <DetailList rows={rows} />
      {isSelf ? <p className={styles.muted}>{t('users.cannotDisableSelf')}</p> : null}
    </Dialog>
  );
}

export function StatusBadge({ status }: { status: AdminUser['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge variant={status === 'active' ? 'default' : 'destructive'}>{t(`users.status.${status}`)}</Badge>;
}
