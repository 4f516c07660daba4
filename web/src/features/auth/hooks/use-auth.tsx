import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { track } from '@/lib/track';
import { useCurrentUser, type User } from '../api/get-current-user';
import { login as loginRequest } from '../api/login';
import { logout as logoutRequest } from '../api/logout';
import { confirmPasswordReset } from '../api/password-reset';
import { register as registerRequest } from '../api/register';
import type { GoogleAccountsId } from '../utils/google-identity';
import { signInErrorToastDuration } from '../utils/sign-in-errors';
import { useGoogleSignIn } from './use-google-sign-in';
import { useIdentity } from './use-identity';

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

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const { signIn, signOutLocally } = useIdentity();
  const { isGoogleAvailable, loginWithGoogle, prepareGoogleSignIn } = useGoogleSignIn(signIn);

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
      isGoogleAvailable,
      loginWithGoogle,
      prepareGoogleSignIn,
      login,
      register,
      resetPassword,
      logout,
    }),
    [user, currentUser.isPending, isGoogleAvailable, loginWithGoogle, prepareGoogleSignIn, login, register, resetPassword, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
