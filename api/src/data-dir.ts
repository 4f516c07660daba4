import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig, LoadedConfig } from './env.js';
import { ConfigError } from './env-reader.js';
import { MIN_SESSION_SECRET_LENGTH } from './env-sections.js';

/**
 * The startup step after reading the configuration: creates DATA_DIR and, when
 * SESSION_SECRET is unset, generates the session secret once and keeps it there.
 * A folder that cannot be made ready is a ConfigError naming the fix.
 */

const SESSION_SECRET_FILE = 'session-secret';

export function prepareDataDir(config: LoadedConfig): AppConfig {
  ensureWritableDir('DATA_DIR', config.dataDir);
  return { ...config, sessionSecret: config.sessionSecret ?? keptSessionSecret(config.dataDir) };
}

function ensureWritableDir(name: string, dir: string): void {
  try {
    // What the server keeps there is for its own user alone; a folder given to it keeps its mode.
    if (mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined) chmodSync(dir, 0o700);
  } catch (error) {
    throw new ConfigError([`${name} cannot be created: ${dir} (${(error as Error).message})`]);
  }
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new ConfigError([
      `${name} is not writable: ${dir} (${(error as NodeJS.ErrnoException).code ?? 'no access'}); make it writable by the user that runs the server, or set ${name} to a writable folder`,
    ]);
  }
}

function keptSessionSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE);
  try {
    return readOrCreateSessionSecret(file);
  } catch (error) {
    throw new ConfigError([
      `SESSION_SECRET is unset and ${file} cannot be read or written (${(error as NodeJS.ErrnoException).code ?? 'no access'}); make it readable and writable by the user that runs the server, or set SESSION_SECRET`,
    ]);
  }
}

function readOrCreateSessionSecret(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SESSION_SECRET_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
