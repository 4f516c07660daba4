import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** int8 (counts, sums, epoch-ms columns) and numeric read as numbers: every value the app stores fits in 2^53. */
const NUMBER_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (NUMBER_TYPES.has(oid) && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  url: string;
  /** Connections this instance keeps at most. */
  poolSize: number;
}

/**
 * A pool to PostgreSQL. Nothing connects until the first query, so an unreachable
 * server shows at the first migration. An idle connection the server drops is
 * logged by the pool's owner and replaced; it must not crash the process.
 */
export function openPostgres<DB>(options: PostgresOptions, onIdleError: (error: Error) => void): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  pool.on('error', onIdleError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}

/** The URL without its password, for messages and logs: `postgres://app@db:5432/quran`. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    parsed.search = '';
    return parsed.toString().replace(/^(\w+:\/\/[^:@/]*):?@/, '$1@');
  } catch {
    return 'postgres://…';
  }
}
