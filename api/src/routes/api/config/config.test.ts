import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEEP_ON_ARCHIVE_OLD,
  MAX_CONTACT_LENGTH,
  MAX_FEEDBACK_LENGTH,
  MAX_LISTED_CHAT_SESSIONS,
  MAX_MESSAGE_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../../contract/limits.js';
import type { PublicConfig } from '../../../contract/settings.js';
import { build } from '../../../test/build.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('GET /api/config', () => {
  it('reports the limits the server enforces, from the contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const { limits } = response.json<PublicConfig>();
    expect(limits).toMatchObject({
      messageMaxLength: MAX_MESSAGE_LENGTH,
      titleMaxLength: MAX_TITLE_LENGTH,
      passwordMinLength: MIN_PASSWORD_LENGTH,
      historySessions: MAX_LISTED_CHAT_SESSIONS,
      keepOnArchiveOld: KEEP_ON_ARCHIVE_OLD,
      contactMessageMaxLength: MAX_CONTACT_LENGTH,
      feedbackMaxLength: MAX_FEEDBACK_LENGTH,
    });
  });

  it('reports the question limit that POST /api/messages applies', async () => {
    const { limits } = (await app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>();
    const body = (content: string) => ({ content, sessionId: 'config-limit', role: 'user' });
    const tooLong = await app.inject({ method: 'POST', url: '/api/messages', payload: body('a'.repeat(limits.messageMaxLength + 1)) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'validation_error' });
  });
});
