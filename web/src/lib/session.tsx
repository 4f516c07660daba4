import type { CurrentUser } from '@quran-assistant/api/contract';
import { createContext, useContext } from 'react';

/** What code outside the auth feature may know of the signed-in user. */
export type SessionUser = Pick<CurrentUser, 'id' | 'name' | 'photoUrl' | 'role'> & Partial<Pick<CurrentUser, 'emailVerified'>>;

/**
 * Who is signed in, for the shell and the features other than auth (the header, the admin pages).
 * The auth feature owns signing in and out; app/ hands this view of it down, so no feature and no
 * shared component imports the auth feature.
 */
export interface Session {
  user: SessionUser | null;
  /** True until the server first says who is signed in. */
  isLoading: boolean;
  /** Ends the session. Rejects on failure; the caller reports it. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}
