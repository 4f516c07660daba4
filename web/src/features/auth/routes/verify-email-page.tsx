import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import { currentUserQueryKey } from '../api/get-current-user';
import { confirmEmail, sendVerificationEmail } from '../api/verify-email';
import { useAuth } from '../hooks/use-auth';
import styles from '../components/auth.module.css';
import { EmailLinkCard } from '../components/email-link-card';

type ConfirmState = 'confirming' | 'verified' | 'invalid' | 'failed';

/**
 * /verify-email?token=… confirms the address of an emailed link (in any browser);
 * without a token, a signed-in user with an unverified address can ask for a link.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentHead({ title: t('verify.title'), description: t('verify.intro'), noIndex: true });
  return (
    <EmailLinkCard title={t('verify.title')} back={{ to: paths.home.getHref(), label: t('verify.home') }}>
      {token ? <ConfirmToken token={token} /> : <AskForLink />}
    </EmailLinkCard>
  );
}

function ConfirmToken({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConfirmState>('confirming');
  const started = useRef(false);

  useEffect(() => {
    // A token works once: React's development double effects must not spend it twice.
    if (started.current) return;
    started.current = true;
    confirmEmail(token).then(
      () => {
        setState('verified');
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true });
      },
      (error: unknown) => setState(isApiError(error) && error.code === 'invalid_token' ? 'invalid' : 'failed'),
    );
  }, [token, queryClient]);

  if (state === 'confirming') return <Spinner label={t('verify.confirming')} />;
  return (
    <p className={state === 'verified' ? styles.subheading : styles.fieldError} role="status">
      {state === 'verified' ? t('verify.verified') : state === 'invalid' ? t('verify.invalidLink') : t('verify.failed')}
    </p>
  );
}

function AskForLink() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const { emailEnabled } = useAppConfig();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  if (!user) return <p className={styles.subheading}>{t('verify.signInFirst')}</p>;
  if (user.emailVerified) return <p className={styles.subheading}>{t('verify.alreadyVerified', { email: user.email })}</p>;
  if (!emailEnabled) return <p className={styles.subheading}>{t('verify.unavailable')}</p>;

  async function send() {
    setState('sending');
    try {
      await sendVerificationEmail();
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <p className={styles.subheading}>{t('verify.intro')}</p>
      {state === 'sent' ? (
        <p className={styles.subheading} role="status">
          {t('verify.sent', { email: user.email })}
        </p>
      ) : (
        <Button size="lg" onClick={send} disabled={state === 'sending'} aria-busy={state === 'sending'}>
          {state === 'sending' ? t('verify.sending') : t('verify.send')}
        </Button>
      )}
      {state === 'failed' ? (
        <p className={styles.fieldError} role="alert">
          {t('verify.failed')}
        </p>
      ) : null}
    </>
  );
}
