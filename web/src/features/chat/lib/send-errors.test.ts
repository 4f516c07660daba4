import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifySendError } from './send-errors';

describe('classifySendError', () => {
  it('opens the off-topic dialog on the code off_topic, also when only the status said so', () => {
    expect(classifySendError(new ApiError(422, 'off_topic', 'Whatever the server wrote'))).toEqual({ kind: 'off_topic' });
  });

  it('does not read the message text: other codes are never taken for off_topic', () => {
    const error = new ApiError(503, 'service_unavailable', 'This is not related to Islam, outside the scope');
    expect(classifySendError(error).kind).toBe('service');
    expect(classifySendError(new Error('not related to Islam')).kind).toBe('service');
  });

  it('passes the limit of a guest_limit error on to its dialog', () => {
    expect(classifySendError(new ApiError(429, 'guest_limit', 'Limit', { details: { limit: 3 } }))).toEqual({ kind: 'guest_limit', limit: 3 });
  });
});
