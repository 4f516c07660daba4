/**
 * The only fetch wrapper of the web app. Every call is same-origin, sends the
 * session cookie, and turns a non-OK answer into an ApiError parsed from the
 * server's `{code, message}` JSON body.
 */

export type ApiErrorCode =
  | 'validation_error'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'off_topic'
  | 'guest_limit'
  | 'rate_limited'
  | 'service_unavailable'
  | 'storage_unavailable'
  | 'network_error'
  | 'http_error'
  | (string & {});

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Extra fields of the error body, e.g. `limit` for guest_limit. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, code: ApiErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  422: 'validation_error',
  429: 'rate_limited',
  503: 'service_unavailable',
};

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
  if (parsed && typeof parsed === 'object') {
    const { code, message, ...details } = parsed as Record<string, unknown>;
    return new ApiError(
      response.status,
      typeof code === 'string' ? code : (codeByStatus[response.status] ?? 'http_error'),
      typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
      details,
    );
  }
  return new ApiError(
    response.status,
    codeByStatus[response.status] ?? 'http_error',
    text.trim() || response.statusText || `HTTP ${response.status}`,
  );
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

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => requestJson<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    requestJson<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    requestJson<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => requestJson<T>('DELETE', path, options),
};
