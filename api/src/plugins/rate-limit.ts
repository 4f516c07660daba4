import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDatabase } from '../db/database.js';
import type { RateLimitBudgets } from '../env.js';
import { AppError } from '../errors.js';
import { keyedHash } from '../keyed-hash.js';
import { countRequest, deleteEndedWindows } from '../usage/rate-limit-windows.repository.js';

interface RateLimitPolicy {
  /** Requests allowed per window and client address. */
  max: number;
  timeWindow: number;
  /** Routes with the same group share one budget. */
  groupId: string;
}

const MINUTE = 60_000;

type PolicyName = 'signIn' | 'messages' | 'feedback';

/**
 * Budgets per client address, from RATE_LIMIT_* (defaults 10, 20 and 10 a minute).
 * Password guessing is also throttled per account (auth/login-throttle.ts).
 */
export function rateLimitPolicies(budgets: RateLimitBudgets): Record<PolicyName, RateLimitPolicy> {
  return {
    signIn: { max: budgets.signInPerMinute, timeWindow: MINUTE, groupId: 'sign-in' },
    messages: { max: budgets.messagesPerMinute, timeWindow: MINUTE, groupId: 'messages' },
    feedback: { max: budgets.feedbackPerMinute, timeWindow: MINUTE, groupId: 'feedback' },
  };
}

/**
 * Which routes are limited, in one table: routes declared in other files (the
 * answering pipeline's) are covered without each remembering to opt in.
 */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, PolicyName>> = {
  'POST /api/login': 'signIn',
  'POST /api/register': 'signIn',
  'POST /api/auth/google': 'signIn',
  'POST /api/email-verification': 'signIn',
  'POST /api/email-verification/confirm': 'signIn',
  'POST /api/password-reset': 'signIn',
  'POST /api/password-reset/confirm': 'signIn',
  'POST /api/messages': 'messages',
  'POST /api/messages/stream': 'messages',
  'POST /api/feedback': 'feedback',
  'POST /api/contact': 'feedback',
};

function policyNameFor(route: RouteOptions): PolicyName | null {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const path = route.url.replace(/\/+$/, '');
  for (const method of methods) {
    const name = RATE_LIMITED_ROUTES[`${method} ${path}`];
    if (name) return name;
  }
  return null;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Ended windows are swept at most this often by each instance. */
const SWEEP_INTERVAL_MS = MINUTE;

/**
 * Fixed-window counters for every limited route in one database table, keyed by
 * client address + group (the plugin appends the groupId to the key), so every
 * instance behind a load balancer counts against the same budget. The plugin's
 * own local store gives each route a table of its own in memory, which would
 * turn shared budgets (sign-in over three routes) into per-route, per-instance ones.
 */
export class DatabaseWindowStore {
  private lastSweepAt: number;

  constructor(
    private readonly db: AppDatabase,
    /** The client address is in the key: it is stored as a keyed hash (HMAC with the session secret), never in the clear. */
    private readonly secret: string,
    private readonly onSweepError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweepAt = this.now();
  }

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    const now = this.now();
    const storedKey = keyedHash(this.secret, 'rate-limit', key);
    countRequest(this.db, storedKey, timeWindow, now).then(
      ({ hits, resetsAt }) => callback(null, { current: hits, ttl: Math.max(0, resetsAt - now) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
    if (now - this.lastSweepAt >= SWEEP_INTERVAL_MS) {
      this.lastSweepAt = now;
      deleteEndedWindows(this.db, now).catch(this.onSweepError);
    }
  }

  /** Every route uses this same table. */
  child(): DatabaseWindowStore {
    return this;
  }
}

/** @fastify/rate-limit on sign-in, messages and feedback; register before the routes. */
export default fp(
  async function rateLimitPlugin(fastify) {
    const store = new DatabaseWindowStore(fastify.db, fastify.config.sessionSecret, (error) =>
      fastify.log.warn({ err: error }, 'could not sweep ended rate-limit windows'),
    );
    const policies = rateLimitPolicies(fastify.config.rateLimits);
    // Runs before @fastify/rate-limit's own onRoute hook (registered just below), which reads this config.
    fastify.addHook('onRoute', (route) => {
      const name = policyNameFor(route);
      const policy = name ? policies[name] : null;
      if (policy) route.config = { ...(route.config as object | undefined), rateLimit: policy } as typeof route.config;
    });
    await fastify.register(rateLimit, {
      global: false,
      // The plugin constructs its store itself; this constructor hands it ours.
      store: class {
        constructor() {
          return store;
        }
      } as unknown as RateLimitPluginOptions['store'],
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests. Please try again in ${context.after}.`, {
          details: { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) },
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
