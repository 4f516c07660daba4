import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteSession, findLiveSessionData, saveSessionData } from '../auth/http-sessions.repository.js';
import { roleFor } from '../auth/roles.js';
import { newSessionId, parseSessionData, ServerSession } from '../auth/server-session.js';
import { AppError } from '../errors.js';
import { clientAddressKey } from '../usage/client-address-key.js';
import { DEFAULT_LOGIN_THROTTLE } from '../auth/login-throttle.js';
import { deleteOldLoginFailures } from '../auth/login-throttle.repository.js';
import type { Actor } from '../users/actor.js';
import { purgeExpiredGuestData } from '../users/guest-retention.js';
import { findUserById, recordUserActivity, setUserRole, type User } from '../users/users.repository.js';
import { DOCS_PREFIX } from './swagger.js';

export type UserActor = Extract<Actor, { kind: 'user' }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never asks who is calling, so no cookie is read and no session loaded for it. */
    session?: boolean;
  }

  interface FastifyRequest {
    /** The server session; null on routes that need none (see SESSIONLESS_ROUTES) and outside /api. */
    session: ServerSession | null;
    /** The signed-in user (active), or null. */
    currentUser: User | null;
    /** Who is calling: the signed-in user, or a guest (whose id is kept once `rememberGuest` is called). */
    readonly actor: Actor;
    /** The signed-in user, or 401. */
    requireUser(): UserActor;
    /** The signed-in admin: 401 when not signed in, 403 when signed in without the admin role. */
    requireAdmin(): UserActor;
    /**
     * Call once something of a guest's is stored: keeps the guest id in the session (a session row
     * and its cookie), so the guest finds it again. Until then a guest costs no row and gets no cookie.
     */
    rememberGuest(): void;
    /**
     * Starts a signed-in session for the user: a new session id (the old one is destroyed,
     * so a fixated id is worthless). Returns the guest id the visitor had, if any.
     */
    signIn(user: User): Promise<string | null>;
    /** Destroys the server session; the cookie is cleared with the response. */
    signOut(): Promise<void>;
  }
}

export const SESSION_COOKIE_NAME = 'qa_session';
/** Only the API reads the session; pages and assets are served without it. */
export const SESSION_COOKIE_PATH = '/api';
/** Sign-in persists in the browser across visits; a session unused for this long ends. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** An active session's expiry is pushed forward at most once a day (one write, not one per request). */
const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
/** Users' last activity is recorded at most once a minute. */
const ACTIVITY_RESOLUTION_MS = 60 * 1000;
/** Expired sessions, abandoned guest conversations and idle guest-limit counts are purged this often. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * API routes that never ask who is calling: public reads. No cookie is read and no
 * session loaded for them, even when the browser sends one (as it does to all of /api).
 */
export const SESSIONLESS_ROUTES: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/verses/search',
  '/api/verses/:key',
  '/api/surahs',
  '/api/surahs/:number',
  '/api/config',
]);

function isSessionless(url: string): boolean {
  const path = url.replace(/\/+$/, '');
  return !path.startsWith('/api/') || SESSIONLESS_ROUTES.has(path) || path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);
}

/** Written here (not queued with reply.setCookie) because this runs in onSend, after the cookie plugin's own hook. */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, expires: Date): void {
  const cookie = request.server.serializeCookie(SESSION_COOKIE_NAME, value, {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    // Secure when the request came over HTTPS (behind a proxy, that needs TRUST_PROXY).
    secure: request.protocol === 'https',
    expires,
  });
  reply.header('set-cookie', cookie);
}

