import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A schema of its own on a PostgreSQL server, for one test or benchmark run. */
export interface PostgresSchema {
  /** The server's URL with this schema as its search_path: a DATABASE_URL that sees only this schema. */
  url: string;
  name: string;
  /** Removes the schema with everything in it. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty schema named `<prefix>_<random>` on the server at `serverUrl`. */
export async function createPostgresSchema(serverUrl: string, prefix: string): Promise<PostgresSchema> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create schema ${name}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return { url: url.toString(), name, drop: () => onServer(serverUrl, `drop schema if exists ${name} cascade`) };
}
