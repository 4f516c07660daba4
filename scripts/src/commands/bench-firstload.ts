import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { initialJs } from '../bench/initial-js.js';
import { freePort, startServer, type ServerProcess } from '../bench/load-servers.js';

export const description =
  'First visit to / on a throttled phone profile (CPU ×4, 1.6 Mbps down, 750 kbps up, 150 ms RTT) in Chromium: LCP, FCP and JavaScript bytes; builds nothing';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The throttled phone profile. Throughputs are bytes per second. */
const PROFILE = { cpuSlowdown: 4, downloadBps: 1_600_000 / 8, uploadBps: 750_000 / 8, rttMs: 150 };
/** The route module / renders (lazy-loaded by the router). */
const HOME_ROUTE = 'src/app/routes/chat.tsx';
const TARGETS = { lcpMs: 1500, initialJsBytes: 150 * 1024 };

/** Variables of the app the run fixes, so a developer's shell or .env does not change what is measured. */
const APP_VARIABLES = ['NODE_ENV', 'HOST', 'PORT', 'LOG_LEVEL', 'DATA_DIR', 'TRUST_PROXY', 'PUBLIC_ORIGIN', 'WEB_DIST_DIR', 'LLM_BASE_URL', 'EMBEDDINGS_BASE_URL'];

interface FirstLoadRun {
  lcpMs: number;
  fcpMs: number;
  /** Compressed body bytes of the scripts the page asked for before its load event: its initial JavaScript. */
  jsBytes: number;
  /** The same for scripts asked for after the load event until LCP settled: background work such as the offline copies. */
  jsAfterLoadBytes: number;
  /** The same on the wire, response headers included. */
  jsWireBytes: number;
  scriptFiles: string[];
  afterLoadFiles: string[];
  jsRequests: number;
  /** Content-Encoding of each script response, e.g. { br: 7 }. */
  encodings: Record<string, number>;
  /** What the largest contentful paint was (tag and text). */
  lcpElement: string;
}

