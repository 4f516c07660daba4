import { ADMIN_USERS_PAGE_SIZE } from '@quran-assistant/api/contract/limits.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useAdminUsers, type AdminUser } from '../api/get-admin-users';
import { useUpdateUserStatus } from '../api/update-user-status';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { pageCount } from '../utils/pagination-window';
import { formatRelativeTime, formatShortDate } from '@/lib/relative-time';
import { Pagination } from './pagination';
import { StatusBadge, UserDetailDialog } from './user-detail-dialog';
import styles from './admin.module.css';

export const userSearchDebounceMs = 300;

export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const { user: currentUser } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search, userSearchDebounceMs);
  const users = useAdminUsers({ search: debouncedSearch, page });
  const updateStatus = useUpdateUserStatus();
  const never = t('time.never');
  const number = new Intl.NumberFormat(i18n.language);

  const rows = users.data?.users ?? [];
  const totalPages = pageCount(users.data?.total ?? 0, ADMIN_USERS_PAGE_SIZE);
  const selected = rows.find((row) => row.id === selectedId) ?? null;

  function onToggleStatus(user: AdminUser) {
    const status = user.status === 'active' ? 'disabled' : 'active';
    updateStatus.mutate(
      { userId: user.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('users.toast.updatedTitle'),
            description: t(status === 'disabled' ? 'users.toast.disabled' : 'users.toast.enabled', { name: user.name || user.email }),
          }),
        onError: (error) =>
          toast({ title: t('toast.updateFailedTitle'), description: errorText(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <label className={styles.searchField}>
          <span className="visually-hidden">{t('users.searchLabel')}</span>
          <Input
            type="search"
            value={search}
            placeholder={t('users.searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        {users.isFetching ? <Spinner label={t('loading')} /> : null}
      </div>

      {users.isError && !users.data ? (
        <p className={styles.errorText} role="alert">
          {t('toast.fetchErrorText')}
        </p>
      ) : users.isPending ? (
        <div className={styles.centered}>
          <Spinner label={t('loading')} />
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t('users.empty')}</p>
      ) : (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('users.tableLabel')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('users.columns.id')}</th>
                <th scope="col">{t('users.columns.name')}</th>
                <th scope="col">{t('users.columns.email')}</th>
                <th scope="col">{t('users.columns.status')}</th>
                <th scope="col">{t('users.columns.joined')}</th>
                <th scope="col">{t('users.columns.sessions')}</th>
                <th scope="col">{t('users.columns.lastActivity')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('users.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={styles.idCell} title={row.id}>
                    {row.id}
                  </td>
                  <td>{row.name || '—'}</td>
                  <td className={styles.emailCell}>{row.email}</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>{formatShortDate(row.joinDate, i18n.language)}</td>
                  <td>{number.format(row.chats)}</td>
                  <td>{formatRelativeTime(row.lastLogin, { locale: i18n.language, never })}</td>
                  <td>
                    <Button variant="outline" size="sm" onClick={() => setSelectedId(row.id)} aria-label={t('users.viewUser', { name: row.name || row.email })}>
                      {t('users.view')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />

      <UserDetailDialog
        user={selected}
        currentUserId={currentUser?.id ?? null}
        isUpdating={updateStatus.isPending}
        onClose={() => setSelectedId(null)}
        onToggleStatus={onToggleStatus}
      />
    </div>
  );
}
