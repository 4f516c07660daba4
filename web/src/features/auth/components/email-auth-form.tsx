import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import { useAppConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import { useAuth } from '../hooks/use-auth';
import {
  maximumNameLength,
  minimumPasswordLength,
  validateCredentials,
  type CredentialErrors,
  type CredentialField,
} from '../utils/validate-credentials';
import styles from './auth.module.css';

export type EmailAuthMode = 'login' | 'register';

/** Email and password sign-in with a second tab to create an account. */
export function EmailAuthForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<EmailAuthMode>('login');
  return (
    <Tabs
      label={t('email.tabsLabel')}
      value={mode}
      onValueChange={setMode}
      items={[
        { id: 'login', label: t('email.signInTab'), content: <CredentialsForm key="login" mode="login" onSignedIn={onSignedIn} /> },
        {
          id: 'register',
          label: t('email.registerTab'),
          content: <CredentialsForm key="register" mode="register" onSignedIn={onSignedIn} />,
        },
      ]}
    />
  );
}

function CredentialsForm({ mode, onSignedIn }: { mode: EmailAuthMode; onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { login, register } = useAuth();
  const { emailEnabled } = useAppConfig();
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function update(field: CredentialField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // An error disappears as soon as the field is edited; it is checked again on submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentials(values, mode);
    setErrors(found);
    const firstInvalid = (['name', 'email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      if (mode === 'login') await login(values.email.trim(), values.password);
      else await register(values.name.trim(), values.email.trim(), values.password);
      onSignedIn();
    } catch {
      // The auth provider has shown 'Login failed' / 'Registration failed' with the reason.
      setSubmitting(false);
    }
  }

  function field(name: CredentialField, label: string, input: InputHTMLAttributes<HTMLInputElement>) {
    const error = errors[name];
    const inputId = `${id}-${name}`;
    return (
      <div className={styles.field}>
        <Label htmlFor={inputId}>{label}</Label>
        <Input
          id={inputId}
          name={name}
          value={values[name]}
          onChange={(event) => update(name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          disabled={submitting}
          {...input}
        />
        {error ? (
          <p id={`${inputId}-error`} className={styles.fieldError}>
            {t(error, { count: minimumPasswordLength, max: maximumNameLength })}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={mode === 'login' ? t('email.signInTab') : t('email.registerTab')}>
      {mode === 'register' ? field('name', t('email.name'), { type: 'text', autoComplete: 'name', maxLength: maximumNameLength }) : null}
      {field('email', t('email.email'), { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false })}
      {field('password', t('email.password'), {
        type: 'password',
        autoComplete: mode === 'login' ? 'current-password' : 'new-password',
        minLength: minimumPasswordLength,
      })}
      {mode === 'register' ? <p className={styles.note}>{t('email.passwordHint', { count: minimumPasswordLength })}</p> : null}
      {mode === 'login' && emailEnabled ? (
        <p className={styles.note}>
          <Link to={paths.resetPassword.getHref()}>{t('email.forgotPassword')}</Link>
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting}>
        {submitting
          ? mode === 'login'
            ? t('email.signingIn')
            : t('email.creatingAccount')
          : mode === 'login'
            ? t('email.signIn')
            : t('email.createAccount')}
      </Button>
    </form>
  );
}
