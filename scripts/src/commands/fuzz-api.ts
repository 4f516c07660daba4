import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { run as grantAdminRole } from './admin-role.js';

export const description =
  'Fuzz the HTTP API with schemathesis against its own OpenAPI document (/api/docs/json): the real app on 127.0.0.1, a fresh DATA_DIR, no model. [--max-examples N]';

/**
 * `pnpm fuzz:api` (and `npm test`): schemathesis generates requests from the
 * OpenAPI document, valid and invalid, and fails on any 5xx or any response that
 * does not match its documented schema. Two passes: every operation as a visitor,
 * then the admin operations with an admin's session cookie. The Python package is
 * a test-only helper (scripts/requirements-test.txt); without it the run says so
 * loudly and fails in CI.
 */

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const API_DIR = join(REPO_ROOT, 'api');

/**
 * Per operation in the fuzzing phase (the coverage phase adds its own edge cases). See the
 * figures in the README: a few thousand requests in about three minutes on two cores.
 */
const DEFAULT_MAX_EXAMPLES = 150;
const CHECKS = 'not_a_server_error,response_schema_conformance';
/**
 * The one operation left out: POST /api/messages/stream answers with Server-Sent Events, which
 * schemathesis cannot read as a response body. It shares its body schema, its refusals and
 * its pipeline with POST /api/messages, which is fuzzed.
 */
const EXCLUDED_PATH = '/api/messages/stream';
const ADMIN_EMAIL = 'fuzz-admin@example.test';
/** Environment the app must not inherit from this shell: the run is without a model, Google or a public origin. */
const INHERITED_NOT = /^(LLM_|EMBEDDING|GOOGLE_|PUBLIC_ORIGIN$|ADMIN_EMAILS$|RATE_LIMIT_|TRUST_PROXY$|SESSION_SECRET$|NODE_ENV$)/u;
const READY_TIMEOUT_MS = 120_000;
const SCHEMATHESIS = ['-c', 'import sys; from schemathesis.cli import schemathesis; sys.argv[0] = "schemathesis"; sys.exit(schemathesis())'];

const log = (line: string) => console.log(line);
const isCi = () => process.env.CI === 'true' || process.env.CI === '1';

function python(): string {
  return process.env.PYTHON ?? 'python3';
}

function schemathesisVersion(): string | null {
  const probe = spawnSync(python(), [...SCHEMATHESIS, '--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilHealthy(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the app did not answer ${base}/api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Registers the admin account, grants it the role as an operator would, and returns its session cookie. */
async function adminCookie(base: string, dataDir: string): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Fuzz Admin', email: ADMIN_EMAIL, password: 'fuzz-admin-password' }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('qa_session='));
  if (response.status !== 201 || !cookie) throw new Error(`could not register the admin account: ${response.status} ${await response.text()}`);
  // A password account never becomes admin by its address alone: the role is granted on the server.
  if ((await grantAdminRole(['grant', ADMIN_EMAIL], { DATA_DIR: dataDir })) !== 0) throw new Error('could not grant the admin role');
  return cookie.split(';')[0] as string;
}

/**
 * Schemathesis closes each run with a pytest-style banner ("==== 3 warnings in 66 s ====") that
 * counts no tests; a CI reading runners' closing lines would take it for an empty test run. Its
 * lines are relayed indented under a gutter, banners as plain rules, so the only closing count
 * is the one `npm test` prints for the whole suite.
 */
export function relayLine(line: string): string {
  return `  │ ${line.replace(/={3,}/gu, '──')}`;
}

/** Runs in `workDir`, so schemathesis's own files (its example database) go with the run. */
function runSchemathesis(label: string, base: string, workDir: string, args: string[]): Promise<number> {
  log(`\n▶ schemathesis: ${label}`);
  const started = Date.now();
  const child = spawn(
    python(),
    [...SCHEMATHESIS, 'run', `${base}/api/docs/json`, '--url', base, '--checks', CHECKS, '--exclude-path', EXCLUDED_PATH, '--request-timeout', '30', ...args],
    { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PYTHONUNBUFFERED: '1' } },
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => log(relayLine(line)));
  }
  return new Promise((done) => {
    child.on('error', (error) => {
      log(`▶ schemathesis: ${label} could not start: ${error.message}`);
      done(1);
    });
    child.on('close', (code) => {
      log(`▶ schemathesis: ${label} took ${Math.round((Date.now() - started) / 1000)} s, exit code ${code}`);
      done(code ?? 1);
    });
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    server.kill('SIGTERM');
  });
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { 'max-examples': { type: 'string' } } });
  const maxExamples = Number(values['max-examples'] ?? DEFAULT_MAX_EXAMPLES);
  if (!Number.isInteger(maxExamples) || maxExamples < 1) {
    console.error('--max-examples must be a positive integer');
    return 2;
  }

  const version = schemathesisVersion();
  if (version === null) {
    const banner = [
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!! API FUZZING SKIPPED: the Python package schemathesis is missing.   !!',
      '!! Install it: python3 -m pip install -r scripts/requirements-test.txt !!',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    ].join('\n');
    console.error(`\n${banner}\n`);
    if (isCi()) {
      console.error('✖ CI=true: the API fuzzing must run in CI.');
      return 1;
    }
    return 0;
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'quran-assistant-fuzz-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !INHERITED_NOT.test(name)));
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-app'),
    LOG_LEVEL: 'error',
    // Schemathesis sends thousands of requests from one address: the per-address budgets would
    // answer most of them 429. Raised for this run only; the limits themselves are tested elsewhere.
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_MESSAGES: '100000',
    RATE_LIMIT_FEEDBACK: '100000',
  });

  log(`▶ ${version}; the app on ${base} with DATA_DIR ${dataDir}, ${maxExamples} examples per operation`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const started = Date.now();
  try {
    await waitUntilHealthy(base, server);
    const cookie = await adminCookie(base, dataDir);
    // One worker: Python 3.11.7's parser is not safe when schemathesis's threads build strategies at once.
    const common = ['--max-examples', String(maxExamples), '--workers', '1'];
    const visitor = await runSchemathesis('every operation, as a visitor', base, dataDir, common);
    const admin = await runSchemathesis('the admin operations, as an admin', base, dataDir, [...common, '--include-path-regex', '^/api/admin', '-H', `Cookie: ${cookie}`]);
    const failed = visitor !== 0 || admin !== 0;
    log(`\n${failed ? '✖' : '✔'} API fuzzing ${failed ? 'found problems' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
    return failed ? 1 : 0;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
