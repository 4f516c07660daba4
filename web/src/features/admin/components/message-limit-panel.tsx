import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import type { MessageLimitSettings } from '../api/get-message-limit-settings';
import { useSaveMessageLimitSettings } from '../api/update-message-limit-settings';
import { useSettingsErrorToast } from '../hooks/use-settings-error-toast';
import {
  checkMessageLimitNumber,
  messageLimitBounds,
  type MessageLimitNumberField,
} from '../utils/message-limit-bounds';
import styles from './admin.module.css';

/** Typing pauses this long before a valid number is saved, so "10" is one save and not two. */
export const numberSaveDelayMs = 700;

/** /dashboard: the guest message limit, each change saved on its own (partial POST). */
export function MessageLimitPanel({ settings }: { settings: MessageLimitSettings }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const showError = useSettingsErrorToast();
  const save = useSaveMessageLimitSettings();
  const id = useId();

  function saveUpdate(update: Partial<MessageLimitSettings>) {
    save.mutate(update, {
      onSuccess: () => toast({ title: t('toast.settingsUpdatedTitle'), description: t('toast.messageLimitUpdatedText') }),
      onError: (error) => showError(error, (message) => message || t('toast.messageLimitUpdateFailedText')),
    });
  }

  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('messageLimit.title')}</h2>
      <p className={styles.muted}>{t('messageLimit.description')}</p>
      <div className={styles.settingList}>
        <div className={styles.settingRow}>
          <div>
            <p id={`${id}-enabled`} className={styles.settingLabel}>
              {t('messageLimit.enabled')}
            </p>
            <p id={`${id}-enabled-hint`} className={styles.settingHint}>
              {t('messageLimit.enabledHint')}
            </p>
          </div>
          <Switch
            checked={settings.enabled}
            disabled={save.isPending}
            aria-labelledby={`${id}-enabled`}
            aria-describedby={`${id}-enabled-hint`}
            onCheckedChange={(enabled) => saveUpdate({ enabled })}
          />
        </div>
        <NumberSetting
          field="limit"
          label={t('messageLimit.limit')}
          hint={t('messageLimit.limitHint')}
          saved={settings.limit}
          onSave={(limit) => saveUpdate({ limit })}
        />
        <NumberSetting
          field="promptMessageCount"
          label={t('messageLimit.promptCount')}
          hint={t('messageLimit.promptCountHint')}
          saved={settings.promptMessageCount}
          onSave={(promptMessageCount) => saveUpdate({ promptMessageCount })}
        />
      </div>
    </Card>
  );
}

interface NumberSettingProps {
  field: MessageLimitNumberField;
  label: string;
  hint: string;
  saved: number;
  onSave: (value: number) => void;
}

/** A bounded whole number: checked as it is typed, saved once typing pauses or the field is left. */
function NumberSetting({ field, label, hint, saved, onSave }: NumberSettingProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { min, max } = messageLimitBounds[field];
  const [text, setText] = useState(String(saved));
  const timer = useRef<number | undefined>(undefined);
  const check = checkMessageLimitNumber(field, text);

  // A save elsewhere (or the first load) brings the field back in step with the server.
  useEffect(() => setText(String(saved)), [saved]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function commit(value: string) {
    window.clearTimeout(timer.current);
    const result = checkMessageLimitNumber(field, value);
    if (result.ok && result.value !== saved) onSave(result.value);
  }

  function onChange(value: string) {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(value), numberSaveDelayMs);
  }

  return (
    <div className={styles.settingRow}>
      <div className={styles.numberSetting}>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className={styles.settingHint}>
          {hint} {t('messageLimit.range', { min, max })}
        </p>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          className={styles.numberInput}
          aria-invalid={check.ok ? undefined : true}
          aria-describedby={check.ok ? `${id}-hint` : `${id}-hint ${id}-error`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        {check.ok ? null : (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {t(`messageLimit.errors.${check.reason}`, { min, max })}
          </p>
        )}
      </div>
    </div>
  );
}
