import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT, type Env } from './env.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'env-test-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function configError(env: Env): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig', () => {
  it('runs on defaults alone: port 3000 on 127.0.0.1, data under DATA_DIR, no model', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      host: '127.0.0.1',
      port: 3000,
      logLevel: 'info',
      dataDir,
      databasePath: join(dataDir, 'app.sqlite'),
      verseIndexPath: join(REPO_ROOT, 'corpus/index/quran.sqlite'),
      webDistDir: join(REPO_ROOT, 'web/dist'),
      trustProxy: false,
      publicOrigin: null,
      googleClientId: null,
      adminEmails: [],
      llm: null,
      embeddings: null,
      embeddingModelDir: null,
      rateLimits: { signInPerMinute: 10, messagesPerMinute: 20, feedbackPerMinute: 10 },
    });
  });

  it('creates nothing: no DATA_DIR and no session secret, which is null until the startup keeps one', () => {
    const nested = join(dataDir, 'a', 'b');
    const config = loadConfig({ DATA_DIR: nested });
    expect(config.sessionSecret).toBeNull();
    expect(existsSync(nested)).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('resolves relative paths against the repository root, not the working directory', () => {
    const config = loadConfig({ DATA_DIR: relative(REPO_ROOT, dataDir), WEB_DIST_DIR: 'somewhere/dist' });
    expect(config.dataDir).toBe(dataDir);
    expect(config.webDistDir).toBe(join(REPO_ROOT, 'somewhere/dist'));
  });

  it('binds 0.0.0.0 in production and uses the given secret', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_ORIGIN: 'https://quran.example.org', DATA_DIR: dataDir });
    expect(config.host).toBe('0.0.0.0');
    expect(config.sessionSecret).toBe(secret);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('reads every optional setting', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      HOST: '0.0.0.0',
      PORT: '8080',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      PUBLIC_ORIGIN: 'https://quran.example.org',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      ADMIN_EMAILS: ' Admin@Example.org ,second@example.org',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'llama3.1',
      LLM_TIMEOUT_MS: '5000',
      EMBEDDINGS_BASE_URL: 'http://127.0.0.1:8000/v1',
      EMBEDDINGS_MODEL: 'multilingual-e5-small',
      EMBEDDING_MODEL_DIR: dataDir,
      AUTHOR_URL: 'https://example.org/author',
      SUPPORT_EMAIL: 'help@example.org',
      RATE_LIMIT_SIGN_IN: '50',
      RATE_LIMIT_MESSAGES: '200',
      RATE_LIMIT_FEEDBACK: '30',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      logLevel: 'debug',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      publicOrigin: 'https://quran.example.org',
      googleClientId: 'abc.apps.googleusercontent.com',
      adminEmails: ['admin@example.org', 'second@example.org'],
      llm: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: '', model: 'llama3.1', timeoutMs: 5000 },
      embeddings: { baseUrl: 'http://127.0.0.1:8000/v1', apiKey: '', model: 'multilingual-e5-small' },
      embeddingModelDir: dataDir,
      rateLimits: { signInPerMinute: 50, messagesPerMinute: 200, feedbackPerMinute: 30 },
      links: {
        alternativeAssistantUrl: null,
        authorUrl: 'https://example.org/author',
        builtWithAiUrl: null,
        supportEmail: 'help@example.org',
      },
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8,::1', ['10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true (any client could choose its own address) and says what to give instead', () => {
    const error = configError({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    expect(error.problems).toEqual([expect.stringMatching(/^TRUST_PROXY=true .*hop count.*TRUST_PROXY=1.*address/)]);
  });

  it('requires PUBLIC_ORIGIN in production', () => {
    const error = configError({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    expect(error.problems).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN is required when NODE_ENV=production/)]);
  });

  it('lists every missing or invalid variable in one error', () => {
    const error = configError({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '70000',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'the usual',
      PUBLIC_ORIGIN: 'https://example.org/app',
      ADMIN_EMAILS: 'admin@example.org,not-an-email',
      LLM_API_KEY: 'sk-123',
      LLM_TIMEOUT_MS: 'soon',
      EMBEDDINGS_MODEL: 'e5',
      EMBEDDING_MODEL_DIR: join(dataDir, 'missing-model'),
      AUTHOR_URL: 'ftp://example.org',
      SUPPORT_EMAIL: 'nobody',
      RATE_LIMIT_MESSAGES: '0',
    });
    const named = [
      'SESSION_SECRET',
      'PORT',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'PUBLIC_ORIGIN',
      'ADMIN_EMAILS',
      'LLM_BASE_URL',
      'LLM_MODEL',
      'LLM_TIMEOUT_MS',
      'EMBEDDINGS_BASE_URL',
      'EMBEDDING_MODEL_DIR',
      'AUTHOR_URL',
      'SUPPORT_EMAIL',
      'RATE_LIMIT_MESSAGES',
    ];
    for (const name of named) {
      expect(error.message).toContain(name);
      expect(error.problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
    expect(error.problems).toHaveLength(named.length);
    // A rejected configuration leaves no files behind.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('rejects a short SESSION_SECRET and an unknown NODE_ENV', () => {
    const error = configError({ DATA_DIR: dataDir, NODE_ENV: 'staging', SESSION_SECRET: 'short' });
    expect(error.problems).toEqual([
      expect.stringMatching(/^NODE_ENV must be one of development, production, test/),
      expect.stringMatching(/^SESSION_SECRET must be at least 32 characters/),
    ]);
  });

  it('takes SMTP only with SMTP_FROM and PUBLIC_ORIGIN, and never echoes the SMTP password', () => {
    const error = configError({ DATA_DIR: dataDir, SMTP_URL: 'smtps://mailer:s3cret-pass@smtp.example.org' });
    expect(error.problems).toEqual([
      expect.stringMatching(/^SMTP_FROM is required when SMTP_URL is set/),
      expect.stringMatching(/^PUBLIC_ORIGIN is required when SMTP_URL is set/),
    ]);
    const bad = configError({ DATA_DIR: dataDir, SMTP_URL: 'https://user:s3cret-pass@smtp.example.org', SMTP_FROM: 'x', PUBLIC_ORIGIN: 'https://q.example.org' });
    expect(bad.problems).toEqual([expect.stringMatching(/^SMTP_URL must be an smtp/), expect.stringMatching(/^SMTP_FROM must be an address/)]);
    expect(bad.message).not.toContain('s3cret-pass');
    expect(configError({ DATA_DIR: dataDir, SMTP_FROM: 'a@example.org' }).problems).toEqual([expect.stringMatching(/^SMTP_URL is required when SMTP_FROM/)]);

    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMTP_FROM: 'Quran Assistant <no-reply@example.org>',
      PUBLIC_ORIGIN: 'https://q.example.org',
    });
    expect(config.smtp).toEqual({ url: 'smtp://127.0.0.1:2525', from: 'Quran Assistant <no-reply@example.org>' });
    expect(loadConfig({ DATA_DIR: dataDir }).smtp).toBeNull();
  });

  it('is the only module in api/src that reads process.env', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') && entry.name !== 'env.ts') {
          if (/process\.env\b/.test(readFileSync(path, 'utf8'))) offenders.push(relative(REPO_ROOT, path));
        }
      }
    };
    walk(join(REPO_ROOT, 'api/src'));
    expect(offenders).toEqual([]);
  });
});

