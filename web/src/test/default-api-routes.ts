import type { CurrentUser } from '@quran-assistant/api/contract';
import type { ApiTestServer } from './api-test-server';

/** A user as GET /api/user sends it; tests leave `emailVerified` out unless they are about it. */
export type TestUser = Omit<CurrentUser, 'emailVerified'> & Partial<Pick<CurrentUser, 'emailVerified'>>;

export const testAdmin: TestUser = { id: 'u-admin', name: 'Aisha Admin', email: 'admin@example.test', photoUrl: null, role: 'admin' };
export const testMember: TestUser = { id: 'u-member', name: 'Bilal Member', email: 'bilal@example.test', photoUrl: null, role: 'user' };

/**
 * The calls every page makes through the shared header and footer, answered as the server would
 * for `user` (null: a visitor who is not signed in, answered with 401 by GET /api/user).
 */
export function serveShell(server: ApiTestServer, { user = null, config = {} }: { user?: TestUser | null; config?: Record<string, unknown> } = {}) {
  server.on('GET', '/api/user', () =>
    user ? { body: user } : { status: 401, body: { code: 'unauthorized', message: 'Not signed in' } },
  );
  server.on('GET', '/api/config', { body: config });
  server.on('GET', '/api/usage', { body: { used: 0, limit: 999, enabled: false, promptAfter: 2 } });
}
