import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isStorageFailure } from './db/storage-failure.js';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from './contract/error-codes.js';
import { isWellFormed } from './contract/text-rules.js';

export { ERROR_CODES, type ErrorCode } from './contract/error-codes.js';

/** Messages for codes whose details must never reach the client. */
const SAFE_SERVER_MESSAGES: Partial<Record<ErrorCode, string>> = {
  internal_error: 'Something went wrong on our side. Please try again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  storage_unavailable: 'The server cannot save data right now, so your request was not completed. Please try again later.',
};

/**
 * An error meant for the client: a typed code (which fixes the HTTP status), a
 * message safe to show, and optional extra fields (e.g. `{limit}` for guest_limit).
 * For 5xx codes the message is replaced by a generic one; pass the real reason as
 * `cause` so it is logged.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details ?? {};
  }

  toBody(): ErrorBody {
    const message = SAFE_SERVER_MESSAGES[this.code] ?? this.message;
    return { ...this.details, code: this.code, message };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * An unexpected failure as the client may see it: a storage failure (disk full,
 * database unreadable or locked) is 503 storage_unavailable, anything else a
 * generic 500. The error itself is kept as the cause, for the log.
 */
export function publicErrorOf(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (isStorageFailure(error)) return new AppError('storage_unavailable', 'storage unavailable', { cause: error });
  return new AppError('internal_error', 'internal error', { cause: error });
}

export function notFound(message: string): AppError {
  return new AppError('not_found', message);
}

export function validationError(message: string): AppError {
  return new AppError('validation_error', message);
}

// ---------------------------------------------------------------------------
// Turning Fastify/Ajv validation errors into one message that names the field.

/**
 * Ajv options the app's validator needs: `verbose` keeps the failing schema on
 * each error so a message can say "q must be 1 to 1000 characters", the
 * `x-error-message` annotation lets a schema word its own message, and
 * `x-well-formed` refuses a string with a lone surrogate (contract/text-rules.ts).
 */
export const VALIDATOR_OPTIONS = {
  verbose: true,
  keywords: [
    'x-error-message',
    {
      keyword: 'x-well-formed',
      type: 'string' as const,
      schemaType: 'boolean' as const,
      errors: false,
      validate: (required: boolean, value: string) => !required || isWellFormed(value),
    },
  ],
};

interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

function fieldName(error: AjvErrorLike, context: string | undefined): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    path.push(error.params.missingProperty);
  }
  if (path.length === 0) return CONTEXT_NAMES[context ?? ''] ?? 'request';
  return path.join('.');
}

function describeLength(schema: Record<string, unknown> | undefined, unit: string): string | null {
  const min = schema?.minLength ?? schema?.minItems;
  const max = schema?.maxLength ?? schema?.maxItems;
  if (typeof min === 'number' && typeof max === 'number') return `must be ${min} to ${max} ${unit}`;
  if (typeof min === 'number') return `must be at least ${min} ${unit}`;
  if (typeof max === 'number') return `must be at most ${max} ${unit}`;
  return null;
}

function describeRange(schema: Record<string, unknown> | undefined): string | null {
  const min = schema?.minimum ?? schema?.exclusiveMinimum;
  const max = schema?.maximum ?? schema?.exclusiveMaximum;
  if (typeof min === 'number' && typeof max === 'number') return `must be between ${min} and ${max}`;
  if (typeof min === 'number') return `must be at least ${min}`;
  if (typeof max === 'number') return `must be at most ${max}`;
  return null;
}

function allowedValues(schema: Record<string, unknown> | undefined): unknown[] | null {
  if (Array.isArray(schema?.enum)) return schema.enum;
  const variants = schema?.anyOf;
  if (Array.isArray(variants) && variants.every((v) => v && typeof v === 'object' && 'const' in v)) {
    return variants.map((v) => (v as { const: unknown }).const);
  }
  return null;
}

/**
 * One readable sentence for the first validation error, always starting with the
 * field name, e.g. "q must be 1 to 1000 characters". A schema may give its own
 * wording with the `x-error-message` annotation.
 */