describe('request time limits', () => {
  it('gives a client 15 s for its headers and 30 s for its whole request by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).requestTimeouts).toEqual({ headersMs: 15_000, requestMs: 30_000 });
    expect(loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '5000' }).requestTimeouts).toEqual({ headersMs: 5_000, requestMs: 5_000 });
    expect(loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '60000', HEADERS_TIMEOUT_MS: '20000' }).requestTimeouts).toEqual({
      headersMs: 20_000,
      requestMs: 60_000,
    });
  });

  it('refuses limits out of range, and a headers limit longer than the request limit', () => {
    expect(configError({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '10', HEADERS_TIMEOUT_MS: 'soon' }).problems).toEqual([
      expect.stringMatching(/^REQUEST_TIMEOUT_MS must be an integer from 1000/),
      expect.stringMatching(/^HEADERS_TIMEOUT_MS must be an integer from 1000/),
    ]);
    expect(configError({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }).problems).toEqual([
      'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (6000 > 5000)',
    ]);
  });
});

describe('model limits', () => {
  const model = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' };

  it('gives a whole answer 60 s (never less than the gap limit) and every reply 512 tokens by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...model }).llm).toMatchObject({ timeoutMs: 30_000, answerTimeoutMs: 60_000, maxTokens: 512 });
    expect(loadConfig({ DATA_DIR: dataDir, ...model, LLM_TIMEOUT_MS: '150000' }).llm).toMatchObject({ answerTimeoutMs: 150_000 });
    expect(loadConfig({ DATA_DIR: dataDir, ...model, LLM_ANSWER_TIMEOUT_MS: '90000', LLM_MAX_TOKENS: '300' }).llm).toMatchObject({
      answerTimeoutMs: 90_000,
      maxTokens: 300,
    });
  });

  it('refuses an answer limit below the gap limit, limits out of range, and limits without a model', () => {
    expect(configError({ DATA_DIR: dataDir, ...model, LLM_TIMEOUT_MS: '20000', LLM_ANSWER_TIMEOUT_MS: '10000' }).problems).toEqual([
      'LLM_ANSWER_TIMEOUT_MS must be at least LLM_TIMEOUT_MS (10000 < 20000)',
    ]);
    expect(configError({ DATA_DIR: dataDir, ...model, LLM_MAX_TOKENS: '5', LLM_ANSWER_TIMEOUT_MS: 'forever' }).problems).toEqual([
      expect.stringMatching(/^LLM_ANSWER_TIMEOUT_MS must be an integer/),
      expect.stringMatching(/^LLM_MAX_TOKENS must be an integer from 16/),
    ]);
    expect(configError({ DATA_DIR: dataDir, LLM_MAX_TOKENS: '300' }).problems).toEqual([
      'LLM_BASE_URL is required when any LLM_* variable is set',
      'LLM_MODEL is required when any LLM_* variable is set',
    ]);
  });
});

