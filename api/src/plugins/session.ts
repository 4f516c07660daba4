import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseSessionStore } from '../auth/database-session-store.js';
import { roleFor } from '../auth/roles.js';
import { AppError } from '../errors.js';
import { clientAddressKey } from '../usage/client-address-key.js';
import type { Actor } from '../users/actor.js';
import { purgeExpiredGuestData } from '../users/guest-retention.js';
import { findUserById, recordUserActivity, setUserRole, type User } from '../users/users.repository.js';

export type UserActor = Extract<Actor, { kind: 'user' }>;

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** A visitor who is not signed in; created on first use (see `request.actor`). */
    guestId?: string;
    /** epoch ms of the last time the session's expiry was pushed forward */
    renewedAt?: number;
  }

  interface FastifyRequest {
    /** The signed-in user (active), or null. Loaded for every /api request. */
    currentUser: User | null;
    /** Who is calling: the signed-in user, or a guest whose id is created in the session on first use. */
    readonly actor: Actor;
    /** The signed-in user, or 401. */
    requireUser(): UserActor;
    /** The signed-in admin: 401 when not signed in, 403 when signed in without the admin role. */
    requireAdmin(): UserActor;
    /**
     * Starts a signed-in session for the user: a new session id (the old one is destroyed,
     * so a fixated id is worthless). Returns the guest id the visitor had, if any.
     */
    signIn(user: User): Promise<string | null>;
    /** Destroys the server session and clears the cookie. */
    signOut(reply: FastifyReply): Promise<void>;
  }
}

export const SESSION_COOKIE_NAME = 'qa_session';
/** Only the API reads the session; pages and assets are served without it. */
export const SESSION_COOKIE_PATH = '/api';
/** Sign-in persists in the browser (spec 1); a session unused for this long ends. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** An active session's expiry is pushed forward at most once a day (one write, not one per request). */
const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
/** Users' last activity is recorded at most once a minute. */
const ACTIVITY_RESOLUTION_MS = 60 * 1000;
/** Expired sessions, abandoned guest conversations and idle guest-limit counts are purged this often. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

/** The user, when the session names an active one; fixes a stale role on the way. */
async function loadSignedInUser(fastify: FastifyInstance, request: FastifyRequest, now: number): Promise<User | null> {
  const userId = request.session.get('userId');
  if (!userId) return null;
  const user = await findUserById(fastify.db, userId);
  if (!user || user.status !== 'active') {
    // Disabled (or deleted) since the session began: signed out at this request.
    request.session.set('userId', undefined);
    request.log.info({ userId }, 'session of a disabled or missing user ended');
    return null;
  }
  const role = roleFor(fastify.config, user);
  if (role !== user.role) {
    await setUserRole(fastify.db, user.id, role);
    user.role = role;
  }
  if (user.lastActivityAt === null || now - user.lastActivityAt >= ACTIVITY_RESOLUTION_MS) {
    await recordUserActivity(fastify.db, user.id, now);
    user.lastActivityAt = now;
  }
  return user;
}

/**
 * Server sessions: @fastify/cookie + @fastify/session over the `http_sessions`
 * table. The cookie is HttpOnly, SameSite=Lax, scoped to /api, and Secure when
 * the request came over HTTPS (behind a proxy that needs TRUST_PROXY). Decorates
 * `request.actor`, `request.currentUser` and the guards every route uses.
 */
export default fp(
  async function sessionPlugin(fastify) {
    const { config } = fastify;
    await fastify.register(fastifyCookie);
    await fastify.register(fastifySession, {
      secret: config.sessionSecret,
      cookieName: SESSION_COOKIE_NAME,
      store: new DatabaseSessionStore(fastify.db, SESSION_MAX_AGE_MS),
      // Nothing is stored (and no cookie set) until a session holds something: a guest id or a user.
      saveUninitialized: false,
      // Expiry is renewed by the hook below, daily, instead of a store write per request.
      rolling: false,
      cookie: {
        path: SESSION_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: SESSION_MAX_AGE_MS,
      },
    });

    fastify.decorateRequest('currentUser', null);

    fastify.decorateRequest('actor', {
      getter(this: FastifyRequest): Actor {
        const user = this.currentUser;
        const session = this.session;
        if (typeof session?.get !== 'function') {
          throw new AppError('internal_error', 'request.actor used outside /api (no session)');
        }
        if (user) return { kind: 'user', userId: user.id, role: user.role, guestId: session.get('guestId') ?? null };
        let guestId = session.get('guestId');
        if (!guestId) {
          guestId = randomUUID();
          session.set('guestId', guestId);
          session.set('renewedAt', Date.now());
        }
        return { kind: 'guest', guestId, addressKey: clientAddressKey(config.sessionSecret, this.ip) };
      },
    });

    fastify.decorateRequest('requireUser', function requireUser(this: FastifyRequest): UserActor {
      const user = this.currentUser;
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      return { kind: 'user', userId: user.id, role: user.role, guestId: this.session.get('guestId') ?? null };
    });

    fastify.decorateRequest('requireAdmin', function requireAdmin(this: FastifyRequest): UserActor {
      const actor = this.requireUser();
      if (actor.role !== 'admin') throw new AppError('forbidden', 'Administrator privileges are required.');
      return actor;
    });

    fastify.decorateRequest('signIn', async function signIn(this: FastifyRequest, user: User): Promise<string | null> {
      const guestId = this.session.get('guestId') ?? null;
      await this.session.regenerate();
      this.session.set('userId', user.id);
      this.session.set('renewedAt', Date.now());
      this.currentUser = user;
      return guestId;
    });

    fastify.decorateRequest('signOut', async function signOut(this: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (typeof this.session?.destroy === 'function') await this.session.destroy();
      this.currentUser = null;
      reply.clearCookie(SESSION_COOKIE_NAME, { path: SESSION_COOKIE_PATH });
    });

    fastify.addHook('onRequest', async (request) => {
      if (!isApiRequest(request) || typeof request.session?.get !== 'function') return;
      const now = Date.now();
      request.currentUser = await loadSignedInUser(fastify, request, now);
      const renewedAt = request.session.get('renewedAt');
      if (renewedAt !== undefined && now - renewedAt >= SESSION_RENEW_AFTER_MS) {
        request.session.set('renewedAt', now); // marks the session modified: saved with a fresh expiry and cookie
      }
    });

    // Housekeeping: an unref'd timer, so it never keeps the process (or a test run) alive.
    const housekeeping = async () => {
      try {
        const purged = await purgeExpiredGuestData(fastify.db, Date.now());
        if (purged.sessions + purged.conversations + purged.guestCounts > 0) fastify.log.info(purged, 'expired guest data purged');
      } catch (error) {
        fastify.log.error({ err: error }, 'housekeeping failed');
      }
    };
    let timer: NodeJS.Timeout | null = null;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void housekeeping(), HOUSEKEEPING_INTERVAL_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'session', dependencies: ['db'] },
);
