import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  name: string;
  baseUrl: string;
  /** Where the process writes stdout and stderr (its log). */
  logFile: string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts a Node process running a TypeScript entry point through tsx (as `npm start`
 * runs the API), with its output going to `logFile`, and waits until `readyPath` answers.
 */
export async function startServer(options: {
  name: string;
  entry: string;
  args?: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  readyPath: string;
  logFile: string;
}): Promise<ServerProcess> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilAnswering(`${baseUrl}${options.readyPath}`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${options.name} did not start (log: ${options.logFile}): ${(error as Error).message}`);
  }
  return {
    name: options.name,
    baseUrl,
    logFile: options.logFile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
