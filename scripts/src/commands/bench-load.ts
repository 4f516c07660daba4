import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadTopicSet } from '@quran-assistant/api/answer/topic-evaluation.ts';
import { freePort, startServer, type ServerProcess } from '../bench/load-servers.js';
import { summariseScenario, type LoadRun, type ScenarioSummary } from '../bench/load-summary.js';

export const description =
  'Requests per second and p99 latency of the app as shipped against a bare Fastify server in the same run: health, verse search, answering without a model';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const BARE_SERVER = fileURLToPath(new URL('../bench/bare-fastify-server.ts', import.meta.url));

/** Realistic searches in the three languages (patience, charity, mercy…), asked again and again as popular ones are. */
const SEARCHES = [
  'patience in hardship',
  'what does the Quran say about charity',
  'ধৈর্য',
  'দান সদকা',
  'الصبر',
  'الرحمة',
];

/** Variables of the app that the run fixes, so a developer's shell or .env does not change what is measured. */
const APP_VARIABLES = [
  'NODE_ENV', 'HOST', 'PORT', 'LOG_LEVEL', 'DATA_DIR', 'TRUST_PROXY', 'PUBLIC_ORIGIN', 'SESSION_SECRET',
  'LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS', 'EMBEDDINGS_BASE_URL', 'EMBEDDINGS_API_KEY',
  'EMBEDDINGS_MODEL', 'EMBEDDING_MODEL_DIR', 'RATE_LIMIT_SIGN_IN', 'RATE_LIMIT_MESSAGES', 'RATE_LIMIT_FEEDBACK',
];

interface Scenario {
  name: string;
  /** Least share of the bare server's requests per second; null: measured, no target. */
  target: number | null;
  requests: () => autocannon.Request[];
}

function scenarios(): Scenario[] {
  const questions = loadTopicSet().map((item) => item.question);
  const onTopic = loadTopicSet().filter((item) => item.label === 'on_topic').map((item) => item.question);
  let nextQuestion = 0;
  let nextTurn = 0;
  return [
    { name: 'GET /api/health', target: 0.5, requests: () => [{ method: 'GET', path: '/api/health' }] },
    {
      name: 'verse search (6 queries en/bn/ar, repeated)',
      target: 0.2,
      requests: () => SEARCHES.map((q) => ({ method: 'GET', path: `/api/verses/search?q=${encodeURIComponent(q)}` })),
    },
    {
      // Every request a query not searched before in this run: the topic set's 1,845 questions, then
      // the same with one more question mark for each pass (the search ignores it, the cache does not).
      name: 'verse search (each query new)',
      target: null,
      requests: () => [
        {
          method: 'GET',
          setupRequest: (request) => {
            const n = nextQuestion++;
            const query = `${questions[n % questions.length]!}${'?'.repeat(Math.floor(n / questions.length))}`;
            return { ...request, path: `/api/verses/search?q=${encodeURIComponent(query)}` };
          },
        },
      ],
    },
    {
      // A new guest without cookies asks a new conversation's first question: stored, answered from the verses, stored.
      name: 'POST /api/messages (no model)',
      target: null,
      requests: () => [
        {
          method: 'POST',
          path: '/api/messages',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const turn = nextTurn++;
            const content = onTopic[turn % onTopic.length]!;
            return { ...request, body: JSON.stringify({ content, sessionId: `load-${turn}`, role: 'user' }) };
          },
        },
      ],
    },
  ];
}

