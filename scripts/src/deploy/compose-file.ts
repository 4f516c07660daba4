import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The deployment files at the repository root, read the way docker compose reads them (without docker). */

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export interface ComposeService {
  image?: string;
  build?: { context: string; target?: string };
  environment?: Record<string, string>;
  env_file?: Array<{ path: string; required?: boolean }>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  profiles?: string[];
  stop_grace_period?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

export function readComposeFile(path = join(REPO_ROOT, 'docker-compose.yml')): ComposeFile {
  // `merge: true` resolves the `<<: *app` keys as compose does.
  return parse(readFileSync(path, 'utf8'), { merge: true }) as ComposeFile;
}

/**
 * Compose's interpolation: `${NAME}`, `${NAME:-default}` and `${NAME:?message}` from
 * `variables` (the .env file and the shell); a missing required one throws its message.
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    const found = variables[name];
    if (found !== undefined && found !== '') return found;
    if (kind === '?') throw new Error(`${name}: ${rest ?? 'required'}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

/** A service's environment as its container sees it (env_file first, then `environment`, which wins). */
export function serviceEnvironment(
  service: ComposeService,
  variables: Record<string, string | undefined>,
  envFile: Record<string, string> = {},
): Record<string, string> {
  const environment: Record<string, string> = { ...envFile };
  for (const [name, value] of Object.entries(service.environment ?? {})) environment[name] = interpolate(String(value), variables);
  return environment;
}