/** The user, when the session names an active one; fixes a stale role on the way. */
async function loadSignedInUser(fastify: FastifyInstance, request: FastifyRequest, session: ServerSession, now: number): Promise<User | null> {
  const userId = session.get('userId');
  if (!userId) return null;
  const user = await findUserById(fastify.db, userId);
  if (!user || user.status !== 'active') {
    // Disabled (or deleted) since the session began: signed out at this request.
    session.set('userId', undefined);
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
 * Server sessions over the `http_sessions` table, with @fastify/cookie for the
 * signed cookie (HttpOnly, SameSite=Lax, scoped to /api, Secure over HTTPS). A
 * session is read only when the request has a cookie and its route asks who is
 * calling, and stored only when it holds a user or a guest with something stored.
 * Decorates `request.actor`, `request.currentUser` and the guards every route uses.
 */
export default fp(
  async function sessionPlugin(fastify) {
    const { config, db } = fastify;
    // Cookies are parsed here, for the routes that use them, not on every request.
    await fastify.register(fastifyCookie, { secret: config.sessionSecret, hook: false });

    fastify.addHook('onRoute', (route) => {
      if (isSessionless(route.url)) route.config = { ...route.config, session: false };
    });

    fastify.decorateRequest('session', null);
    fastify.decorateRequest('currentUser', null);

    const sessionOf = (request: FastifyRequest): ServerSession => {
      if (!request.session) throw new AppError('internal_error', `no session on ${request.routeOptions.url ?? request.url}`);
      return request.session;
    };

    fastify.decorateRequest('actor', {
      getter(this: FastifyRequest): Actor {
        const session = sessionOf(this);
        const user = this.currentUser;
        if (user) return { kind: 'user', userId: user.id, role: user.role, guestId: session.get('guestId') ?? null };
        return { kind: 'guest', guestId: session.guestId(), addressKey: clientAddressKey(config.sessionSecret, this.ip) };
      },
    });

    fastify.decorateRequest('requireUser', function requireUser(this: FastifyRequest): UserActor {
      const user = this.currentUser;
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      return { kind: 'user', userId: user.id, role: user.role, guestId: sessionOf(this).get('guestId') ?? null };
    });

    fastify.decorateRequest('requireAdmin', function requireAdmin(this: FastifyRequest): UserActor {
      const actor = this.requireUser();
      if (actor.role !== 'admin') throw new AppError('forbidden', 'Administrator privileges are required.');
      return actor;
    });

    fastify.decorateRequest('rememberGuest', function rememberGuest(this: FastifyRequest): void {
      if (!this.currentUser) sessionOf(this).rememberGuest(Date.now());
    });

    fastify.decorateRequest('signIn', async function signIn(this: FastifyRequest, user: User): Promise<string | null> {
      const session = sessionOf(this);
      const guestId = session.get('guestId') ?? null;
      if (session.id) await deleteSession(db, session.id);
      session.reset();
      session.set('userId', user.id);
      session.set('renewedAt', Date.now());
      this.currentUser = user;
      return guestId;
    });

    fastify.decorateRequest('signOut', async function signOut(this: FastifyRequest): Promise<void> {
      const session = this.session;
      if (session?.id) await deleteSession(db, session.id);
      session?.reset();
      this.currentUser = null;
    });

    fastify.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.session === false || request.is404) return;
      const session = new ServerSession();
      request.session = session;
      const cookieHeader = request.headers.cookie;
      const signed = cookieHeader ? fastify.parseCookie(cookieHeader)[SESSION_COOKIE_NAME] : undefined;
      if (signed === undefined) return;

      const now = Date.now();
      const unsigned = fastify.unsignCookie(signed);
      const stored = unsigned.valid && unsigned.value ? await findLiveSessionData(db, unsigned.value, now) : null;
      // Forged, expired or ended: read as no session and left alone. Clearing it here would race a
      // sign-in: a request sent just before it carries the old cookie, and its answer would delete
      // the new cookie the sign-in has just set.
      if (stored === null || !unsigned.value) return;
      session.cookieSent = true;
      session.restore(unsigned.value, parseSessionData(stored));
      request.currentUser = await loadSignedInUser(fastify, request, session, now);
      const renewedAt = session.get('renewedAt');
      if (renewedAt === undefined || now - renewedAt >= SESSION_RENEW_AFTER_MS) {
        session.set('renewedAt', now); // saved with a fresh expiry and cookie
      }
    });

    // Saves a session that changed (with a fresh expiry and cookie), or lets go of one that ended.
    fastify.addHook('onSend', async (request, reply) => {
      const session = request.session;
      if (!session) return;
      if (session.modified && !session.isEmpty) {
        session.id ??= newSessionId();
        const expires = new Date(Date.now() + SESSION_MAX_AGE_MS);
        await saveSessionData(db, session.id, JSON.stringify(session), expires.getTime(), session.get('userId') ?? null);
        session.modified = false;
        setSessionCookie(request, reply, fastify.signCookie(session.id), expires);
        return;
      }
      if (session.modified && session.id) {
        // Emptied (the user was disabled): the stored row goes too.
        await deleteSession(db, session.id);
        session.reset();
      }
      if (session.cookieSent && session.id === null) setSessionCookie(request, reply, '', new Date(0));
    });

    // Housekeeping: an unref'd timer, so it never keeps the process (or a test run) alive.
    const housekeeping = async () => {
      try {
        const purged = await purgeExpiredGuestData(fastify.db, Date.now());
        if (purged.sessions + purged.conversations + purged.guestCounts > 0) fastify.log.info(purged, 'expired guest data purged');
        // Failed sign-ins count for a day at most (auth/login-throttle.ts).
        await deleteOldLoginFailures(fastify.db, Date.now() - DEFAULT_LOGIN_THROTTLE.pairMemoryMs);
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