/** Runs in the page before its own code: records LCP candidates as they come. */
const OBSERVE_LCP = `
  window.__lcp = { time: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp = { time: entry.startTime, element: el ? el.tagName.toLowerCase() + ': ' + (el.textContent || '').trim().slice(0, 40) : '' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function firstVisit(browser: Browser, url: string): Promise<FirstLoadRun> {
  // A fresh context: no HTTP cache, no service worker, no storage.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LCP);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: PROFILE.downloadBps,
      uploadThroughput: PROFILE.uploadBps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    const scripts = new Map<string, { url: string; headerBytes: number; afterLoad: boolean }>();
    // Requests are sorted by when the page asked for them: before its load event or after.
    const requestedAfterLoad = new Set<string>();
    let loaded = false;
    cdp.on('Page.loadEventFired', () => {
      loaded = true;
    });
    cdp.on('Network.requestWillBeSent', (event) => {
      if (loaded) requestedAfterLoad.add(event.requestId);
    });
    let jsBytes = 0;
    let jsAfterLoadBytes = 0;
    let jsWireBytes = 0;
    const encodings: Record<string, number> = {};
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const afterLoad = requestedAfterLoad.has(event.requestId);
      scripts.set(event.requestId, { url: event.response.url, headerBytes: event.response.encodedDataLength, afterLoad });
      if (afterLoad) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      const encoding = headers['content-encoding'] ?? 'none';
      encodings[encoding] = (encodings[encoding] ?? 0) + 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (!script) return;
      if (script.afterLoad) {
        jsAfterLoadBytes += event.encodedDataLength - script.headerBytes;
        return;
      }
      jsWireBytes += event.encodedDataLength;
      jsBytes += event.encodedDataLength - script.headerBytes;
    });

    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // LCP settles once the page stops painting larger content: wait until it has not changed for 2 s.
    let last = -1;
    for (let stable = 0; stable < 4; ) {
      await page.waitForTimeout(500);
      const now = await page.evaluate(() => (globalThis as unknown as { __lcp: { time: number } }).__lcp.time);
      stable = now === last && now > 0 ? stable + 1 : 0;
      last = now;
    }
    const measured = await page.evaluate(() => ({
      lcp: (globalThis as unknown as { __lcp: { time: number; element: string } }).__lcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    const pathsOf = (afterLoad: boolean) => [...scripts.values()].filter((script) => script.afterLoad === afterLoad).map((script) => new URL(script.url).pathname);
    const scriptFiles = pathsOf(false);
    return { lcpMs: measured.lcp.time, fcpMs: measured.fcp, jsBytes, jsAfterLoadBytes, jsWireBytes, scriptFiles, afterLoadFiles: pathsOf(true), jsRequests: scriptFiles.length, encodings, lcpElement: measured.lcp.element };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      // Another build to measure (e.g. one made from an older commit), and the name its results are saved under.
      dist: { type: 'string', default: join(REPO_ROOT, 'web', 'dist') },
      label: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs must be a positive integer');
    return 1;
  }
  const webDist = resolve(values.dist);
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error(`no web build at ${webDist}: run \`pnpm build\` first (this benchmark builds nothing)`);
    return 1;
  }
  const resultsPath = join(REPO_ROOT, 'bench-results', values.label ? `firstload.${values.label}.json` : 'firstload.json');

  const work = mkdtempSync(join(tmpdir(), 'quran-assistant-firstload-'));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !APP_VARIABLES.includes(name)) env[name] = value;
  for (const name of APP_VARIABLES) env[name] = '';
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  try {
    const port = await freePort();
    // As `npm start` runs it, on a fresh DATA_DIR, serving the build under test.
    server = await startServer({
      name: 'app',
      entry: 'src/server.ts',
      cwd: join(REPO_ROOT, 'api'),
      env: { ...env, PORT: String(port), DATA_DIR: join(work, 'data'), WEB_DIST_DIR: webDist },
      port,
      readyPath: '/api/health',
      logFile: join(work, 'app.log'),
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const results: FirstLoadRun[] = [];
    console.log(`first visit to ${server.baseUrl}/ (${webDist}), CPU ×${PROFILE.cpuSlowdown}, 1.6 Mbps down, 750 kbps up, ${PROFILE.rttMs} ms RTT\n`);
    console.log('run   LCP (ms)   FCP (ms)   JS (KB)   with headers   scripts   encodings     after load (KB)   LCP element');
    for (let index = 0; index < runs; index += 1) {
      const result = await firstVisit(browser, `${server.baseUrl}/`);
      results.push(result);
      const encodings = Object.entries(result.encodings).map(([name, count]) => `${name}×${count}`).join(' ');
      console.log(
        `${String(index + 1).padStart(3)} ${result.lcpMs.toFixed(0).padStart(10)} ${result.fcpMs.toFixed(0).padStart(10)} ` +
          `${(result.jsBytes / 1024).toFixed(1).padStart(9)} ${(result.jsWireBytes / 1024).toFixed(1).padStart(14)} ${String(result.jsRequests).padStart(9)}   ${encodings.padEnd(13)} ${(result.jsAfterLoadBytes / 1024).toFixed(1).padStart(15)}   ${result.lcpElement}`,
      );
    }
    const summary = {
      lcpMs: median(results.map((result) => result.lcpMs)),
      fcpMs: median(results.map((result) => result.fcpMs)),
      jsBytes: median(results.map((result) => result.jsBytes)),
      jsAfterLoadBytes: median(results.map((result) => result.jsAfterLoadBytes)),
    };
    console.log(
      `\nmedian LCP ${summary.lcpMs.toFixed(0)} ms, FCP ${summary.fcpMs.toFixed(0)} ms, JavaScript ${(summary.jsBytes / 1024).toFixed(1)} KB ` +
        `before the load event (${(summary.jsAfterLoadBytes / 1024).toFixed(1)} KB more asked for after it, in the background) ` +
        `(targets: LCP ≤ ${TARGETS.lcpMs} ms, initial JavaScript ≤ ${TARGETS.initialJsBytes / 1024} KB)`,
    );
    // The same budget from the build alone: what / needs (the entry and the chat route), not timed.
    const fromBuild = existsSync(join(webDist, '.vite', 'manifest.json')) ? initialJs(webDist, [HOME_ROUTE]) : null;
    if (fromBuild) {
      console.log(
        `initial JavaScript of / from the build: ${fromBuild.files.length} files, ${(fromBuild.rawBytes / 1024).toFixed(1)} KB raw, ` +
          `${(fromBuild.brotliBytes / 1024).toFixed(1)} KB Brotli, ${(fromBuild.gzipBytes / 1024).toFixed(1)} KB gzip`,
      );
    }
    const met = summary.lcpMs <= TARGETS.lcpMs && summary.jsBytes <= TARGETS.initialJsBytes;
    console.log(`targets ${met ? 'met' : 'NOT met'}`);
    mkdirSync(dirname(resultsPath), { recursive: true });
    const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', chromium: browser.version() };
    writeFileSync(
      resultsPath,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, machine, webDist, profile: PROFILE, targets: TARGETS, runs: results, median: summary, fromBuild, met }, null, 2)}\n`,
    );
    console.log(`written ${resultsPath}`);
    return met ? 0 : 1;
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
