/**
 * Every error code the API can answer with. The web app imports this list to map
 * each code to a translated message, so a new code is added here first.
 */
export const ERROR_CODES = [
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'off_topic',
  'guest_limit',
  'rate_limited',
  'bad_origin',
  'invalid_token',
  'internal_error',
  'service_unavailable',
  'storage_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code is answered with. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  off_topic: 422,
  guest_limit: 429,
  rate_limited: 429,
  bad_origin: 403,
  invalid_token: 400,
  internal_error: 500,
  service_unavailable: 503,
  storage_unavailable: 503,
};

/** The body of every error response: `{code, message}` plus code-specific fields such as `limit`. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  [extra: string]: unknown;
}
