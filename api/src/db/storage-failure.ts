/** What failed in the storage, as the error of SQLite, PostgreSQL, the network or the file system says. */
export type StorageFailure = 'missing' | 'damaged' | 'access' | 'full' | 'busy' | 'io' | 'unreachable';

/** SQLite result codes, with their extended forms (e.g. SQLITE_IOERR_WRITE), that say the storage failed rather than the query. */
const SQLITE_FAILURES: ReadonlyArray<readonly [RegExp, StorageFailure]> = [
  [/^SQLITE_(CORRUPT|NOTADB)(_|$)/, 'damaged'],
  [/^SQLITE_(CANTOPEN|READONLY|PERM|AUTH)(_|$)/, 'access'],
  [/^SQLITE_FULL(_|$)/, 'full'],
  // Another writer held the lock past the busy timeout.
  [/^SQLITE_BUSY(_|$)/, 'busy'],
  [/^SQLITE_IOERR(_|$)/, 'io'],
];

/** PostgreSQL SQLSTATE codes (by prefix) that say the server or its storage failed rather than the query. */
const POSTGRES_FAILURES: ReadonlyArray<readonly [RegExp, StorageFailure]> = [
  [/^53100$/, 'full'],
  // Out of memory or of connections.
  [/^53/, 'busy'],
  // The connection broke, or the server is shutting down or starting up.
  [/^(08|57P0)/, 'unreachable'],
  [/^(28|42501$|25006$)/, 'access'],
  // The database in the URL does not exist.
  [/^3D000$/, 'missing'],
  [/^(XX001|XX002)$/, 'damaged'],
  [/^58/, 'io'],
];

/** The server cannot be reached: refused, unknown, or gone. */
const NETWORK_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/** node-postgres says these in words only, with no code. */
const POOL_FAILURE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

const FILE_SYSTEM_FAILURES: Readonly<Record<string, StorageFailure>> = {
  ENOENT: 'missing',
  EACCES: 'access',
  EPERM: 'access',
  EROFS: 'access',
  ENOSPC: 'full',
  EDQUOT: 'full',
  EIO: 'io',
};

function failureOf(error: unknown, fileSystemToo: boolean): StorageFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      const known = (code.startsWith('SQLITE_') ? SQLITE_FAILURES : POSTGRES_FAILURES).find(([pattern]) => pattern.test(code));
      if (known) return known[1];
      if (NETWORK_FAILURES.has(code)) return 'unreachable';
      if (fileSystemToo && FILE_SYSTEM_FAILURES[code]) return FILE_SYSTEM_FAILURES[code];
    } else if (POOL_FAILURE_MESSAGES.test(current.message)) {
      return 'unreachable';
    }
    current = current.cause;
  }
  return null;
}

/** Why a file of the storage (the app database, the verse index) could not be opened; null when the error says nothing of it. */
export function storageFailureOf(error: unknown): StorageFailure | null {
  return failureOf(error, true);
}

/**
 * True when SQLite failed for its storage (a full or failing disk, a read-only,
 * unreadable or damaged file, a lock held too long), or PostgreSQL is out of
 * reach or of resources, rather than failing for the query.
 * Clients are told 503 storage_unavailable; the cause is logged.
 */
export function isStorageFailure(error: unknown): boolean {
  return failureOf(error, false) !== null;
}
