import { existsSync } from 'node:fs';
import { type EnvReader, isEmail } from './env-reader.js';

/** The parts of the configuration that take more than one variable or a rule between them, each read and checked on its own. */

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MIN_SESSION_SECRET_LENGTH = 32;

export interface LlmConfig {
  baseUrl: string;
  /** Empty for local servers (Ollama, LM Studio) that take no key. */
  apiKey: string;
  model: string;
  /** Time allowed for the first reply and for each gap between streamed tokens. */
  timeoutMs: number;
  /** Time allowed for a whole answer, however steadily it streams; at least timeoutMs. */
  answerTimeoutMs: number;
  /** Sent as max_tokens on every call: the most any reply may hold. */
  maxTokens: number;
}

export const DEFAULT_LLM_ANSWER_TIMEOUT_MS = 60_000;
/** Room for the longest short answer asked for (prompts.ts) with a margin. */
export const DEFAULT_LLM_MAX_TOKENS = 512;

export interface EmbeddingsEndpointConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface SmtpConfig {
  /** smtp:// or smtps:// with optional user:password@ */
  url: string;
  /** The From header, e.g. "Quran Assistant <no-reply@example.org>". */
  from: string;
}

export interface RateLimitBudgets {
  signInPerMinute: number;
  messagesPerMinute: number;
  feedbackPerMinute: number;
}


/** Where the app keeps its data: SQLite in DATA_DIR (one instance), or a PostgreSQL server shared by many instances. */
export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize: number };

/**
 * DATABASE_URL (postgres:// or postgresql://) selects PostgreSQL; unset, the app
 * keeps SQLite at `sqlitePath`. The URL is never echoed: it may hold a password.
 */
export function parseDatabase(reader: EnvReader, sqlitePath: string): DatabaseTarget {
  const poolSize = reader.integer('DATABASE_POOL_SIZE', 10, 1, 1_000);
  const url = reader.raw('DATABASE_URL');
  if (url === null) return { kind: 'sqlite', path: sqlitePath };
  let valid = false;
  try {
    const parsed = new URL(url);
    valid = (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') && parsed.hostname !== '';
  } catch {
    valid = false;
  }
  if (!valid) {
    reader.problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL naming a host, e.g. postgres://app:secret@db:5432/quran');
    return { kind: 'sqlite', path: sqlitePath };
  }
  return { kind: 'postgres', url, poolSize };
}

/** Time a client has to send a request's headers, and the whole request with its body; answers may stream longer. */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
}

/** Which proxies may name the client (X-Forwarded-For): none, the nearest n hops, or these addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * Which proxies may name the client in X-Forwarded-For: the nearest n hops, or
 * the proxies' addresses. Never `true`: then any client could pick its own
 * address in the header and walk past every per-address limit.
 */
export function parseTrustProxy(reader: EnvReader): TrustProxy {
  const value = reader.raw('TRUST_PROXY');
  if (value === null || value === 'false' || value === '0') return false;
  if (value === 'true') {
    reader.problems.push(
      'TRUST_PROXY=true would let any client choose its own address (and escape every per-address limit); ' +
        'give the number of proxies in front of the app as a hop count (TRUST_PROXY=1 for one reverse proxy) ' +
        'or the proxy address(es) or CIDRs (TRUST_PROXY=127.0.0.1)',
    );
    return false;
  }
  if (/^\d+$/.test(value)) return reader.integer('TRUST_PROXY', 0, 0, 100) || false;
  const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
  if (addresses.every((address) => /^[0-9a-fA-F.:/]+$/.test(address) || ['loopback', 'linklocal', 'uniquelocal'].includes(address))) {
    return addresses;
  }
  reader.problems.push(
    `TRUST_PROXY must be false, a hop count (1 for one reverse proxy) or a comma list of proxy addresses/CIDRs (got "${value}")`,
  );
  return false;
}

/** Production must name its origin: without it only requests addressed to this machine could change anything. */
export function parsePublicOrigin(reader: EnvReader, nodeEnv: NodeEnv): string | null {
  if (nodeEnv === 'production' && reader.raw('PUBLIC_ORIGIN') === null) {
    reader.problems.push('PUBLIC_ORIGIN is required when NODE_ENV=production (the address people open, e.g. https://quran.example.org)');
  }
  const url = reader.url('PUBLIC_ORIGIN');
  if (url === null) return null;
  const origin = new URL(url).origin;
  if (origin !== url) {
    reader.problems.push(`PUBLIC_ORIGIN must be an origin only, like https://example.org (got "${url}")`);
    return null;
  }
  return origin;
}

export function parseAdminEmails(reader: EnvReader): string[] {
  const value = reader.raw('ADMIN_EMAILS');
  if (value === null) return [];
  const emails = value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  const invalid = emails.filter((email) => !isEmail(email));
  if (invalid.length > 0) {
    reader.problems.push(`ADMIN_EMAILS must be a comma list of emails (invalid: ${invalid.join(', ')})`);
    return emails.filter(isEmail);
  }
  return emails;
}

/**
 * SMTP_URL with SMTP_FROM. Links in emails are built from PUBLIC_ORIGIN, never from the
 * request's Host header (which a client chooses), so mail needs PUBLIC_ORIGIN too.
 */
