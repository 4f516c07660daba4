import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminStats } from '../../../admin/admin-stats.js';
import { AppError, notFound } from '../../../errors.js';
import { listFeedback, updateFeedbackReview } from '../../../feedback/feedback.repository.js';
import { toFeedbackItemDto } from '../../../feedback/submit-feedback.js';
import {
  AdminStatsSchema,
  AdminUserParamsSchema,
  AdminUserRowSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  UpdateUserStatusBodySchema,
  type AdminUserRow,
} from '../../../contract/admin.js';
import { errorResponses } from '../../../contract/error.js';
import {
  AdminFeedbackListSchema,
  AdminFeedbackQuerySchema,
  FeedbackItemSchema,
  FeedbackParamsSchema,
  UpdateFeedbackBodySchema,
} from '../../../contract/feedback.js';
import {
  CacheSettingsSchema,
  CacheSettingsUpdateSchema,
  MessageLimitSettingsSchema,
  MessageLimitSettingsUpdateSchema,
} from '../../../contract/settings.js';
import {
  getCacheSettings,
  getMessageLimitSettings,
  updateCacheSettings,
  updateMessageLimitSettings,
} from '../../../settings/settings.repository.js';
import { isoTime } from '../../../users/user-presenters.js';
import { findUserWithChatCount, listUsers, setUserStatus, type UserWithChatCount } from '../../../users/users.repository.js';

/** The feedback list shows the newest items; older ones stay in the database. */
const FEEDBACK_LIST_LIMIT = 500;

function toAdminUserRow(user: UserWithChatCount): AdminUserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    created_at: isoTime(user.createdAt),
    last_activity: isoTime(user.lastActivityAt),
    chat_count: user.chatCount,
    status: user.status,
    role: user.role,
  };
}

/** Every /api/admin route: 401 for visitors who are not signed in, 403 for signed-in users who are not admins. */
const adminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const adminErrors = errorResponses(401, 403);

  // onRequest, so the role is checked before the body or query is even validated.
  fastify.addHook('onRequest', async (request) => {
    request.requireAdmin();
  });

  fastify.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard statistics',
        description: 'Users, conversations, messages, feedback and the trending topics of the last 7 days’ questions.',
        response: { 200: AdminStatsSchema, ...adminErrors },
      },
    },
    async () => adminStats(db, Date.now()),
  );

  fastify.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'List users',
        description: 'Newest first; `search` is a case-insensitive substring of the name or email; `total` counts every match.',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { search, page, pageSize } = request.query;
      const { users, total } = await listUsers(db, { search: search.trim(), page, pageSize });
      return { users: users.map(toAdminUserRow), total };
    },
  );

  fastify.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enable or disable a user',
        description: 'A disabled user is signed out at their next request and cannot sign in again. Admins cannot disable themselves.',
        params: AdminUserParamsSchema,
        body: UpdateUserStatusBodySchema,
        response: { 200: AdminUserRowSchema, ...adminErrors, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const admin = request.requireAdmin();
      const { id } = request.params;
      if (id === admin.userId && request.body.status !== 'active') {
        throw new AppError('conflict', 'You cannot disable your own account.');
      }
      if (!(await setUserStatus(db, id, request.body.status))) throw notFound('User not found.');
      request.log.info({ userId: id, status: request.body.status, by: admin.userId }, 'user status changed');
      const user = await findUserWithChatCount(db, id);
      if (!user) throw notFound('User not found.');
      return toAdminUserRow(user);
    },
  );

  fastify.get(
    '/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'List feedback',
        description: 'Newest first, optionally by status; `search` matches the message, name, email or type.',
        querystring: AdminFeedbackQuerySchema,
        response: { 200: AdminFeedbackListSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { status, search } = request.query;
      const items = await listFeedback(db, { status, search, limit: FEEDBACK_LIST_LIMIT });
      return { feedback: items.map(toFeedbackItemDto) };
    },
  );

  fastify.patch(
    '/feedback/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Review feedback',
        description: 'Sets the status and, optionally, the team’s response.',
        params: FeedbackParamsSchema,
        body: UpdateFeedbackBodySchema,
        response: { 200: FeedbackItemSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const item = await updateFeedbackReview(db, request.params.id, { ...request.body, now: Date.now() });
      if (!item) throw notFound('Feedback not found.');
      return toFeedbackItemDto(item);
    },
  );

  fastify.get(
    '/message-limit-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Guest message limit',
        response: { 200: MessageLimitSettingsSchema, ...adminErrors },
      },
    },
    async () => getMessageLimitSettings(db),
  );

  fastify.post(
    '/message-limit-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the guest message limit',
        description: 'Partial: send only what changes. limit 1–1000, promptMessageCount 1–10.',
        body: MessageLimitSettingsUpdateSchema,
        response: { 200: MessageLimitSettingsSchema, ...adminErrors },
      },
    },
    async (request) => updateMessageLimitSettings(db, request.body),
  );

  fastify.get(
    '/cache-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Knowledge cache settings',
        description: 'While `enabled` is false both language flags read false.',
        response: { 200: CacheSettingsSchema, ...adminErrors },
      },
    },
    async () => getCacheSettings(db),
  );

  fastify.post(
    '/cache-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the knowledge cache settings',
        description:
          'Turning the cache off makes both language flags read false but keeps them; turning it back on restores them.',
        body: CacheSettingsUpdateSchema,
        response: { 200: CacheSettingsSchema, ...adminErrors },
      },
    },
    async (request) => updateCacheSettings(db, request.body),
  );
};

export default adminRoutes;
