/**
 * The only fetch wrapper of the web app. Every call is same-origin, sends the
 * session cookie, and turns a non-OK answer into an ApiError parsed from the
 * server's `{code, message}` JSON body.
 */
import type { ErrorBody } from '@quran-assistant/api/contract';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@quran-assistant/api/contract/error-codes.ts';

/** Failures the client names itself: no answer at all, or an answer that is not one of the server's errors. */
export const CLIENT_ERROR_CODES = ['network_error', 'http_error'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Extra fields of the error body, e.g. `limit` for guest_limit. */
  readonly details: Readonly<Record<string, unknown>>;
  /** True when `message` is the server's own wording from an error body (English), not the client's. */
  readonly fromServer: boolean;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    { details = {}, fromServer = false }: { details?: Record<string, unknown>; fromServer?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.fromServer = fromServer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** guest_limit is never guessed from a bare 429: its dialog needs the `limit` only the server's body carries. */
const codesNeedingTheirBody: ReadonlySet<ErrorCode> = new Set(['guest_limit']);

/**
 * The code a status stands for when the body names none (a proxy's page, an empty body):
 * the first of the server's codes answered with that status, so 422 is off_topic.
 */
export function errorCodeForStatus(status: number): ApiErrorCode {
  return ERROR_CODES.find((code) => ERROR_STATUS[code] === status && !codesNeedingTheirBody.has(code)) ?? 'http_error';
}

/** An error the server sent in a body, e.g. the answer stream's `error` event. */
export function apiErrorFromBody({ code, message, ...details }: ErrorBody, status = ERROR_STATUS[code]): ApiError {
  return new ApiError(status, code, message, { details, fromServer: true });
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!path.startsWith('/api/')) throw new Error(`API paths start with /api/: ${path}`);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Builds an ApiError from a non-OK response, whatever its body holds. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const fallbackMessage = response.statusText || `HTTP ${response.status}`;
  if (parsed && typeof parsed === 'object') {
    const { code, message, ...details } = parsed as Record<string, unknown>;
    const serverMessage = typeof message === 'string' ? message : null;
    return new ApiError(response.status, isErrorCode(code) ? code : errorCodeForStatus(response.status), serverMessage ?? fallbackMessage, {
      details,
      fromServer: serverMessage !== null,
    });
  }
  return new ApiError(response.status, errorCodeForStatus(response.status), text.trim() || fallbackMessage);
}

/**
 * Sends a request and returns the raw OK response (used for streams).
 * Throws ApiError for HTTP errors and `network_error` when the request never got an answer.
 */
export async function apiFetch(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network request failed');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function requestJson<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await apiFetch(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Typed by the caller with the contract's response type (`api.get<MessageList>(…)`), so a
 * changed response schema breaks the code that reads it at compile time.
 */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => requestJson<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    requestJson<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    requestJson<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => requestJson<T>('DELETE', path, options),
};
