import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitBudgets } from '../env.js';
import { AppError } from '../errors.js';

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

/** Bounds memory when many addresses call at once; expired windows are dropped first. */
const MAX_TRACKED_KEYS = 50_000;

/**
 * Fixed-window counters for every limited route in one table, keyed by client
 * address + group (the plugin appends the groupId to the key). The plugin's own
 * local store gives each route a table of its own, which would silently turn the
 * shared budgets (sign-in over three routes) into per-route ones.
 */
export class SharedWindowStore {
  private readonly windows = new Map<string, { count: number; startedAt: number; length: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + window.length <= now) {
      if (!window && this.windows.size >= MAX_TRACKED_KEYS) this.prune(now);
      window = { count: 0, startedAt: now, length: timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + window.length - now });
  }

  /** Every route uses this same table. */
  child(): SharedWindowStore {
    return this;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + window.length <= now) this.windows.delete(key);
    }
    // Still full: the oldest windows go (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_TRACKED_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/** @fastify/rate-limit on sign-in, messages and feedback; register before the routes. */
export default fp(
  async function rateLimitPlugin(fastify) {
    const store = new SharedWindowStore();
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
  { name: 'rate-limit' },
);
