import { MAX_RESPONSE_LENGTH } from '@quran-assistant/api/contract/limits.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/input';
import { feedbackStatuses, type FeedbackItem, type FeedbackStatus } from '../api/get-admin-feedback';
import formStyles from '@/components/ui/form-controls.module.css';
import styles from './admin.module.css';

export interface RespondDialogProps {
  item: FeedbackItem | null;
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (input: { status: FeedbackStatus; response: string }) => void;
}

/** Records the team's response to a feedback item and moves it to its next status. */
export function RespondDialog({ item, isSaving, onClose, onSubmit }: RespondDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [response, setResponse] = useState('');
  const [status, setStatus] = useState<FeedbackStatus>('reviewed');
  const [error, setError] = useState(false);

  useEffect(() => {
    if (!item) return;
    setResponse(item.response ?? '');
    setStatus(item.status === 'new' ? 'reviewed' : item.status);
    setError(false);
  }, [item]);

  if (!item) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = response.trim();
    if (!text) {
      setError(true);
      document.getElementById(`${id}-response`)?.focus();
      return;
    }
    onSubmit({ status, response: text });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('feedback.respondTitle')}
      description={item.message}
    >
      <form className={styles.respondForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <Label htmlFor={`${id}-response`}>{t('feedback.responseLabel')}</Label>
          <Textarea
            id={`${id}-response`}
            value={response}
            rows={5}
            maxLength={MAX_RESPONSE_LENGTH}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-response-error` : undefined}
            onChange={(event) => {
              setResponse(event.target.value);
              if (error) setError(false);
            }}
            data-autofocus
          />
          {error ? (
            <p id={`${id}-response-error`} className={styles.fieldError}>
              {t('feedback.responseRequired')}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <Label htmlFor={`${id}-status`}>{t('feedback.statusLabel')}</Label>
          <select
            id={`${id}-status`}
            className={formStyles.input}
            value={status}
            onChange={(event) => setStatus(event.target.value as FeedbackStatus)}
          >
            {feedbackStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.dialogActions}>
          <Button variant="outline" onClick={onClose}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
            {isSaving ? t('feedback.saving') : t('feedback.sendResponse')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
