import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { redactedUrl } from '@quran-assistant/api/db/postgres.ts';
import { freshSchema, localPostgresUrl, type Schema } from '../deploy/local-postgres.js';
import { scenarios, signedInWithHistory, type Scenario, type ScenarioContext } from '../bench/load-scenarios.js';
import { summariseScenario, type LoadRun, type ScenarioSummary } from '../bench/load-summary.js';
import { logBytes, startBare, startOnPostgres, startOnSqlite, startTwoOnPostgres, type LoadTarget, type TargetKey } from '../bench/load-targets.js';

export const description =
  'Requests per second and p99 latency of the app on SQLite, on PostgreSQL and twice on PostgreSQL, against a bare Fastify server in the same run: health, verse search, history listing, answering without a model';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const BARE_SERVER = fileURLToPath(new URL('../bench/bare-fastify-server.ts', import.meta.url));

/** Variables of the app that the run fixes, so a developer's shell or .env does not change what is measured. */
const APP_VARIABLES = [
  'NODE_ENV', 'HOST', 'PORT', 'LOG_LEVEL', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'TRUST_PROXY', 'PUBLIC_ORIGIN', 'SESSION_SECRET',
  'LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS', 'EMBEDDINGS_BASE_URL', 'EMBEDDINGS_API_KEY',
  'EMBEDDINGS_MODEL', 'EMBEDDING_MODEL_DIR', 'RATE_LIMIT_SIGN_IN', 'RATE_LIMIT_MESSAGES', 'RATE_LIMIT_FEEDBACK',
];

type AppKey = Exclude<TargetKey, 'bare'>;

interface Measured {
  scenario: string;
  target: AppKey;
  label: string;
  summary: ScenarioSummary;
}

/** Sums the runs of the instances that shared one measurement; its p99 is the higher of theirs. */
function combined(results: autocannon.Result[]): Omit<LoadRun, 'logBytes'> {
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = (statuses[status] ?? 0) + (stats.count ?? 0);
  }
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    statuses,
  };
}