describe('storage limits', () => {
  it('wants 100 MB free on the disk of DATA_DIR by default, and reads DATA_DIR_MIN_FREE_MB', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).dataDirMinFreeBytes).toBe(100 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir, DATA_DIR_MIN_FREE_MB: '0' }).dataDirMinFreeBytes).toBe(0);
    expect(configError({ DATA_DIR: dataDir, DATA_DIR_MIN_FREE_MB: 'lots' }).problems).toEqual([
      expect.stringMatching(/^DATA_DIR_MIN_FREE_MB must be an integer/),
    ]);
  });
});

describe('the database', () => {
  it('is SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).database).toEqual({ kind: 'sqlite', path: join(dataDir, 'app.sqlite') });
    for (const url of ['postgres://app:secret@db:5432/quran', 'postgresql://db/quran?sslmode=require']) {
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_SIZE: '4' }).database).toEqual({ kind: 'postgres', url, poolSize: 4 });
    }
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/quran' }).database).toMatchObject({ poolSize: 10 });
  });

  it('refuses another kind of URL without echoing it, and a pool size out of bounds', () => {
    for (const url of ['mysql://app:hunter2@db/quran', 'sqlite:/srv/app.sqlite', 'postgres://', 'not a url']) {
      const problems = configError({ DATA_DIR: dataDir, DATABASE_URL: url }).problems;
      expect(problems, url).toEqual([expect.stringMatching(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/)]);
      expect(problems.join(' ')).not.toContain('hunter2');
    }
    expect(configError({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '0' }).problems).toEqual([expect.stringMatching(/^DATABASE_POOL_SIZE must be an integer/)]);
  });
});
