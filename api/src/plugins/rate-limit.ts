import rateLimit from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

interface RateLimitPolicy {
  /** Requests allowed per window and client address. */
  max: number;
  timeWindow: number;
  /** Routes with the same group share one budget. */
  groupId: string;
}

const MINUTE = 60_000;

/** Budgets per client address. Password guessing is also throttled per account (auth/login-throttle.ts). */
export const RATE_LIMIT_POLICIES = {
  signIn: { max: 10, timeWindow: MINUTE, groupId: 'sign-in' },
  messages: { max: 20, timeWindow: MINUTE, groupId: 'messages' },
  feedback: { max: 10, timeWindow: MINUTE, groupId: 'feedback' },
} as const satisfies Record<string, RateLimitPolicy>;

/**
 * Which routes are limited, in one table: routes declared in other files (the
 * answering pipeline's) are covered without each remembering to opt in.
 */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, keyof typeof RATE_LIMIT_POLICIES>> = {
  'POST /api/login': 'signIn',
  'POST /api/register': 'signIn',
  'POST /api/auth/google': 'signIn',
  'POST /api/messages': 'messages',
  'POST /api/messages/stream': 'messages',
  'POST /api/feedback': 'feedback',
  'POST /api/contact': 'feedback',
};

function policyFor(route: RouteOptions): RateLimitPolicy | null {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const path = route.url.replace(/\/+$/, '');
  for (const method of methods) {
    const name = RATE_LIMITED_ROUTES[`${method} ${path}`];
    if (name) return RATE_LIMIT_POLICIES[name];
  }
  return null;
}

/** @fastify/rate-limit on sign-in, messages and feedback; register before the routes. */
export default fp(
  async function rateLimitPlugin(fastify) {
    // Runs before @fastify/rate-limit's own onRoute hook (registered just below), which reads this config.
    fastify.addHook('onRoute', (route) => {
      const policy = policyFor(route);
      if (policy) route.config = { ...(route.config as object | undefined), rateLimit: policy } as typeof route.config;
    });
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests. Please try again in ${context.after}.`, {
          details: { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) },
        }),
    });
  },
  { name: 'rate-limit' },
);
