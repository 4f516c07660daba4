import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The only place that reads the environment. Every variable is validated at
 * startup and every problem is reported at once, so a misconfigured deployment
 * is fixed in one pass (spec 8: "a startup error listing the missing names").
 */

/** The repository root: relative paths in the configuration are resolved against it. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: LogLevel;
  /** Writable folder for the app database and the generated session secret. */
  dataDir: string;
  /** `${dataDir}/app.sqlite` */
  databasePath: string;
  /** Below this much free space on DATA_DIR's disk, /api/health answers 503. */
  dataDirMinFreeBytes: number;
  /** The verse index built by `pnpm ingest` (read-only at runtime). */
  verseIndexPath: string;
  /** The built web app; the API runs without it. */
  webDistDir: string;
  /** Which proxies may name the client (X-Forwarded-For): none, the nearest n hops, or these addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** e.g. "https://quran.example.org"; mutating requests must come from it. Null (not in production): the request's own host, on this machine or HOST. */
  publicOrigin: string | null;
  sessionSecret: string;
  googleClientId: string | null;
  /** Where Google's ID-token signing certificates are fetched; null: Google's own endpoint. Tests point it at 127.0.0.1. */
  googleCertsUrl: string | null;
  /** Lower-cased; users who prove one of these addresses get the admin role (see auth/roles.ts). */
  adminEmails: string[];
  /** Null: no email is sent; addresses cannot be verified and passwords cannot be reset by email. */
  smtp: SmtpConfig | null;
  /** Null: no model configured, answers are composed from retrieved verses. */
  llm: LlmConfig | null;
  /** Null: no embeddings endpoint; EMBEDDING_MODEL_DIR or the lexical default is used. */
  embeddings: EmbeddingsEndpointConfig | null;
  /** A local ONNX model folder for Transformers.js. */
  embeddingModelDir: string | null;
  /** Requests per minute and client address on the limited routes (see plugins/rate-limit.ts). */
  rateLimits: RateLimitBudgets;
  /** Time a client has to send a request's headers, and the whole request with its body; answers may stream longer. */
  requestTimeouts: { headersMs: number; requestMs: number };
  links: {
    alternativeAssistantUrl: string | null;
    /** Shown with the author link in the footer. */
    authorName: string | null;
    authorUrl: string | null;
    builtWithAiUrl: string | null;
    supportEmail: string | null;
  };
}

export interface RateLimitBudgets {
  signInPerMinute: number;
  messagesPerMinute: number;
  feedbackPerMinute: number;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nSee .env.example for every variable.',
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const SESSION_SECRET_FILE = 'session-secret';
const MIN_SESSION_SECRET_LENGTH = 32;

/** Collects problems instead of stopping at the first one. */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value, or null when unset or blank. */
  raw(name: string): string | null {
    const value = this.env[name]?.trim();
    return value ? value : null;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === null) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  url(name: string): string | null {
    const value = this.raw(name);
    if (value === null) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      return value.replace(/\/+$/, '');
    } catch {
      this.problems.push(`${name} must be an http(s) URL (got "${value}")`);
      return null;
    }
  }

  email(name: string): string | null {
    const value = this.raw(name);
    if (value === null) return null;
    if (!isEmail(value)) {
      this.problems.push(`${name} must be an email address (got "${value}")`);
      return null;
    }
    return value;
  }

  path(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
  }
}

function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * Which proxies may name the client in X-Forwarded-For: the nearest n hops, or
 * the proxies' addresses. Never `true`: then any client could pick its own
 * address in the header and walk past every per-address limit.
 */
