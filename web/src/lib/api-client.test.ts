import { ERROR_CODES, ERROR_STATUS } from '@quran-assistant/api/contract/error-codes.ts';
import { describe, expect, it } from 'vitest';
import { apiErrorFromBody, errorCodeForStatus, toApiError } from './api-client';

describe('errorCodeForStatus', () => {
  it('reads a bare 422 as off_topic, the code the server answers 422 with', () => {
    expect(errorCodeForStatus(422)).toBe('off_topic');
  });

  it("maps every status to one of the server's codes for that status", () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[errorCodeForStatus(ERROR_STATUS[code]) as typeof code]).toBe(ERROR_STATUS[code]);
    expect(errorCodeForStatus(429)).toBe('rate_limited');
    expect(errorCodeForStatus(418)).toBe('http_error');
  });
});

describe('toApiError', () => {
  it('takes the code and wording from the body', async () => {
    const error = await toApiError(new Response(JSON.stringify({ code: 'guest_limit', message: 'Limit', limit: 5 }), { status: 429 }));
    expect(error).toMatchObject({ status: 429, code: 'guest_limit', message: 'Limit', fromServer: true, details: { limit: 5 } });
  });

  it('falls back to the status when the body is not an error of the API', async () => {
    const error = await toApiError(new Response('<html>Unprocessable</html>', { status: 422 }));
    expect(error).toMatchObject({ status: 422, code: 'off_topic', fromServer: false });
    const unknownCode = await toApiError(new Response(JSON.stringify({ code: 'teapot', message: 'Short and stout' }), { status: 503 }));
    expect(unknownCode.code).toBe('service_unavailable');
  });
});

describe('apiErrorFromBody', () => {
  it("gives a stream's error event the status of its code", () => {
    expect(apiErrorFromBody({ code: 'storage_unavailable', message: 'Not stored' })).toMatchObject({ status: 503, code: 'storage_unavailable' });
  });
});
