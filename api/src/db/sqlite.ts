import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * SQLite ends a transaction itself when a statement in it fails for lack of space,
 * an I/O error or a lock (SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY…). Kysely then rolls
 * back again, which fails with "no transaction is active" and hides that cause; this
 * dialect rolls back only a transaction that is still open.
 */
class SqliteDialectKeepingCauses extends SqliteDialect {
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const { sqlite } = this;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: sqlite });
  }
}

/**
 * The database holds conversations and sessions: only the user that runs the
 * server may read it. SQLite creates its -wal and -shm files with the database
 * file's mode, so the database is created 0600 before SQLite opens it; files an
 * earlier version left more open are tightened.
 */
function keepPrivate(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (!existsSync(file)) continue;
    try {
      chmodSync(file, 0o600);
    } catch (error) {
      // Owned by another user who shares it with us on purpose: theirs to decide.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    }
  }
}

/**
 * A file path, or ':memory:'. WAL lets readers run while a write is in progress;
 * foreign keys are off in SQLite unless asked for. `ping` runs a prepared
 * `select 1`: health checks ask often, and preparing it each time costs more than running it.
 */
export function openSqlite<DB>(path: string): { db: Kysely<DB>; ping: () => void } {
  if (path !== ':memory:') keepPrivate(path);
  const sqlite = new SqliteDatabase(path);
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialectKeepingCauses(sqlite) });
  const statement = sqlite.prepare('select 1').pluck();
  const ping = () => {
    if (statement.get() !== 1) throw new Error('select 1 did not answer 1');
  };
  return { db, ping };
}
