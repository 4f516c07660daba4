import { CONTACT_FIELD_LIMITS } from '@quran-assistant/api/contract/limits.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { useAppConfig } from '@/lib/app-config';
import { useDocumentHead } from '@/lib/head';
import { useSendContactMessage } from '../api/send-contact-message';
import { InfoPageLayout } from '../components/info-page-layout';
import styles from '../components/info.module.css';
import {
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
} from '../utils/validate-contact-form';

const emptyForm: ContactFormValues = { name: '', email: '', message: '' };
const fieldOrder: ContactField[] = ['name', 'email', 'message'];

export function ContactPage() {
  const { t } = useTranslation('info');
  const { toast } = useToast();
  const { supportEmail } = useAppConfig();
  const [searchParams] = useSearchParams();
  // /feedback/:sessionId lands here with ?sessionId= so the team can find the conversation.
  const sessionId = searchParams.get('sessionId')?.trim() || undefined;
  const sendMessage = useSendContactMessage();
  const formId = useId();
  const [values, setValues] = useState<ContactFormValues>(emptyForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  useDocumentHead({ title: t('contact.meta.title'), description: t('contact.meta.description') });

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendMessage.isPending) return;
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    sendMessage.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), sessionId },
      {
        onSuccess: () => {
          setValues(emptyForm);
          toast({ title: t('contact.toast.sentTitle'), description: t('contact.toast.sentText') });
        },
        onError: () => {
          toast({ title: t('contact.toast.errorTitle'), description: t('contact.toast.errorText'), variant: 'destructive' });
        },
      },
    );
  }

  function errorFor(field: ContactField) {
    const error = errors[field];
    if (!error) return null;
    return (
      <p id={`${formId}-${field}-error`} className={styles.fieldError}>
        {t(`contact.${error}`, { max: CONTACT_FIELD_LIMITS[field] })}
      </p>
    );
  }

  function fieldProps(field: ContactField) {
    return {
      id: `${formId}-${field}`,
      name: field,
      value: values[field],
      required: true,
      maxLength: CONTACT_FIELD_LIMITS[field],
      disabled: sendMessage.isPending,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `${formId}-${field}-error` : undefined,
    } as const;
  }

  const requiredMark = (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );

  return (
    <InfoPageLayout title={t('contact.title')} lead={t('contact.lead')}>
      <div className={styles.contactGrid}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('contact.formLabel')}>
          {sessionId ? <p className={styles.sessionNote}>{t('contact.sessionNote')}</p> : null}
          <div className={styles.field}>
            <Label htmlFor={`${formId}-name`}>
              {t('contact.name')}
              {requiredMark}
            </Label>
            <Input {...fieldProps('name')} type="text" autoComplete="name" onChange={(event) => update('name', event.target.value)} />
            {errorFor('name')}
          </div>
          <div className={styles.field}>
            <Label htmlFor={`${formId}-email`}>
              {t('contact.email')}
              {requiredMark}
            </Label>
            <Input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              onChange={(event) => update('email', event.target.value)}
            />
            {errorFor('email')}
          </div>
          <div className={styles.field}>
            <Label htmlFor={`${formId}-message`}>
              {t('contact.message')}
              {requiredMark}
            </Label>
            <Textarea
              {...fieldProps('message')}
              rows={6}
              placeholder={t('contact.messagePlaceholder')}
              onChange={(event) => update('message', event.target.value)}
            />
            {errorFor('message')}
          </div>
          <Button type="submit" size="lg" disabled={sendMessage.isPending} aria-busy={sendMessage.isPending}>
            {sendMessage.isPending ? t('contact.sending') : t('contact.send')}
          </Button>
        </form>

        <aside className={styles.aside} aria-label={t('contact.asideLabel')}>
          <div className={styles.asideBlock}>
            <h2>{t('contact.supportTitle')}</h2>
            {supportEmail ? (
              <>
                <p>
                  <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                </p>
                <p>{t('contact.supportReplies')}</p>
              </>
            ) : (
              <p>{t('contact.supportFormOnly')}</p>
            )}
          </div>
          <div className={styles.asideBlock}>
            <h2>{t('contact.responseTitle')}</h2>
            <p>{t('contact.responseText')}</p>
          </div>
          <div className={styles.asideBlock}>
            <h2>{t('contact.disclaimerTitle')}</h2>
            <p>{t('contact.disclaimerText')}</p>
          </div>
        </aside>
      </div>
    </InfoPageLayout>
  );
}