async function measure(server: ServerProcess, scenario: Scenario, seconds: number, connections: number, isApp: boolean): Promise<LoadRun> {
  const logBefore = statSync(server.logFile).size;
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    duration: seconds,
    // The bare server has one route: it answers every scenario with it.
    requests: isApp ? scenario.requests() : [{ method: 'GET', path: '/api/health' }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0])),
    logBytes: isApp ? statSync(server.logFile).size - logBefore : null,
  };
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '4' },
      rounds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      'log-level': { type: 'string' },
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
  const baseEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !APP_VARIABLES.includes(name)) baseEnv[name] = value;
  // Blank values count as unset, and a .env file cannot fill them in: no model, no embeddings endpoint.
  for (const name of APP_VARIABLES) baseEnv[name] = '';

  const servers: ServerProcess[] = [];
  try {
    const barePort = await freePort();
    const bare = await startServer({
      name: 'bare Fastify',
      entry: BARE_SERVER,
      args: [String(barePort)],
      cwd: join(REPO_ROOT, 'scripts'),
      env: baseEnv,
      port: barePort,
      readyPath: '/api/health',
      logFile: join(work, 'bare.log'),
    });
    servers.push(bare);
    const appPort = await freePort();
    // As `npm start` runs it (tsx src/server.ts, default NODE_ENV and LOG_LEVEL), on a fresh DATA_DIR;
    // only the per-address message limit is raised, since every request comes from 127.0.0.1.
    const app = await startServer({
      name: 'app',
      entry: 'src/server.ts',
      cwd: join(REPO_ROOT, 'api'),
      env: { ...baseEnv, PORT: String(appPort), DATA_DIR: join(work, 'data'), RATE_LIMIT_MESSAGES: '100000', ...(logLevel ? { LOG_LEVEL: logLevel } : {}) },
      port: appPort,
      readyPath: '/api/health',
      logFile: join(work, 'app.log'),
    });
    servers.push(app);

    const loadBefore = loadavg();
    const summaries: ScenarioSummary[] = [];
    for (const scenario of scenarios()) {
      process.stdout.write(`${scenario.name}: warm-up`);
      await measure(bare, scenario, 2, connections, false);
      await measure(app, scenario, 2, connections, true);
      const runs: { bare: LoadRun[]; app: LoadRun[] } = { bare: [], app: [] };
      // Alternating, and in turned order each round, so both servers share the machine's noise.
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
        for (const which of order) runs[which].push(await measure(which === 'bare' ? bare : app, scenario, seconds, connections, which === 'app'));
        process.stdout.write(` · round ${round + 1}`);
      }
      process.stdout.write('\n');
      summaries.push(summariseScenario(scenario.name, runs.bare, runs.app, scenario.target));
    }
    const loadAfter = loadavg();

    const machine = {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
      loadAverageAfter: loadAfter.map((value) => Number(value.toFixed(2))),
    };
    console.log(
      `\nthe app as shipped (LOG_LEVEL=${logLevel ?? 'default (info)'}, no model, fresh DATA_DIR) against bare Fastify, ` +
        `${rounds} rounds of ${seconds} s (bare and app back to back, in turned order), ${connections} connections; medians of the rounds, ratio of the median round`,
    );
    console.log(
      `machine: ${machine.cpus} CPUs (${machine.cpuModel}); load average (1/5/15 min) before ${machine.loadAverageBefore.join(' / ')}, after ${machine.loadAverageAfter.join(' / ')}`,
    );
    console.log('');
    console.log(
      `${'scenario'.padEnd(44)} ${'bare req/s'.padStart(10)} ${'app req/s'.padStart(10)} ${'ratio'.padStart(6)} ${'target'.padStart(7)} ${'bare p99'.padStart(9)} ${'app p99'.padStart(8)} ${'log B/req'.padStart(9)} ${'non-2xx'.padStart(7)}`,
    );
    for (const row of summaries) {
      const target = row.target === null ? '-' : `≥${row.target}${row.met ? '' : ' ✗'}`;
      console.log(
        `${row.name.padEnd(44)} ${fixed(row.bare.requestsPerSecond, 0).padStart(10)} ${fixed(row.app.requestsPerSecond, 0).padStart(10)} ` +
          `${fixed(row.ratio, 3).padStart(6)} ${target.padStart(7)} ${`${fixed(row.bare.p99Ms, 0)} ms`.padStart(9)} ${`${fixed(row.app.p99Ms, 0)} ms`.padStart(8)} ` +
          `${fixed(row.app.logBytesPerRequest ?? Number.NaN, 0).padStart(9)} ${String(row.app.non2xx + row.app.errors).padStart(7)}`,
      );
    }
    for (const row of summaries) {
      const refused = Object.entries(row.app.statuses).filter(([status]) => !status.startsWith('2'));
      if (refused.length > 0) console.log(`${row.name}: the app answered ${refused.map(([status, count]) => `${count}× ${status}`).join(', ')}`);
    }
    const failed = summaries.filter((row) => row.met === false).map((row) => row.name);
    console.log(`\ntargets (health ≥ 0.5× bare, repeated verse search ≥ 0.2×): ${failed.length === 0 ? 'met' : `NOT met: ${failed.join(', ')}`}`);
    mkdirSync(dirname(resultsPath), { recursive: true });
    writeFileSync(
      resultsPath,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, machine, logLevel: logLevel ?? 'info', seconds, rounds, connections, scenarios: summaries }, null, 2)}\n`,
    );
    console.log(`written ${resultsPath}`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
