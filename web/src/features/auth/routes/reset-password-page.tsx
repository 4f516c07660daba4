import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useAppConfig } from '@/lib/app-config';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import { requestPasswordReset } from '../api/password-reset';
import { useAuth } from '../hooks/use-auth';
import { minimumPasswordLength, validateCredentials } from '../utils/validate-credentials';
import styles from '../components/auth.module.css';
import { EmailLinkCard } from '../components/email-link-card';

/**
 * /reset-password asks for the address and mails a link; the link comes back as
 * /reset-password?token=… and asks for the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentHead({ title: t('reset.title'), description: t('reset.intro'), noIndex: true });
  return (
    <EmailLinkCard title={t('reset.title')} back={{ to: paths.auth.getHref(), label: t('reset.backToSignIn') }}>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
    </EmailLinkCard>
  );
}

function RequestLinkForm() {
  const { t } = useTranslation('auth');
  const { emailEnabled } = useAppConfig();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentials({ name: '', email, password: 'unused' }, 'login').email;
    if (found) {
      setError(t(found));
      return;
    }
    setError(null);
    setState('sending');
    try {
      await requestPasswordReset(email.trim());
      setState('sent');
    } catch (failure) {
      setState('idle');
      setError(isApiError(failure) && failure.code === 'not_found' ? t('reset.unavailable') : errorText(failure));
    }
  }

  if (!emailEnabled) return <p className={styles.subheading}>{t('reset.unavailable')}</p>;
  if (state === 'sent') {
    return (
      <p className={styles.subheading} role="status">
        {t('reset.sent')}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
      <p className={styles.subheading}>{t('reset.intro')}</p>
      <div className={styles.field}>
        <Label htmlFor={`${id}-email`}>{t('email.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={state === 'sending'}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={state === 'sending'} aria-busy={state === 'sending'}>
        {state === 'sending' ? t('reset.sending') : t('reset.send')}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { resetPassword } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentials({ name: 'unused', email: 'unused@example.org', password }, 'register').password;
    if (found) {
      setError(t(found, { count: minimumPasswordLength }));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await resetPassword(token, password);
      toast({ title: t('reset.done') });
      navigate(paths.home.getHref(), { replace: true });
    } catch (failure) {
      setSaving(false);
      setError(isApiError(failure) && failure.code === 'invalid_token' ? t('reset.invalidLink') : errorText(failure));
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
      <p className={styles.subheading}>{t('reset.choose')}</p>
      <div className={styles.field}>
        <Label htmlFor={`${id}-password`}>{t('reset.newPassword')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          minLength={minimumPasswordLength}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={saving}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <p className={styles.note}>{t('reset.signsOutElsewhere')}</p>
      <Button type="submit" size="lg" disabled={saving} aria-busy={saving}>
        {saving ? t('reset.saving') : t('reset.save')}
      </Button>
    </form>
  );
}
