import { execFileSync } from 'node:child_process';
import { createPostgresSchema, type PostgresSchema } from '@quran-assistant/api/test/postgres-schema.ts';

/**
 * The PostgreSQL server the scripts' tests and benchmarks use: TEST_DATABASE_URL when
 * set (as `.ci/run` sets it), otherwise this machine's Debian cluster (postgresql-common),
 * started if it is down and given the role and database `.ci/run` creates. Each test or
 * benchmark run takes a schema of its own and drops it at the end.
 */

const ROLE = 'quran_test';

function localClusterUrl(): string {
  let listed = '';
  try {
    listed = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  } catch {
    // No postgresql-common here: the message below says what to do.
  }
  const clusters = listed.trim().split('\n').filter(Boolean);
  const [version, cluster, port, status] = clusters[0]?.split(/\s+/) ?? [];
  if (!version || !cluster || !port) {
    throw new Error('no PostgreSQL here: set TEST_DATABASE_URL, or install one (apt-get install postgresql)');
  }
  if (status !== 'online') execFileSync('pg_ctlcluster', [version, cluster, 'start']);
  const psql = (command: string) =>
    execFileSync('su', ['postgres', '-c', `psql -p ${port} -v ON_ERROR_STOP=1 -tAc "${command}"`], { encoding: 'utf8' }).trim();
  if (psql(`select 1 from pg_roles where rolname = '${ROLE}'`) !== '1') psql(`create role ${ROLE} superuser login password '${ROLE}'`);
  if (psql(`select 1 from pg_database where datname = '${ROLE}'`) !== '1') psql(`create database ${ROLE} owner ${ROLE}`);
  return `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/${ROLE}`;
}

let serverUrl: string | null = null;

export function localPostgresUrl(): string {
  serverUrl ??= process.env.TEST_DATABASE_URL?.trim() || localClusterUrl();
  return serverUrl;
}

export type Schema = PostgresSchema;

/** A new empty schema on that server; `drop` removes it with everything in it. */
export function freshSchema(serverUrl = localPostgresUrl()): Promise<Schema> {
  return createPostgresSchema(serverUrl, 'ops');
}
