#!/usr/bin/env node
// The two commands a newcomer runs on a fresh clone: `npm start` and `npm test`.
// Plain Node with no dependencies, because it runs before anything is installed:
// it installs what is missing (pnpm through npm, the workspace, the verse index,
// the web build) and then starts the app or runs every test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const isCi = process.env.CI === 'true' || process.env.CI === '1';

const baseEnv = {
  ...process.env,
  // Browsers come from the system (Debian's chromium), never from a download.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  PUPPETEER_SKIP_DOWNLOAD: '1',
};

function log(message) {
  process.stdout.write(`\n▶ ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: { ...baseEnv, ...options.env },
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    process.stderr.write(`\n✖ ${command} ${args.join(' ')} failed with exit code ${status}\n`);
    process.exit(status);
  }
}

/** pnpm from PATH when it is the pinned major, otherwise fetched through npm (corepack is not relied upon). */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env: baseEnv });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm', []];
  return ['npm', ['exec', '--yes', `--package=pnpm@${PNPM_VERSION}`, '--', 'pnpm']];
}

const [pnpmBin, pnpmPrefix] = pnpmCommand();
const pnpm = (args, options) => mustRun(pnpmBin, [...pnpmPrefix, ...args], options);
const pnpmStatus = (args, options) => run(pnpmBin, [...pnpmPrefix, ...args], options);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (better-sqlite3 compiles from source: about a minute)');
  pnpm(['install', '--frozen-lockfile']);
}

function ensureIndex() {
  // Idempotent: returns at once when the index matches the source.
  log('Checking the verse index');
  pnpm(['ingest']);
}

function ensureWebBuild({ force }) {
  const webDir = join(root, 'web');
  const builtIndex = join(webDir, 'dist', 'index.html');
  const stale =
    !existsSync(builtIndex) ||
    newestMtime(webDir) > statSync(builtIndex).mtimeMs ||
    newestMtime(join(root, 'web', 'src')) > statSync(builtIndex).mtimeMs;
  if (!force && !stale) return;
  log('Building the web app');
  pnpm(['--filter', '@quran-assistant/web', 'build']);
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

function start() {
  ensureInstalled();
  ensureIndex();
  ensureWebBuild({ force: false });
  log('Starting the app (API and web app on one port)');
  process.exit(pnpmStatus(['--filter', '@quran-assistant/api', 'start']));
}

/** `npm run admin:grant -- EMAIL` / `admin:revoke`: an operator's command against the app's DATA_DIR. */
function admin(args) {
  ensureInstalled();
  process.exit(pnpmStatus(['--silent', '--filter', '@quran-assistant/scripts', 'exec', 'tsx', 'src/cli.ts', 'admin-role', ...args]));
}

/** Sums vitest and Playwright JSON reports into one closing line. */
function summarise(reportDir) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of readdirSync(reportDir)) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected ?? 0;
      skipped += report.stats.skipped ?? 0;
    }
  }
  return { passed, failed, skipped };
}

/** ESLint and tsc in every package (`pnpm lint`): one line when clean, their report when not. */
function lint() {
  const result = spawnSync(pnpmBin, [...pnpmPrefix, 'lint'], { cwd: root, env: baseEnv, encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status === 0) {
    process.stdout.write('\n▶ Lint: ESLint and tsc pass in every package\n');
    return 0;
  }
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.stderr.write('\n✖ Lint failed (pnpm lint): see above\n');
  return 1;
}

/** The api test files that store data (they build the app or open a test database), and those for PostgreSQL only. */
function databaseTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.postgres.test.ts')) files.push(path);
      else if (entry.name.endsWith('.test.ts') && /\/(build|test-database)\.js'/.test(readFileSync(path, 'utf8'))) files.push(path);
    }
  };
  walk(join(root, 'api', 'src'));
  return files.map((path) => path.slice(join(root, 'api').length + 1)).sort();
}

/**
 * The repository and API suites again on PostgreSQL (TEST_DATABASE_URL, e.g. the server
 * .ci/run starts). Required in CI; elsewhere it says so loudly and goes on.
 */
function apiTestsOnPostgres(vitest) {
  if (!process.env.TEST_DATABASE_URL) {
    if (isCi) {
      process.stderr.write('\n✖ CI=true but TEST_DATABASE_URL is not set: the suites must also run on PostgreSQL (see .ci/run).\n');
      return 1;
    }
    process.stderr.write('\n!! PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://… to run the database suites on PostgreSQL too.\n');
    return 0;
  }
  const files = databaseTestFiles();
  log(`Unit and integration tests: api on PostgreSQL (${files.length} files that store data)`);
  return vitest('api', 'vitest-api-postgres.json', files);
}

function test() {
  ensureInstalled();
  ensureIndex();
  ensureWebBuild({ force: true });

  let failures = lint();

  const reportDir = join(root, 'test-results', 'reports');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  const vitest = (pkg, report, files = [], env = {}) =>
    pnpmStatus(
      ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, report)}`, ...files],
      { cwd: join(root, pkg), env },
    ) === 0 ? 0 : 1;

  for (const pkg of ['api', 'scripts', 'web']) {
    log(`Unit and integration tests: ${pkg}${pkg === 'api' ? ' (on SQLite)' : ''}`);
    failures += vitest(pkg, `vitest-${pkg}.json`, [], pkg === 'api' ? { TEST_DATABASE_URL: '' } : {});
  }
  failures += apiTestsOnPostgres(vitest);

  // Fails in CI when schemathesis is missing; elsewhere it says so loudly and goes on.
  log('API fuzzing (schemathesis against /api/docs/json)');
  failures += pnpmStatus(['--filter', '@quran-assistant/scripts', 'fuzz:api']) === 0 ? 0 : 1;

  const browser = chromiumPath();
  if (browser) {
    log(`Browser tests (Playwright with ${browser})`);
    failures +=
      pnpmStatus(['exec', 'playwright', 'test', '--reporter=list,json'], {
        cwd: join(root, 'web'),
        env: { CHROMIUM_PATH: browser, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, 'playwright.json') },
      }) === 0
        ? 0
        : 1;
  } else if (isCi) {
    process.stderr.write('\n✖ CI=true but no Chromium was found (set CHROMIUM_PATH or apt-get install chromium).\n');
    failures += 1;
  } else {
    process.stderr.write(
      '\n' +
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
        '!! BROWSER TESTS SKIPPED: no Chromium found.                          !!\n' +
        '!! Install one (apt-get install chromium) or set CHROMIUM_PATH.        !!\n' +
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n',
    );
  }

  const { passed, failed, skipped } = summarise(reportDir);
  process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  process.exit(failures > 0 || failed > 0 ? 1 : 0);
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else if (command === 'admin') admin(process.argv.slice(3));
else {
  process.stderr.write('usage: node scripts/bootstrap.mjs start|test|admin grant|revoke EMAIL\n');
  process.exit(2);
}
