import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError, errorHandler, sendApiNotFound, VALIDATOR_OPTIONS } from './errors.js';
import { ERROR_CODES, ERROR_STATUS } from './contract/error-codes.js';
import { StringEnum } from './contract/string-enum.js';

/** A bare Fastify with the app's validator options, error handler and 404, plus routes that fail on purpose. */
async function appWithFailingRoutes(logs: string[]): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logs.push(line) },
    },
    ajv: { customOptions: VALIDATOR_OPTIONS },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(sendApiNotFound);

  app.post(
    '/things/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[a-z]+$' }) }),
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })) }),
        body: Type.Object({
          title: Type.String({ minLength: 1, maxLength: 50 }),
          kind: Type.Optional(StringEnum(['a', 'b'])),
          tags: Type.Optional(Type.Array(Type.String(), { maxItems: 2 })),
          email: Type.Optional(Type.String({ format: 'email' })),
          note: Type.Optional(Type.String({ pattern: '\\S', 'x-error-message': 'must not be blank' })),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/crash', async () => {
    throw new Error('SQLITE_CORRUPT: database disk image is malformed at /srv/data/app.sqlite');
  });
  app.get('/unavailable', async () => {
    throw new AppError('service_unavailable', 'model endpoint http://10.0.0.5 refused', { cause: new Error('ECONNREFUSED') });
  });
  app.get('/limited', async () => {
    throw new AppError('guest_limit', 'You have used your 5 free messages.', { details: { limit: 5 } });
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
let logs: string[];

beforeEach(async () => {
  logs = [];
  app = await appWithFailingRoutes(logs);
});
afterEach(() => app.close());

async function post(url: string, payload: unknown) {
  const response = await app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() as { code: string; message: string } };
}

describe('validation errors', () => {
  it.each([
    ['/things/abc', {}, 'title is required'],
    ['/things/abc', { title: '' }, 'title must be 1 to 50 characters'],
    ['/things/abc', { title: 'x'.repeat(51) }, 'title must be 1 to 50 characters'],
    ['/things/abc', { title: 'x', kind: 'c' }, 'kind must be one of a, b'],
    ['/things/abc', { title: 'x', tags: ['1', '2', '3'] }, 'tags must be at most 2 items'],
    ['/things/abc', { title: 'x', email: 'nope' }, 'email must be a valid email'],
    ['/things/abc', { title: 'x', note: '   ' }, 'note must not be blank'],
    ['/things/abc', { title: { nested: true } }, 'title must be string'],
    ['/things/abc?page=0', { title: 'x' }, 'page must be between 1 and 9'],
    ['/things/ABC', { title: 'x' }, 'id has an invalid format'],
  ])('%s %j → 400 "%s"', async (url, payload, message) => {
    const { status, body } = await post(url, payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'validation_error', message });
  });

  it('names the body when the JSON does not parse', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/abc',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', message: expect.stringMatching(/^body/) });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/abc',
      headers: { 'content-type': 'application/xml' },
      payload: '<title/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('server errors', () => {
  it('never leaks internals of a crash, and logs the cause', async () => {
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('SQLITE');
    expect(logs.join('\n')).toContain('SQLITE_CORRUPT');
  });

  it('replaces the message of a 5xx AppError and logs its cause', async () => {
    const response = await app.inject('/unavailable');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(logs.join('\n')).toContain('ECONNREFUSED');
  });
});

describe('AppError', () => {
  it('keeps code-specific fields such as the guest limit', async () => {
    const response = await app.inject('/limited');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 'guest_limit', message: 'You have used your 5 free messages.', limit: 5 });
  });

  it('maps every code to an error status', () => {
    for (const code of ERROR_CODES) {
      const error = new AppError(code, 'x');
      expect(error.statusCode).toBe(ERROR_STATUS[code]);
      expect(error.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('unknown routes', () => {
  it('answer a JSON 404 naming the path', async () => {
    const response = await app.inject('/api/nothing-here?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found: GET /api/nothing-here' });
  });
});
