import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build, listen } from '../test/build.js';

// Each test builds a real app; a full parallel run makes that slower than a unit test.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** Small budgets keep the tests short; the rule is the same at 20. */
const LIMITS = { RATE_LIMIT_MESSAGES: '3', RATE_LIMIT_SIGN_IN: '3' };
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';
const OTHER_CLIENT = '203.0.113.8';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The question is off-topic: refused without storing anything, yet counted by the limit like any other. */
function askFrom(remoteAddress: string, forwardedFor: string | undefined, n: number) {
  return app!.inject({
    method: 'POST',
    url: '/api/messages',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { content: 'best pizza dough recipe?', sessionId: `rate-${n}`, role: 'user' },
  });
}

function signInFrom(remoteAddress: string, forwardedFor: string | undefined) {
  return app!.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@example.org', password: 'wrong-password' },
  });
}

/** A client that forges a different X-Forwarded-For on every request, behind a proxy that appends the real address. */
const forgedThenAppended = (n: number, client: string) => `198.51.100.${n}, 10.0.0.${n}, ${client}`;

describe.each([
  ['a hop count', '1'],
  ['the proxy’s address', PROXY],
  ['a CIDR list', '10.99.0.0/16,127.0.0.0/8'],
])('behind a proxy given as %s (TRUST_PROXY=%s)', (_label, trustProxy) => {
  it('limits questions by the address the proxy appended, whatever the client forged before it', async () => {
    app = await build({ env: { ...LIMITS, TRUST_PROXY: trustProxy } });
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await askFrom(PROXY, forgedThenAppended(n, CLIENT), n)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
    // Another client behind the same proxy has a budget of its own: the appended address is the one used.
    expect((await askFrom(PROXY, forgedThenAppended(9, OTHER_CLIENT), 9)).statusCode).toBe(422);
  });

  it('limits sign-in attempts the same way', async () => {
    app = await build({ env: { ...LIMITS, TRUST_PROXY: trustProxy } });
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await signInFrom(PROXY, forgedThenAppended(n, CLIENT))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await signInFrom(PROXY, forgedThenAppended(9, OTHER_CLIENT))).statusCode).toBe(401);
  });
});

describe('a client that is not the trusted proxy', () => {
  it('is limited by its own address, whatever X-Forwarded-For it sends (TRUST_PROXY=<proxy address>)', async () => {
    app = await build({ env: { ...LIMITS, TRUST_PROXY: '10.99.0.1' } });
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await askFrom('198.51.100.50', `203.0.113.${n}`, n)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });

  it('is limited over a real socket too', async () => {
    app = await build({ env: { ...LIMITS, TRUST_PROXY: '10.99.0.1' } });
    const base = await listen(app);
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) {
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n}` },
        body: JSON.stringify({ email: 'nobody@example.org', password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
