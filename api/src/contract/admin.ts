import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_USERS_PAGE_SIZE } from './limits.js';
import { UserRoleSchema } from './user.js';

export const UserStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);
export type UserStatus = Static<typeof UserStatusSchema>;

export const AdminStatsSchema = Type.Object({
  totalUsers: Type.Integer(),
  activeUsers: Type.Integer({ description: 'Users not disabled who were active in the last 30 days.' }),
  totalSessions: Type.Integer({ description: 'Conversations, guests’ included.' }),
  last24hSessions: Type.Integer({ description: 'Conversations started in the last 24 hours.' }),
  avgSessionsPerUser: Type.Number({ description: 'Signed-in users’ conversations per user, one decimal.' }),
  totalMessages: Type.Integer(),
  feedbackCount: Type.Integer(),
  positiveRating: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of rated feedback that is positive.' }),
  trendingTopics: Type.Array(Type.Object({ topic: Type.String(), count: Type.Integer() }), {
    description: 'The most asked-about words of the last 7 days’ questions (English and Bangla, stop words removed).',
  }),
});
export type AdminStats = Static<typeof AdminStatsSchema>;

export const AdminUsersQuerySchema = Type.Object({
  search: Type.String({ maxLength: 100, default: '' }),
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: ADMIN_USERS_PAGE_SIZE }),
});
export type AdminUsersQuery = Static<typeof AdminUsersQuerySchema>;

/** snake_case: the admin client reads these names. */
export const AdminUserRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  last_activity: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  chat_count: Type.Integer(),
  status: UserStatusSchema,
  role: UserRoleSchema,
});
export type AdminUserRow = Static<typeof AdminUserRowSchema>;

export const AdminUsersResponseSchema = Type.Object({
  users: Type.Array(AdminUserRowSchema),
  total: Type.Integer({ description: 'Users matching the search, across all pages.' }),
});
export type AdminUsersResponse = Static<typeof AdminUsersResponseSchema>;

export const AdminUserParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type AdminUserParams = Static<typeof AdminUserParamsSchema>;

export const UpdateUserStatusBodySchema = Type.Object({ status: UserStatusSchema }, { additionalProperties: false });
export type UpdateUserStatusBody = Static<typeof UpdateUserStatusBodySchema>;

export const UsageSchema = Type.Object({
  used: Type.Integer({ description: 'Questions counted against the guest limit: the guest’s stored questions; 0 for signed-in users.' }),
  limit: Type.Integer(),
  enabled: Type.Boolean({ description: 'Whether the limit applies to this caller (guests, when switched on).' }),
  promptAfter: Type.Integer({ description: 'Show the sign-in prompt after this many messages.' }),
});
export type Usage = Static<typeof UsageSchema>;
