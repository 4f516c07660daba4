import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';
import { StringEnum } from './string-enum.js';

/** `{code, message}`; some codes add fields (e.g. `limit` for `guest_limit`, `retryAfter` for `rate_limited`). */
export const ErrorResponseSchema = Type.Object(
  {
    code: StringEnum(ERROR_CODES, { description: 'A stable, machine-readable error code.' }),
    message: Type.String({ description: 'A safe, human-readable message in English.' }),
    limit: Type.Optional(Type.Integer({ description: 'The free-message limit (guest_limit).' })),
    retryAfter: Type.Optional(Type.Integer({ description: 'Seconds to wait (rate_limited).' })),
  },
  { additionalProperties: true, description: 'An error.' },
);

const DEFAULT_STATUS_CODES = [400, 500] as const;

/**
 * Response schemas for the error statuses a route can answer with, so the OpenAPI
 * document lists them. 400 and 500 are always included (validation and crashes).
 *
 *   schema: { response: { 200: Thing, ...errorResponses(404) } }
 */
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const all = new Set<number>([...DEFAULT_STATUS_CODES, ...statuses]);
  return Object.fromEntries([...all].map((status) => [status, ErrorResponseSchema]));
}

export type { ErrorCode };
