import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/offline-first';
import type { User } from '../types';
import { forgetUser, recallUser, rememberUser } from '../utils/remembered-user';

export type { User, UserRole } from '../types';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/**
 * The signed-in user, or null for a visitor: the server answers 401 when nobody is signed in.
 * Offline, the user remembered on this device stands in, so their saved history stays readable.
 */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    const user = await api.get<User>('/api/user', { signal });
    rememberUser(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      forgetUser();
      return null;
    }
    const remembered = isNetworkFailure(error) ? recallUser() : null;
    if (remembered) return remembered;
    throw error;
  }
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