function parseTrustProxy(reader: EnvReader): false | number | string[] {
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
function parsePublicOrigin(reader: EnvReader, nodeEnv: NodeEnv): string | null {
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

function parseAdminEmails(reader: EnvReader): string[] {
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
function parseSmtp(reader: EnvReader, publicOrigin: string | null): SmtpConfig | null {
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
function parseLlm(reader: EnvReader): LlmConfig | null {
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
function parseRequestTimeouts(reader: EnvReader): AppConfig['requestTimeouts'] {
  const requestMs = reader.integer('REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000);
  const headersMs = reader.integer('HEADERS_TIMEOUT_MS', Math.min(15_000, requestMs), 1_000, 600_000);
  if (headersMs > requestMs) {
    reader.problems.push(`HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (${headersMs} > ${requestMs})`);
  }
  return { headersMs, requestMs };
}

function parseEmbeddings(reader: EnvReader): EmbeddingsEndpointConfig | null {
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

function parseEmbeddingModelDir(reader: EnvReader): string | null {
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
 * new disk); elsewhere one is generated once and kept in DATA_DIR.
 */
function resolveSessionSecret(reader: EnvReader, nodeEnv: NodeEnv, dataDir: string): string {
  const given = reader.raw('SESSION_SECRET');
  if (given !== null) {
    if (given.length < MIN_SESSION_SECRET_LENGTH) {
      reader.problems.push(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters`);
    }
    return given;
  }
  if (nodeEnv === 'production') {
    reader.problems.push('SESSION_SECRET is required when NODE_ENV=production');
    return '';
  }
  if (reader.problems.length > 0) return ''; // don't write files for a configuration that is rejected anyway
  try {
    return readOrCreateSessionSecret(dataDir);
  } catch (error) {
    const file = join(dataDir, SESSION_SECRET_FILE);
    reader.problems.push(
      `SESSION_SECRET is unset and ${file} cannot be read or written (${(error as NodeJS.ErrnoException).code ?? 'no access'}); make it readable and writable by the user that runs the server, or set SESSION_SECRET`,
    );
    return '';
  }
}

function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SESSION_SECRET_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function ensureWritableDir(reader: EnvReader, name: string, dir: string): void {
  try {
    // What the server keeps there is for its own user alone; a folder given to it keeps its mode.
    if (mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined) chmodSync(dir, 0o700);
  } catch (error) {
    reader.problems.push(`${name} cannot be created: ${dir} (${(error as Error).message})`);
    return;
  }
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    reader.problems.push(
      `${name} is not writable: ${dir} (${(error as NodeJS.ErrnoException).code ?? 'no access'}); make it writable by the user that runs the server, or set ${name} to a writable folder`,
    );
  }
}

/**
 * The embedder settings alone, validated like loadConfig's, for command-line
 * tools (ingest, build-vectors) that must not create DATA_DIR or a session secret.
 */
export function loadEmbeddingsConfig(env: Env = process.env): Pick<AppConfig, 'embeddings' | 'embeddingModelDir'> {
  const reader = new EnvReader(env);
  const embeddings = parseEmbeddings(reader);
  const embeddingModelDir = parseEmbeddingModelDir(reader);
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return { embeddings, embeddingModelDir };
}

/**
 * Where the app database is, for operator commands (`admin:grant`) run on the
 * server: validated like loadConfig's, creating nothing.
 */
export function loadDatabaseConfig(env: Env = process.env): Pick<AppConfig, 'dataDir' | 'databasePath' | 'adminEmails'> {
  const reader = new EnvReader(env);
  const dataDir = reader.path('DATA_DIR', 'data');
  const adminEmails = parseAdminEmails(reader);
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return { dataDir, databasePath: join(dataDir, 'app.sqlite'), adminEmails };
}

/**
 * Reads and validates the configuration. Creates DATA_DIR (and, outside
 * production, the session secret in it). Throws one ConfigError listing every
 * missing or invalid variable.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const reader = new EnvReader(env);

  const nodeEnv = reader.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const isProduction = nodeEnv === 'production';
  // 127.0.0.1 outside production: a laptop running `npm start` is not exposed to its network.
  const host = reader.string('HOST', isProduction ? '0.0.0.0' : '127.0.0.1');
  const port = reader.integer('PORT', 3000, 0, 65_535);
  const logLevel = reader.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info');
  const dataDir = reader.path('DATA_DIR', 'data');
  const dataDirMinFreeMb = reader.integer('DATA_DIR_MIN_FREE_MB', 100, 0, 1_000_000_000);
  const verseIndexPath = reader.path('VERSE_INDEX_PATH', 'corpus/index/quran.sqlite');
  const webDistDir = reader.path('WEB_DIST_DIR', 'web/dist');
  const trustProxy = parseTrustProxy(reader);
  const publicOrigin = parsePublicOrigin(reader, nodeEnv);
  const googleClientId = reader.raw('GOOGLE_CLIENT_ID');
  const googleCertsUrl = reader.url('GOOGLE_CERTS_URL');
  const adminEmails = parseAdminEmails(reader);
  const smtp = parseSmtp(reader, publicOrigin);
  const llm = parseLlm(reader);
  const embeddings = parseEmbeddings(reader);
  const embeddingModelDir = parseEmbeddingModelDir(reader);
  // Defaults suit one person per address; raise them where many share one (a campus or mosque network).
  const rateLimits = {
    signInPerMinute: reader.integer('RATE_LIMIT_SIGN_IN', 10, 1, 100_000),
    messagesPerMinute: reader.integer('RATE_LIMIT_MESSAGES', 20, 1, 100_000),
    feedbackPerMinute: reader.integer('RATE_LIMIT_FEEDBACK', 10, 1, 100_000),
  };
  const requestTimeouts = parseRequestTimeouts(reader);
  const links = {
    alternativeAssistantUrl: reader.url('ALTERNATIVE_ASSISTANT_URL'),
    authorName: reader.raw('AUTHOR_NAME'),
    authorUrl: reader.url('AUTHOR_URL'),
    builtWithAiUrl: reader.url('BUILT_WITH_AI_URL'),
    supportEmail: reader.email('SUPPORT_EMAIL'),
  };

  if (reader.problems.length === 0) ensureWritableDir(reader, 'DATA_DIR', dataDir);
  const sessionSecret = resolveSessionSecret(reader, nodeEnv, dataDir);

  if (reader.problems.length > 0) throw new ConfigError(reader.problems);

  return {
    nodeEnv,
    isProduction,
    host,
    port,
    logLevel,
    dataDir,
    databasePath: join(dataDir, 'app.sqlite'),
    dataDirMinFreeBytes: dataDirMinFreeMb * 1024 * 1024,
    verseIndexPath,
    webDistDir,
    trustProxy,
    publicOrigin,
    sessionSecret,
    googleClientId,
    googleCertsUrl,
    adminEmails,
    smtp,
    llm,
    embeddings,
    embeddingModelDir,
    rateLimits,
    requestTimeouts,
    links,
  };
}
