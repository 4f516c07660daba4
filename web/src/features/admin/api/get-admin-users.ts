import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminUserRow,
  AdminUsersQuery as AdminUsersQueryParams,
  AdminUsersResponse,
  UserRole,
  UserStatus,
} from '@quran-assistant/api/contract';
import { ADMIN_USERS_PAGE_SIZE } from '@quran-assistant/api/contract/limits.ts';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

export type { AdminUserRow, UserStatus };

/** A row as the admin screens name its fields (the server sends them in snake_case). */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  joinDate: string;
  lastLogin: string | null;
  chats: number;
  status: UserStatus;
  role: UserRole;
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    joinDate: row.created_at,
    lastLogin: row.last_activity,
    chats: row.chat_count,
    status: row.status,
    role: row.role,
  };
}

/** The table's search and page; the page size is the contract's. */
export type AdminUsersQuery = Pick<AdminUsersQueryParams, 'search' | 'page'>;

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
}

export async function getAdminUsers(
  { search, page }: AdminUsersQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUsersPage> {
  const response = await api.get<AdminUsersResponse>('/api/admin/users', {
    query: { search: search.trim(), page, pageSize: ADMIN_USERS_PAGE_SIZE },
    signal,
  });
  return { users: response.users.map(toAdminUser), total: response.total };
}

export function getAdminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'users', { search: query.search.trim(), page: query.page }],
    queryFn: ({ signal }) => getAdminUsers(query, { signal }),
    // Keeps the table on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminUsersQueryOptions(query), enabled });
}
