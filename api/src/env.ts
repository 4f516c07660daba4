import { join } from 'node:path';
import { ConfigError, EnvReader, type Env } from './env-reader.js';
import {
  LOG_LEVELS,
  NODE_ENVS,
  parseAdminEmails,
  parseDatabase,
  parseEmbeddingModelDir,
  parseEmbeddings,
  parseLlm,
  parsePublicOrigin,
  parseRequestTimeouts,
  parseSessionSecret,
  parseSmtp,
  parseTrustProxy,
  type DatabaseTarget,
  type EmbeddingsEndpointConfig,
  type LlmConfig,
  type LogLevel,
  type NodeEnv,
  type RateLimitBudgets,
  type RequestTimeouts,
  type SmtpConfig,
  type TrustProxy,
} from './env-sections.js';

/**
 * The only place that reads the environment. Every variable is validated at
 * startup and every problem is reported at once, so a misconfigured deployment
 * is fixed in one pass. Reading creates nothing (see data-dir.ts).
 */

export { ConfigError, REPO_ROOT, type Env } from './env-reader.js';
export {
  DEFAULT_LLM_ANSWER_TIMEOUT_MS,
  DEFAULT_LLM_MAX_TOKENS,
  LOG_LEVELS,
  NODE_ENVS,
  type DatabaseTarget,
  type EmbeddingsEndpointConfig,
  type LlmConfig,
  type LogLevel,
  type NodeEnv,
  type RateLimitBudgets,
  type RequestTimeouts,
  type SmtpConfig,
  type TrustProxy,
} from './env-sections.js';

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
  /** DATABASE_URL's PostgreSQL, or SQLite at databasePath when it is unset. */
  database: DatabaseTarget;
  /** Below this much free space on DATA_DIR's disk, /api/health answers 503. */
  dataDirMinFreeBytes: number;
  /** The verse index built by `pnpm ingest` (read-only at runtime). */
  verseIndexPath: string;
  /** The built web app; the API runs without it. */
  webDistDir: string;
  /** Which proxies may name the client (X-Forwarded-For): none, the nearest n hops, or these addresses/CIDRs. */
  trustProxy: TrustProxy;
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
  requestTimeouts: RequestTimeouts;
  /** On SIGTERM: health answers 503 for delayMs, then requests in flight get graceMs to finish (see shutdown.ts). */
  shutdown: { delayMs: number; graceMs: number };
  links: {
    alternativeAssistantUrl: string | null;
    /** Shown with the author link in the footer. */
    authorName: string | null;
    authorUrl: string | null;
    builtWithAiUrl: string | null;
    supportEmail: string | null;
  };
}

/** The configuration as read: the session secret is null when prepareDataDir is to keep one in DATA_DIR. */
export interface LoadedConfig extends Omit<AppConfig, 'sessionSecret'> {
  sessionSecret: string | null;
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
export function loadDatabaseConfig(env: Env = process.env): Pick<AppConfig, 'dataDir' | 'databasePath' | 'database' | 'adminEmails'> {
  const reader = new EnvReader(env);
  const dataDir = reader.path('DATA_DIR', 'data');
  const databasePath = join(dataDir, 'app.sqlite');
  const database = parseDatabase(reader, databasePath);
  const adminEmails = parseAdminEmails(reader);
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return { dataDir, databasePath, database, adminEmails };
}

/**
 * Reads and validates the configuration, creating nothing: the server's startup
 * (prepareDataDir) creates DATA_DIR and the session secret. Throws one
 * ConfigError listing every missing or invalid variable.
 */
export function loadConfig(env: Env = process.env): LoadedConfig {
  const reader = new EnvReader(env);

  const nodeEnv = reader.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const isProduction = nodeEnv === 'production';
  // 127.0.0.1 outside production: a laptop running `npm start` is not exposed to its network.
  const host = reader.string('HOST', isProduction ? '0.0.0.0' : '127.0.0.1');
  const port = reader.integer('PORT', 3000, 0, 65_535);
  const logLevel = reader.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info');
  const dataDir = reader.path('DATA_DIR', 'data');
  const dataDirMinFreeMb = reader.integer('DATA_DIR_MIN_FREE_MB', 100, 0, 1_000_000_000);
  const databasePath = join(dataDir, 'app.sqlite');
  const database = parseDatabase(reader, databasePath);
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
  const shutdown = {
    delayMs: reader.integer('SHUTDOWN_DELAY_MS', 0, 0, 600_000),
    graceMs: reader.integer('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
  };
  const links = {
    alternativeAssistantUrl: reader.url('ALTERNATIVE_ASSISTANT_URL'),
    authorName: reader.raw('AUTHOR_NAME'),
    authorUrl: reader.url('AUTHOR_URL'),
    builtWithAiUrl: reader.url('BUILT_WITH_AI_URL'),
    supportEmail: reader.email('SUPPORT_EMAIL'),
  };

  const sessionSecret = parseSessionSecret(reader, nodeEnv);

  if (reader.problems.length > 0) throw new ConfigError(reader.problems);

  return {
    nodeEnv,
    isProduction,
    host,
    port,
    logLevel,
    dataDir,
    databasePath,
    database,
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
    shutdown,
    links,
  };
}
