import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, UpdateUserStatusBody } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

export interface UpdateUserStatusInput extends UpdateUserStatusBody {
  userId: string;
}

/** PATCH /api/admin/users/:id: a disabled user is signed out at their next request. */
export async function updateUserStatus({ userId, status }: UpdateUserStatusInput): Promise<void> {
  const body: UpdateUserStatusBody = { status };
  await api.patch<AdminUserRow>(`/api/admin/users/${encodeURIComponent(userId)}`, body);
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'users'] }),
  });
}
