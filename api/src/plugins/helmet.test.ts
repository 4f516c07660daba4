import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../test/build.js';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const CSP =
  "default-src 'self';base-uri 'self';script-src 'self' https://accounts.google.com/gsi/client;" +
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;img-src 'self' data: https:;font-src 'self' data:;" +
  "connect-src 'self' https://accounts.google.com/gsi/;frame-src https://accounts.google.com/gsi/;worker-src 'self';" +
  "manifest-src 'self';media-src 'self';object-src 'none';form-action 'self';frame-ancestors 'none'";

/** Every response's security headers, as helmet's defaults with our policy make them. */
const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HTTPS_HEADERS = {
  ...SECURITY_HEADERS,
  'content-security-policy': `${CSP};upgrade-insecure-requests`,
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
};

function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  const names = new Set([...Object.keys(HTTPS_HEADERS)]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => names.has(name)));
}

describe.each([
  ['plain HTTP', {}, SECURITY_HEADERS],
  ['HTTPS (PUBLIC_ORIGIN https)', { PUBLIC_ORIGIN: 'https://quran.example.org' }, HTTPS_HEADERS],
])('security headers over %s', (_label, env, expected) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ env });
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/verses/search?q=mercy'],
    ['GET', '/api/usage'],
    ['GET', '/api/nothing-here'],
    ['GET', '/'],
    ['POST', '/api/messages'],
  ] as const)('are on every response: %s %s', async (method, url) => {
    const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(securityHeadersOf(response.headers)).toEqual(expected);
  });
});
