import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { clearOwnerData } from '@/lib/local-db';
import { currentUserQueryKey, type User } from '../api/get-current-user';
import { forgetUser, rememberUser } from '../utils/remembered-user';

function isCurrentUserQuery(query: Query): boolean {
  return query.queryKey[0] === currentUserQueryKey[0] && query.queryKey[1] === currentUserQueryKey[1];
}

/** Everything cached for the previous identity (history, usage…) is reloaded for the new one. */
function resetIdentityScopedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => !isCurrentUserQuery(query) });
}

/**
 * Switching who is signed in on this device: `signIn` takes the server's answer (or refetches
 * GET /api/user when there is none), `signOutLocally` forgets the account. Both reload whatever
 * was cached for the previous identity.
 */
export function useIdentity() {
  const queryClient = useQueryClient();

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

  // A disabled or expired user is signed out automatically. The server answers 401 to such a
  // session; any call that gets a 401 while we believe someone is signed in ends it here.
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

  return { signIn, signOutLocally };
}
