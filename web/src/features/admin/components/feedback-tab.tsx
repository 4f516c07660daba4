import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import formStyles from '@/components/ui/form-controls.module.css';
import { feedbackStatuses, useAdminFeedback, type FeedbackFilter, type FeedbackItem, type FeedbackStatus } from '../api/get-admin-feedback';
import { useUpdateFeedback } from '../api/update-feedback';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { downloadTextFile, feedbackToCsv } from '../utils/feedback-csv';
import { FeedbackCard } from './feedback-card';
import { RespondDialog } from './respond-dialog';
import styles from './admin.module.css';

export const feedbackSearchDebounceMs = 300;

export function FeedbackTab() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const [status, setStatus] = useState<FeedbackFilter['status']>('all');
  const [search, setSearch] = useState('');
  const [responding, setResponding] = useState<FeedbackItem | null>(null);
  const debouncedSearch = useDebouncedValue(search, feedbackSearchDebounceMs);
  const feedback = useAdminFeedback({ status, search: debouncedSearch });
  const update = useUpdateFeedback();
  const items = feedback.data ?? [];

  function save(item: FeedbackItem, input: { status: FeedbackStatus; response?: string }, done?: () => void) {
    update.mutate(
      { feedbackId: item.id, ...input },
      {
        onSuccess: () => {
          toast({
            title: t('feedback.toast.updatedTitle'),
            description: input.response === undefined ? t('feedback.toast.markedReviewed') : t('feedback.toast.responseSaved'),
          });
          done?.();
        },
        onError: (error) => toast({ title: t('toast.updateFailedTitle'), description: errorText(error), variant: 'destructive' }),
      },
    );
  }

  function exportCsv() {
    const date = new Date().toISOString().slice(0, 10);
    downloadTextFile(`feedback-${status}-${date}.csv`, feedbackToCsv(items));
  }

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <label className={styles.filterField}>
          <span className={styles.filterLabel}>{t('feedback.statusFilter')}</span>
          <select className={formStyles.input} value={status} onChange={(event) => setStatus(event.target.value as FeedbackFilter['status'])}>
            <option value="all">{t('feedback.allStatuses')}</option>
            {feedbackStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.searchField}>
          <span className="visually-hidden">{t('feedback.searchLabel')}</span>
          <Input type="search" value={search} placeholder={t('feedback.searchPlaceholder')} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <Button variant="outline" onClick={exportCsv} disabled={items.length === 0}>
          {t('feedback.export')}
        </Button>
        {feedback.isFetching ? <Spinner label={t('loading')} /> : null}
      </div>

      {feedback.isError && !feedback.data ? (
        <p className={styles.errorText} role="alert">
          {t('toast.fetchErrorText')}
        </p>
      ) : feedback.isPending ? (
        <div className={styles.centered}>
          <Spinner label={t('loading')} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('feedback.empty')}</p>
      ) : (
        <ul className={styles.feedbackList}>
          {items.map((item) => (
            <li key={item.id}>
              <FeedbackCard
                item={item}
                isUpdating={update.isPending && update.variables?.feedbackId === item.id}
                onMarkReviewed={(target) => save(target, { status: 'reviewed' })}
                onRespond={setResponding}
              />
            </li>
          ))}
        </ul>
      )}

      <RespondDialog
        item={responding}
        isSaving={update.isPending}
        onClose={() => setResponding(null)}
        onSubmit={(input) => {
          if (responding) save(responding, input, () => setResponding(null));
        }}
      />
    </div>
  );
}
