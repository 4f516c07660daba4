import { useSession } from '@/lib/session';

/** The admin pages' states: waiting for the user, nobody signed in, signed in without the admin role, or admin. */
export type AdminAccess = 'loading' | 'signed-out' | 'denied' | 'granted';

// The signed-in user is app-wide state owned by the auth feature and handed down by app/; admin only reads the role.
export function useAdminAccess(): AdminAccess {
  const { user, isLoading } = useSession();
  if (isLoading) return 'loading';
  if (!user) return 'signed-out';
  return user.role === 'admin' ? 'granted' : 'denied';
}