async function measure(target: LoadTarget, scenario: Scenario, context: ScenarioContext | null, seconds: number, connections: number): Promise<LoadRun> {
  const isApp = context !== null;
  const logBefore = isApp ? logBytes(target) : 0;
  // The connections split evenly over the instances, measured at the same time.
  const share = Math.max(1, Math.round(connections / target.baseUrls.length));
  const results = await Promise.all(
    target.baseUrls.map((url) =>
      autocannon({
        url,
        connections: share,
        duration: seconds,
        // The bare server has one route: it answers every scenario with it.
        requests: isApp ? scenario.requests(context) : [{ method: 'GET', path: '/api/health' }],
      }),
    ),
  );
  return { ...combined(results), logBytes: isApp ? logBytes(target) - logBefore : null };
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function printTable(rows: Measured[]): void {
  console.log(
    `${'scenario'.padEnd(46)} ${'server'.padEnd(14)} ${'bare req/s'.padStart(10)} ${'app req/s'.padStart(10)} ${'ratio'.padStart(6)} ${'target'.padStart(7)} ` +
      `${'bare p99'.padStart(9)} ${'app p99'.padStart(8)} ${'log B/req'.padStart(9)} ${'non-2xx'.padStart(7)}`,
  );
  for (const { scenario, label, summary } of rows) {
    const target = summary.target === null ? '-' : `≥${summary.target}${summary.met ? '' : ' ✗'}`;
    console.log(
      `${scenario.padEnd(46)} ${label.padEnd(14)} ${fixed(summary.bare.requestsPerSecond, 0).padStart(10)} ${fixed(summary.app.requestsPerSecond, 0).padStart(10)} ` +
        `${fixed(summary.ratio, 3).padStart(6)} ${target.padStart(7)} ${`${fixed(summary.bare.p99Ms, 0)} ms`.padStart(9)} ${`${fixed(summary.app.p99Ms, 0)} ms`.padStart(8)} ` +
        `${fixed(summary.app.logBytesPerRequest ?? Number.NaN, 0).padStart(9)} ${String(summary.app.non2xx + summary.app.errors).padStart(7)}`,
    );
  }
  for (const { scenario, label, summary } of rows) {
    const refused = Object.entries(summary.app.statuses).filter(([status]) => !status.startsWith('2'));
    if (refused.length > 0) console.log(`${scenario}, ${label}: the app answered ${refused.map(([status, count]) => `${count}× ${status}`).join(', ')}`);
  }
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '4' },
      rounds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      'log-level': { type: 'string' },
      /** The PostgreSQL server to measure on (a schema of its own is made and dropped); default TEST_DATABASE_URL or this machine's cluster. */
      'database-url': { type: 'string' },
    },
  });
  const seconds = Number(values.duration);
  const rounds = Number(values.rounds);
  const connections = Number(values.connections);
  if (![seconds, rounds, connections].every((value) => Number.isInteger(value) && value > 0)) {
    console.error('--duration, --rounds and --connections must be positive integers');
    return 1;
  }
  const logLevel = values['log-level'];
  const resultsPath = join(REPO_ROOT, 'bench-results', logLevel ? `load.log-${logLevel}.json` : 'load.json');

  const work = mkdtempSync(join(tmpdir(), 'quran-assistant-load-'));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !APP_VARIABLES.includes(name)) env[name] = value;
  // Blank values count as unset, and a .env file cannot fill them in: no model, no embeddings endpoint, SQLite.
  for (const name of APP_VARIABLES) env[name] = '';
  const setup = { repoRoot: REPO_ROOT, work, env, logLevel };

  const targets: LoadTarget[] = [];
  const schemas: Schema[] = [];
  try {
    const serverUrl = values['database-url'] ?? localPostgresUrl();
    console.log(`PostgreSQL: ${redactedUrl(serverUrl)} (a fresh schema per server, dropped at the end)`);
    const bare = await startBare(setup, BARE_SERVER);
    targets.push(bare);
    const onOne = await freshSchema(serverUrl);
    schemas.push(onOne);
    const onTwo = await freshSchema(serverUrl);
    schemas.push(onTwo);
    const apps = [await startOnSqlite(setup), await startOnPostgres(setup, onOne.url), await startTwoOnPostgres(setup, onTwo.url)];
    targets.push(...apps);
    const contexts = new Map<LoadTarget, ScenarioContext>();
    for (const app of apps) contexts.set(app, await signedInWithHistory(app.baseUrls, app.key));

    const loadBefore = loadavg();
    const measured: Measured[] = [];
    for (const scenario of scenarios()) {
      process.stdout.write(`${scenario.name}: warm-up`);
      for (const target of targets) await measure(target, scenario, contexts.get(target) ?? null, 2, connections);
      const runs = new Map<LoadTarget, LoadRun[]>(targets.map((target) => [target, []]));
      // Every round measures every server back to back, starting one further each round, so all share the machine's noise.
      for (let round = 0; round < rounds; round += 1) {
        for (let step = 0; step < targets.length; step += 1) {
          const target = targets[(round + step) % targets.length]!;
          runs.get(target)!.push(await measure(target, scenario, contexts.get(target) ?? null, seconds, connections));
        }
        process.stdout.write(` · round ${round + 1}`);
      }
      process.stdout.write('\n');
      for (const app of apps) {
        const target = app.key === 'sqlite' ? scenario.target : null;
        measured.push({ scenario: scenario.name, target: app.key as AppKey, label: app.label, summary: summariseScenario(scenario.name, runs.get(bare)!, runs.get(app)!, target) });
      }
    }
    const loadAfter = loadavg();

    const machine = {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
      loadAverageAfter: loadAfter.map((value) => Number(value.toFixed(2))),
    };
    console.log(
      `\nthe app as shipped (LOG_LEVEL=${logLevel ?? 'default (info)'}, no model, fresh DATA_DIR and database) on SQLite, on PostgreSQL, and twice on PostgreSQL ` +
        `(the connections split between the two), against bare Fastify; ${rounds} rounds of ${seconds} s (all servers back to back, in turned order), ${connections} connections; ` +
        'medians of the rounds, ratio of the median round',
    );
    console.log(
      `machine: ${machine.cpus} CPUs (${machine.cpuModel}); load average (1/5/15 min) before ${machine.loadAverageBefore.join(' / ')}, after ${machine.loadAverageAfter.join(' / ')}\n`,
    );
    printTable(measured);
    const failed = measured.filter((row) => row.summary.met === false).map((row) => row.scenario);
    console.log(`\ntargets on SQLite ×1 (health ≥ 0.5× bare, repeated verse search ≥ 0.2×): ${failed.length === 0 ? 'met' : `NOT met: ${failed.join(', ')}`}`);
    mkdirSync(dirname(resultsPath), { recursive: true });
    writeFileSync(
      resultsPath,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, machine, logLevel: logLevel ?? 'info', seconds, rounds, connections, results: measured }, null, 2)}\n`,
    );
    console.log(`written ${resultsPath}`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    for (const target of targets.reverse()) await target.stop();
    for (const schema of schemas) await schema.drop();
    rmSync(work, { recursive: true, force: true });
  }
}
