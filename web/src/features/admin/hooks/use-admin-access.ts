import { useAuth } from '@/features/auth/hooks/use-auth';

/** Spec §6 page states: waiting for the user, nobody signed in, signed in without the admin role, or admin. */
export type AdminAccess = 'loading' | 'signed-out' | 'denied' | 'granted';

// The signed-in user is app-wide state owned by the auth feature's provider; admin only reads the role.
export function useAdminAccess(): AdminAccess {
  const { user, isLoading } = useAuth();
  if (isLoading) return 'loading';
  if (!user) return 'signed-out';
  return user.role === 'admin' ? 'granted' : 'denied';
}
