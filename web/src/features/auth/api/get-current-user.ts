import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export type UserRole = 'admin' | 'user';

/** The signed-in user as the server describes it (GET /api/user). */
export interface User {
  id: string;
  name: string;
  email: string;
  photoUrl: string | null;
  role: UserRole;
}

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** The signed-in user, or null for a visitor: the server answers 401 when nobody is signed in (spec §7). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return await api.get<User>('/api/user', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
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