export function describeValidationError(error: AjvErrorLike, context?: string): string {
  const field = fieldName(error, context);
  const schema = error.parentSchema;
  const custom = schema?.['x-error-message'];
  // A schema's own wording describes its value; a missing field or a wrong type is said plainly.
  if (typeof custom === 'string' && error.keyword !== 'required' && error.keyword !== 'type') return `${field} ${custom}`;

  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
    case 'maxLength':
      return `${field} ${describeLength(schema, 'characters') ?? error.message ?? 'has an invalid length'}`;
    case 'minItems':
    case 'maxItems':
      return `${field} ${describeLength(schema, 'items') ?? error.message ?? 'has an invalid length'}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${field} ${describeRange(schema) ?? error.message ?? 'is out of range'}`;
    case 'type':
      return `${field} must be ${String(error.params.type ?? 'of another type')}`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf': {
      const values = allowedValues(schema);
      return values
        ? `${field} must be one of ${values.map(String).join(', ')}`
        : `${field} is not valid`;
    }
    case 'format':
      return `${field} must be a valid ${String(error.params.format ?? 'value')}`;
    case 'pattern':
      return `${field} has an invalid format`;
    case 'additionalProperties':
      return `${field} has an unknown property ${String(error.params.additionalProperty ?? '')}`.trim();
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

// ---------------------------------------------------------------------------
// The one error handler and the JSON 404.

/** Fastify's own client errors (bad JSON, body too large, wrong content type) keep their 4xx meaning. */
function codeForFastifyError(error: FastifyError): ErrorCode | null {
  switch (error.statusCode) {
    case 400:
      return 'validation_error';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return null;
  }
}

function publicMessageForFastifyError(code: ErrorCode, error: FastifyError): string {
  switch (code) {
    case 'payload_too_large':
      return 'The request body is too large.';
    case 'unsupported_media_type':
      return 'The request body must be JSON.';
    case 'validation_error':
      // e.g. FST_ERR_CTP_INVALID_JSON_BODY / empty JSON body: the message names the problem, not internals.
      if (!error.code?.startsWith('FST_ERR_CTP')) return error.message;
      return /^body\b/i.test(error.message) ? lowerFirst(error.message) : `body: ${lowerFirst(error.message)}`;
    default:
      return error.message;
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function errorHandler(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (isAppError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error, cause: error.cause }, error.message);
    else request.log.info({ code: error.code }, error.message);
    return reply.code(error.statusCode).send(error.toBody());
  }

  const fastifyError = error as FastifyError & { validation?: AjvErrorLike[] };
  if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
    // A failed anyOf lists each branch's failure first; the anyOf error itself describes the field.
    const errors = fastifyError.validation;
    const chosen = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? (errors[0] as AjvErrorLike);
    const message = describeValidationError(chosen, fastifyError.validationContext);
    return reply.code(400).send({ code: 'validation_error', message } satisfies ErrorBody);
  }

  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeForFastifyError(fastifyError) ?? 'validation_error';
    if (status === 429) {
      // Rate-limit plugins build their own error; keep their status and headers.
      return reply.code(429).send({ code: 'rate_limited', message: error.message } satisfies ErrorBody);
    }
    return reply
      .code(codeForFastifyError(fastifyError) ? status : 400)
      .send({ code, message: publicMessageForFastifyError(code, fastifyError) } satisfies ErrorBody);
  }

  // Anything else is the storage failing, our bug or a dependency failing: log the cause, answer generically.
  const failure = publicErrorOf(error);
  request.log.error({ err: error }, failure.code === 'storage_unavailable' ? 'storage failure' : 'unhandled error');
  return reply.code(failure.statusCode).send(failure.toBody());
}

/** A known path asked with a method it does not support. */
export function sendMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: string[]): FastifyReply {
  const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .send(new AppError('method_not_allowed', `${request.method} is not supported on ${path}; use ${allowed.join(', ')}`).toBody());
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
  return reply
    .code(404)
    .send(new AppError('not_found', `Not found: ${request.method} ${path}`).toBody());
}
