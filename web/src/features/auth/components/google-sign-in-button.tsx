import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';
import { useAuth } from '../hooks/use-auth';
import styles from './auth.module.css';

type ButtonState = 'loading' | 'ready' | 'unavailable' | 'not-configured';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59A14.5 14.5 0 0 1 9.5 24c0-1.59.28-3.14.76-4.59l-7.98-6.19A23.9 23.9 0 0 0 0 24c0 3.87.92 7.53 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}

/**
 * 'Continue with Google': Google's own button (GIS popup) once its script is loaded. Until then,
 * or when the script cannot load, a button of ours stands in and opens Google's One Tap prompt.
 */
export function GoogleSignInButton() {
  const { t } = useTranslation('auth');
  const { isGoogleAvailable, prepareGoogleSignIn, loginWithGoogle } = useAuth();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ButtonState>(isGoogleAvailable ? 'loading' : 'not-configured');
  const [pending, setPending] = useState(false);
  const language = currentLanguage();

  useEffect(() => {
    if (!isGoogleAvailable) {
      setState('not-configured');
      return;
    }
    let cancelled = false;
    setState('loading');
    prepareGoogleSignIn().then(
      (googleId) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        container.replaceChildren();
        googleId.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, Math.round(container.getBoundingClientRect().width) || 320)),
          locale: language,
        });
        setState('ready');
      },
      () => {
        if (!cancelled) setState('unavailable');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [isGoogleAvailable, prepareGoogleSignIn, language]);

  async function promptGoogle() {
    setPending(true);
    try {
      await loginWithGoogle();
    } catch {
      // loginWithGoogle has already told the user what went wrong.
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.google}>
      <div ref={containerRef} className={styles.googleRendered} hidden={state !== 'ready'} data-testid="google-button-container" />
      {state === 'ready' ? null : (
        <Button
          variant="outline"
          size="lg"
          className={styles.googleFallback}
          disabled={state !== 'unavailable' || pending}
          aria-busy={state === 'loading' || pending}
          onClick={promptGoogle}
        >
          {state === 'loading' || pending ? <Spinner size={18} /> : <GoogleLogo />}
          {t('google.continue')}
        </Button>
      )}
      {state === 'not-configured' ? <p className={styles.note}>{t('google.notConfiguredHint')}</p> : null}
      {state === 'unavailable' ? <p className={styles.note}>{t('google.loadFailedHint')}</p> : null}
    </div>
  );
}
