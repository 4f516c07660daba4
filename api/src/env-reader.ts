import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reading variables one by one, collecting every problem instead of stopping at the first. */

/** The repository root: relative paths in the configuration are resolved against it. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nSee .env.example for every variable.',
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Collects problems instead of stopping at the first one. */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value, or null when unset or blank. */
  raw(name: string): string | null {
    const value = this.env[name]?.trim();
    return value ? value : null;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === null) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  url(name: string): string | null {
    const value = this.raw(name);
    if (value === null) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      return value.replace(/\/+$/, '');
    } catch {
      this.problems.push(`${name} must be an http(s) URL (got "${value}")`);
      return null;
    }
  }

  email(name: string): string | null {
    const value = this.raw(name);
    if (value === null) return null;
    if (!isEmail(value)) {
      this.problems.push(`${name} must be an email address (got "${value}")`);
      return null;
    }
    return value;
  }

  path(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
  }
}


export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
