import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '@quran-assistant/api/env.ts';
import { redactedUrl } from '@quran-assistant/api/db/postgres.ts';
import { copySqliteToPostgres, CopyError, type CopiedTable } from '../db-copy/copy-to-postgres.js';

export const description =
  'Copy the app database from SQLite to PostgreSQL: `--from sqlite:PATH --to postgres://…` [--replace]; migrates the target, copies every table in one transaction, checks the row counts';

const USAGE =
  'usage: pnpm db:copy --from sqlite:PATH --to postgres://USER:PASSWORD@HOST:5432/DB [--replace] [--batch-size N]\n' +
  '       (without --to, DATABASE_URL is the target: then the password is not on the command line, which pnpm echoes)';

/** `sqlite:data/app.sqlite` or `sqlite:/var/lib/quran/app.sqlite`; a relative path is the repository's, like DATA_DIR. */
export function sqlitePathOf(from: string): string | null {
  const match = /^sqlite:(.+)$/.exec(from);
  if (!match) return null;
  const path = match[1]!.replace(/^\/\/(?=\/)/, '');
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

export function formatTable(rows: CopiedTable[]): string {
  const header = ['table', 'SQLite rows', 'PostgreSQL rows', 'sequences reset', ''];
  const body = rows.map((row) => [row.table, String(row.sourceRows), String(row.targetRows), String(row.sequencesReset), row.sourceRows === row.targetRows ? '✓' : '✗']);
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((line) => line[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  return [line(header), ...body.map(line)].join('\n');
}

export async function run(args: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        replace: { type: 'boolean', default: false },
        'batch-size': { type: 'string', default: '500' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const sqlitePath = values.from ? sqlitePathOf(values.from) : null;
  const to = values.to ?? env.DATABASE_URL?.trim();
  const postgresUrl = to && /^postgres(ql)?:\/\/[^/]+/.test(to) ? to : null;
  const batchSize = Number(values['batch-size']);
  if (sqlitePath === null || postgresUrl === null || !Number.isInteger(batchSize) || batchSize < 1) {
    console.error(USAGE);
    return 1;
  }

  console.log(`▶ copying ${sqlitePath} into ${redactedUrl(postgresUrl)}${values.replace ? ' (replacing its rows)' : ''}`);
  try {
    const copied = await copySqliteToPostgres({ sqlitePath, postgresUrl, replace: values.replace, batchSize });
    console.log(`\n${formatTable(copied)}\n`);
    const total = copied.reduce((sum, row) => sum + row.targetRows, 0);
    console.log(`✓ ${total} rows in ${copied.length} tables copied and counted; point DATABASE_URL at the target and start the server`);
    return 0;
  } catch (error) {
    // The URL may hold a password: messages name the database only through redactedUrl.
    const message = error instanceof CopyError ? error.message : `${(error as Error).message}`;
    console.error(`✖ copy failed; the target's rows are as they were: ${message}`);
    return 1;
  }
}
