import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { useAppConfig } from '@/lib/app-config';
import { track } from '@/lib/track';
import { errorText } from '@/lib/error-text';
import { exchangeGoogleToken } from '../api/exchange-google-token';
import type { User } from '../api/get-current-user';
import {
  isUnauthorizedDomainError,
  loadGoogleIdentity,
  type GoogleAccountsId,
  type GoogleCredentialResponse,
} from '../utils/google-identity';
import { errorMessage, signInErrorToastDuration } from '../utils/sign-in-errors';

class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

/**
 * Google sign-in through Google Identity Services: the rendered button's credential or One Tap's,
 * exchanged with the server, then `signIn` (which reads the new user from GET /api/user).
 */
export function useGoogleSignIn(signIn: (signedIn: User | null) => Promise<void>) {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const { googleClientId } = useAppConfig();

  const reportGoogleError = useCallback(
    (error: unknown) => {
      const message = errorMessage(error);
      track('auth_google_signin_error', { error_message: message });
      toast({
        title: t('toast.authenticationFailed'),
        description: isUnauthorizedDomainError(message) ? t('google.unauthorizedDomain') : errorText(error),
        variant: 'destructive',
        duration: signInErrorToastDuration,
      });
    },
    [t, toast],
  );

  const exchangeCredential = useCallback(
    async (credential: string) => {
      try {
        await exchangeGoogleToken(credential);
      } catch (error) {
        reportGoogleError(error);
        throw error;
      }
      await signIn(null);
      track('auth_google_signin_success');
      track('login', { method: 'google' });
    },
    [reportGoogleError, signIn],
  );

  // GIS calls one callback per page; it forwards to whichever sign-in is waiting for it.
  const pendingPrompt = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);
  const initialisedClientId = useRef<string | null>(null);

  const onGoogleCredential = useCallback(
    (response: GoogleCredentialResponse) => {
      const pending = pendingPrompt.current;
      pendingPrompt.current = null;
      if (!response.credential) {
        const error = new GoogleSignInError(t('google.noCredential'));
        reportGoogleError(error);
        pending?.reject(error);
        return;
      }
      exchangeCredential(response.credential).then(
        () => pending?.resolve(),
        (error: unknown) => pending?.reject(error),
      );
    },
    [exchangeCredential, reportGoogleError, t],
  );
  const onGoogleCredentialRef = useRef(onGoogleCredential);
  onGoogleCredentialRef.current = onGoogleCredential;

  const prepareGoogleSignIn = useCallback(async () => {
    if (!googleClientId) throw new GoogleSignInError(t('google.notConfigured'));
    const googleId = await loadGoogleIdentity();
    if (initialisedClientId.current !== googleClientId) {
      googleId.initialize({
        client_id: googleClientId,
        callback: (response) => onGoogleCredentialRef.current(response),
        ux_mode: 'popup',
        cancel_on_tap_outside: true,
        context: 'signin',
        itp_support: true,
        use_fedcm_for_prompt: true,
      });
      initialisedClientId.current = googleClientId;
    }
    return googleId;
  }, [googleClientId, t]);

  const loginWithGoogle = useCallback(
    async (credential?: string) => {
      track('auth_google_signin_attempt');
      if (credential) return exchangeCredential(credential);
      let googleId: GoogleAccountsId;
      try {
        googleId = await prepareGoogleSignIn();
      } catch (error) {
        reportGoogleError(error);
        throw error;
      }
      return new Promise<void>((resolve, reject) => {
        pendingPrompt.current = { resolve, reject };
        googleId.prompt((moment) => {
          // One Tap may be suppressed (cooldown, blocked third-party sign-in); the caller can
          // then fall back to the rendered button on /auth.
          if (pendingPrompt.current && (moment.isNotDisplayed() || moment.isSkippedMoment())) {
            pendingPrompt.current = null;
            reject(new GoogleSignInError(t('google.promptUnavailable')));
          }
        });
      });
    },
    [exchangeCredential, prepareGoogleSignIn, reportGoogleError, t],
  );

  return { isGoogleAvailable: Boolean(googleClientId), loginWithGoogle, prepareGoogleSignIn };
}
