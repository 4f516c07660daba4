import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-admin-stats';

export type UserStatus = 'active' | 'disabled';

/** A user row as the server sends it (snake_case, spec §3). */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  created_at: string;
  last_activity: string | null;
  chat_count: number;
  status?: UserStatus;
  role?: string;
}

/** The row as the admin screens use it; the spec's client maps the server names to these. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  joinDate: string;
  lastLogin: string | null;
  chats: number;
  status: UserStatus;
  role: string | null;
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    joinDate: row.created_at,
    lastLogin: row.last_activity ?? null,
    chats: row.chat_count ?? 0,
    status: row.status ?? 'active',
    role: row.role ?? null,
  };
}

/** Spec §9: the users table shows 10 rows per page. */
export const usersPageSize = 10;

export interface AdminUsersQuery {
  search: string;
  page: number;
}

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
}

export async function getAdminUsers(
  { search, page }: AdminUsersQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUsersPage> {
  const response = await api.get<{ users: AdminUserRow[]; total?: number }>('/api/admin/users', {
    query: { search: search.trim(), page, pageSize: usersPageSize },
    signal,
  });
  return { users: response.users.map(toAdminUser), total: response.total ?? response.users.length };
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
