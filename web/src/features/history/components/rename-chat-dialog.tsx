import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutForbiddenCharacters } from '@quran-assistant/api/contract/text-rules.ts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { MAX_TITLE_LENGTH } from '@quran-assistant/api/contract/limits.ts';
import styles from './history-sidebar.module.css';

export interface RenameChatDialogProps {
  /** The title being edited; null when the dialog is closed. */
  currentTitle: string | null;
  onOpenChange: (open: boolean) => void;
  onRename: (title: string) => void;
}

/** Asks for a new conversation title; a blank title is refused before anything is sent. */
export function RenameChatDialog({ currentTitle, onOpenChange, onRename }: RenameChatDialogProps) {
  const { t } = useTranslation('history');
  const inputId = useId();
  const [title, setTitle] = useState(currentTitle ?? '');
  const [showEmptyError, setShowEmptyError] = useState(false);

  // Each opening starts from the conversation's current title.
  useEffect(() => {
    setTitle(currentTitle ?? '');
    setShowEmptyError(false);
  }, [currentTitle]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setShowEmptyError(true);
      return;
    }
    onRename(trimmed);
    onOpenChange(false);
  }

  return (
    <Dialog open={currentTitle !== null} onOpenChange={onOpenChange} title={t('renameTitle')}>
      <form className={styles.renameForm} onSubmit={onSubmit} noValidate>
        <Label htmlFor={inputId}>{t('renameLabel')}</Label>
        <Input
          id={inputId}
          value={title}
          maxLength={MAX_TITLE_LENGTH}
          autoComplete="off"
          data-autofocus
          aria-invalid={showEmptyError || undefined}
          aria-describedby={showEmptyError ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setTitle(withoutForbiddenCharacters(event.target.value, false));
            setShowEmptyError(false);
          }}
          onFocus={(event) => event.target.select()}
        />
        {showEmptyError ? (
          <p id={`${inputId}-error`} className={styles.fieldError}>
            {t('renameEmpty')}
          </p>
        ) : null}
        <div className={styles.renameActions}>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('common:dialog.cancel')}
          </Button>
          <Button type="submit">{t('renameSave')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