export function parseSmtp(reader: EnvReader, publicOrigin: string | null): SmtpConfig | null {
  const url = reader.raw('SMTP_URL');
  const from = reader.raw('SMTP_FROM');
  if (url === null) {
    if (from !== null) reader.problems.push('SMTP_URL is required when SMTP_FROM is set');
    return null;
  }
  let valid = false;
  try {
    const parsed = new URL(url);
    valid = (parsed.protocol === 'smtp:' || parsed.protocol === 'smtps:') && parsed.hostname !== '';
  } catch {
    valid = false;
  }
  // The URL may hold a password: never echo it.
  if (!valid) reader.problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.org');
  if (from === null) reader.problems.push('SMTP_FROM is required when SMTP_URL is set (e.g. "Quran Assistant <no-reply@example.org>")');
  else if (!/@[^\s@>]+\.[^\s@>]+>?$/.test(from)) reader.problems.push(`SMTP_FROM must be an address or "Name <address>" (got "${from}")`);
  if (reader.raw('PUBLIC_ORIGIN') === null) reader.problems.push('PUBLIC_ORIGIN is required when SMTP_URL is set (links in emails are built from it)');
  if (!valid || from === null || publicOrigin === null) return null;
  return { url, from };
}

/** A model endpoint is all-or-nothing: a key or timeout without a URL and model is a mistake. */
export function parseLlm(reader: EnvReader): LlmConfig | null {
  const baseUrl = reader.url('LLM_BASE_URL');
  const model = reader.raw('LLM_MODEL');
  const apiKey = reader.raw('LLM_API_KEY') ?? '';
  const timeoutMs = reader.integer('LLM_TIMEOUT_MS', 30_000, 1_000, 600_000);
  // A model that drips a token now and then never trips the gap limit: the whole answer has one too.
  const answerTimeoutMs = reader.integer('LLM_ANSWER_TIMEOUT_MS', Math.max(DEFAULT_LLM_ANSWER_TIMEOUT_MS, timeoutMs), 1_000, 3_600_000);
  if (answerTimeoutMs < timeoutMs) {
    reader.problems.push(`LLM_ANSWER_TIMEOUT_MS must be at least LLM_TIMEOUT_MS (${answerTimeoutMs} < ${timeoutMs})`);
  }
  const maxTokens = reader.integer('LLM_MAX_TOKENS', DEFAULT_LLM_MAX_TOKENS, 16, 32_768);
  const anySet = ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS', 'LLM_ANSWER_TIMEOUT_MS', 'LLM_MAX_TOKENS'].some(
    (name) => reader.raw(name) !== null,
  );
  if (!anySet) return null;
  if (reader.raw('LLM_BASE_URL') === null) reader.problems.push('LLM_BASE_URL is required when any LLM_* variable is set');
  if (model === null) reader.problems.push('LLM_MODEL is required when any LLM_* variable is set');
  if (baseUrl === null || model === null) return null;
  return { baseUrl, apiKey, model, timeoutMs, answerTimeoutMs, maxTokens };
}

/** A client that sends slowly holds a connection: its headers and its whole request each have a time limit. */
export function parseRequestTimeouts(reader: EnvReader): RequestTimeouts {
  const requestMs = reader.integer('REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000);
  const headersMs = reader.integer('HEADERS_TIMEOUT_MS', Math.min(15_000, requestMs), 1_000, 600_000);
  if (headersMs > requestMs) {
    reader.problems.push(`HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (${headersMs} > ${requestMs})`);
  }
  return { headersMs, requestMs };
}

export function parseEmbeddings(reader: EnvReader): EmbeddingsEndpointConfig | null {
  const baseUrl = reader.url('EMBEDDINGS_BASE_URL');
  const model = reader.raw('EMBEDDINGS_MODEL');
  const apiKey = reader.raw('EMBEDDINGS_API_KEY') ?? '';
  const anySet = ['EMBEDDINGS_BASE_URL', 'EMBEDDINGS_MODEL', 'EMBEDDINGS_API_KEY'].some((name) => reader.raw(name) !== null);
  if (!anySet) return null;
  if (reader.raw('EMBEDDINGS_BASE_URL') === null) {
    reader.problems.push('EMBEDDINGS_BASE_URL is required when any EMBEDDINGS_* variable is set');
  }
  if (model === null) reader.problems.push('EMBEDDINGS_MODEL is required when any EMBEDDINGS_* variable is set');
  if (baseUrl === null || model === null) return null;
  return { baseUrl, apiKey, model };
}

export function parseEmbeddingModelDir(reader: EnvReader): string | null {
  if (reader.raw('EMBEDDING_MODEL_DIR') === null) return null;
  const dir = reader.path('EMBEDDING_MODEL_DIR', '');
  if (!existsSync(dir)) {
    reader.problems.push(`EMBEDDING_MODEL_DIR does not exist: ${dir}`);
    return null;
  }
  return dir;
}

/**
 * Production must be given SESSION_SECRET (sessions must survive a redeploy on a
 * new disk). Elsewhere it may be unset (null): prepareDataDir then generates one
 * once and keeps it in DATA_DIR.
 */
export function parseSessionSecret(reader: EnvReader, nodeEnv: NodeEnv): string | null {
  const given = reader.raw('SESSION_SECRET');
  if (given !== null) {
    if (given.length < MIN_SESSION_SECRET_LENGTH) {
      reader.problems.push(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters`);
    }
    return given;
  }
  if (nodeEnv === 'production') reader.problems.push('SESSION_SECRET is required when NODE_ENV=production');
  return null;
}
