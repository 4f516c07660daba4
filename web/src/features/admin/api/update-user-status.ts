import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';
import type { UserStatus } from './get-admin-users';

export interface UpdateUserStatusInput {
  userId: string;
  status: UserStatus;
}

/** PATCH /api/admin/users/:id: a disabled user is signed out at their next request. */
export async function updateUserStatus({ userId, status }: UpdateUserStatusInput): Promise<void> {
  await api.patch<unknown>(`/api/admin/users/${encodeURIComponent(userId)}`, { status });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'users'] }),
  });
}
