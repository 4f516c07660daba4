import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { errorText } from '@/lib/error-text';
import { clearOwnerData } from '@/lib/local-db';
import { track } from '@/lib/track';
import { exchangeGoogleToken } from '../api/exchange-google-token';
import { currentUserQueryKey, useCurrentUser, type User } from '../api/get-current-user';
import { login as loginRequest } from '../api/login';
import { logout as logoutRequest } from '../api/logout';
import { confirmPasswordReset } from '../api/password-reset';
import { register as registerRequest } from '../api/register';
import {
  isUnauthorizedDomainError,
  loadGoogleIdentity,
  type GoogleAccountsId,
  type GoogleCredentialResponse,
} from '../utils/google-identity';
import { forgetUser, rememberUser } from '../utils/remembered-user';

/** Sign-in errors stay on screen for 6 seconds, longer than other errors. */
export const signInErrorToastDuration = 6000;

export interface AuthContextValue {
  user: User | null;
  /** True until the first answer of GET /api/user. */
  isLoading: boolean;
  /** Whether the server is configured for Google sign-in. */
  isGoogleAvailable: boolean;
  /**
   * Signs in with Google. With a credential (from the rendered Google button) it is exchanged
   * directly; without one, Google's One Tap prompt is shown first.
   */
  loginWithGoogle: (credential?: string) => Promise<void>;
  /** Loads and initialises Google Identity Services, e.g. to render Google's button. */
  prepareGoogleSignIn: () => Promise<GoogleAccountsId>;
  login: (email: string, password: string) => Promise<User>;
  register: (name: string, email: string, password: string) => Promise<User>;
  /** Sets a new password from an emailed reset link and signs this browser in (everyone else is signed out). */
  resetPassword: (token: string, password: string) => Promise<User>;
  /** Ends the session. Rejects on failure; the caller reports it ('Logout failed'). */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

function isCurrentUserQuery(query: Query): boolean {
  return query.queryKey[0] === currentUserQueryKey[0] && query.queryKey[1] === currentUserQueryKey[1];
}

/** Everything cached for the previous identity (history, usage…) is reloaded for the new one. */
function resetIdentityScopedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => !isCurrentUserQuery(query) });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { googleClientId } = useAppConfig();
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;

  const signIn = useCallback(
    async (signedIn: User | null) => {
      if (signedIn) {
        rememberUser(signedIn);
        queryClient.setQueryData(currentUserQueryKey, signedIn);
      } else await queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true });
      await resetIdentityScopedQueries(queryClient);
    },
    [queryClient],
  );

  const signOutLocally = useCallback(() => {
    // The device keeps no copy of a signed-out account's history (browsers are often shared).
    const previous = queryClient.getQueryData<User | null>(currentUserQueryKey);
    forgetUser();
    if (previous) void clearOwnerData(String(previous.id)).catch(() => undefined);
    queryClient.setQueryData(currentUserQueryKey, null);
    void resetIdentityScopedQueries(queryClient);
  }, [queryClient]);

  // A disabled or expired user is signed out automatically. The server answers 401
  // to such a session; any call that gets a 401 while we believe someone is signed in ends it here.
  useEffect(() => {
    function onError(error: unknown, fromCurrentUserQuery: boolean) {
      if (fromCurrentUserQuery || !isApiError(error) || error.status !== 401) return;
      if (queryClient.getQueryData(currentUserQueryKey)) signOutLocally();
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error, isCurrentUserQuery(event.query));
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error, false);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, signOutLocally]);

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

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        const signedIn = await loginRequest({ email, password });
        await signIn(signedIn);
        track('login', { method: 'password' });
        return signedIn;
      } catch (error) {
        toast({ title: t('toast.loginFailed'), description: errorText(error), variant: 'destructive', duration: signInErrorToastDuration });
        throw error;
      }
    },
    [signIn, t, toast],
  );

  const register = useCallback(
    async (name: string, email: string, password: string) => {
      try {
        const signedIn = await registerRequest({ name, email, password });
        await signIn(signedIn);
        track('sign_up', { method: 'password' });
        return signedIn;
      } catch (error) {
        toast({
          title: t('toast.registrationFailed'),
          description: errorText(error),
          variant: 'destructive',
          duration: signInErrorToastDuration,
        });
        throw error;
      }
    },
    [signIn, t, toast],
  );

  // Failures are shown by the reset page itself, next to the form.
  const resetPassword = useCallback(
    async (token: string, password: string) => {
      const signedIn = await confirmPasswordReset({ token, password });
      await signIn(signedIn);
      track('login', { method: 'password_reset' });
      return signedIn;
    },
    [signIn],
  );

  const logout = useCallback(async () => {
    await logoutRequest();
    // Without this, One Tap would sign the same Google account straight back in.
    window.google?.accounts?.id?.disableAutoSelect();
    signOutLocally();
    track('logout');
  }, [signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: currentUser.isPending,
      isGoogleAvailable: Boolean(googleClientId),
      loginWithGoogle,
      prepareGoogleSignIn,
      login,
      register,
      resetPassword,
      logout,
    }),
    [user, currentUser.isPending, googleClientId, loginWithGoogle, prepareGoogleSignIn, login, register, resetPassword, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
