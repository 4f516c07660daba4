import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import { useAdminFeedback } from '../api/get-admin-feedback';
import { adminQueryKey, useAdminStats } from '../api/get-admin-stats';
import { useAdminUsers } from '../api/get-admin-users';
import { AccessDenied, AdminFrame, AdminLoading } from '../components/admin-frame';
import { FeedbackTab } from '../components/feedback-tab';
import { OverviewTab } from '../components/overview-tab';
import { SettingsTab } from '../components/settings-tab';
import { UsersTab } from '../components/users-tab';
import { useAdminAccess } from '../hooks/use-admin-access';
import styles from '../components/admin.module.css';

const adminTabs = ['overview', 'users', 'feedback', 'settings'] as const;
export type AdminTab = (typeof adminTabs)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return adminTabs.includes(value as AdminTab);
}

export function AdminPage() {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  const { toast } = useToast();
  const navigate = useNavigate();
  useDocumentHead({ title: t('meta.adminTitle'), description: t('meta.adminDescription'), noIndex: true });

  // A visitor who is not signed in is told why and sent to sign in.
  useEffect(() => {
    if (access !== 'signed-out') return;
    toast({ title: t('access.deniedTitle'), description: t('access.mustBeAdmin'), variant: 'destructive' });
    navigate(paths.auth.getHref(), { replace: true });
  }, [access, navigate, t, toast]);

  return (
    <AdminFrame>
      {access === 'granted' ? (
        <AdminDashboard />
      ) : access === 'denied' ? (
        <AccessDenied message={t('access.notAdmin')} />
      ) : (
        <AdminLoading />
      )}
    </AdminFrame>
  );
}

function AdminDashboard() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requestedTab) ? requestedTab : 'overview';
  const [refreshing, setRefreshing] = useState(false);

  const stats = useAdminStats();
  // The first page of users and all feedback: the overview's latest items, shared with the tabs' first view.
  const users = useAdminUsers({ search: '', page: 1 });
  const feedback = useAdminFeedback({ status: 'all', search: '' });

  const failed = stats.isError || users.isError || feedback.isError;
  const reportedFailure = useRef(false);
  useEffect(() => {
    if (failed && !reportedFailure.current && !refreshing) {
      toast({ title: t('toast.fetchErrorTitle'), description: t('toast.fetchErrorText'), variant: 'destructive' });
    }
    reportedFailure.current = failed;
  }, [failed, refreshing, t, toast]);

  function showTab(next: AdminTab) {
    setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  }

  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: adminQueryKey, type: 'active' }, { throwOnError: true });
      toast({ title: t('toast.refreshedTitle'), description: t('toast.refreshedText') });
    } catch {
      toast({ title: t('toast.refreshErrorTitle'), description: t('toast.refreshErrorText'), variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('admin.title')}</h1>
          <p className={styles.muted}>{t('admin.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? t('admin.refreshing') : t('admin.refresh')}
        </Button>
      </div>
      <Tabs<AdminTab>
        label={t('admin.tabsLabel')}
        value={tab}
        onValueChange={showTab}
        items={[
          {
            id: 'overview',
            label: t('tabs.overview'),
            content: stats.isPending ? (
              <AdminLoading />
            ) : (
              <OverviewTab stats={stats.data} users={users.data?.users ?? []} feedback={feedback.data ?? []} onShowTab={showTab} />
            ),
          },
          { id: 'users', label: t('tabs.users'), content: <UsersTab /> },
          { id: 'feedback', label: t('tabs.feedback'), content: <FeedbackTab /> },
          { id: 'settings', label: t('tabs.settings'), content: <SettingsTab /> },
        ]}
      />
    </div>
  );
}
