/** What failed in the storage, as the error of SQLite or of the file system says. */
export type StorageFailure = 'missing' | 'damaged' | 'access' | 'full' | 'busy' | 'io';

/** SQLite result codes, with their extended forms (e.g. SQLITE_IOERR_WRITE), that say the storage failed rather than the query. */
const SQLITE_FAILURES: ReadonlyArray<readonly [RegExp, StorageFailure]> = [
  [/^SQLITE_(CORRUPT|NOTADB)(_|$)/, 'damaged'],
  [/^SQLITE_(CANTOPEN|READONLY|PERM|AUTH)(_|$)/, 'access'],
  [/^SQLITE_FULL(_|$)/, 'full'],
  // Another writer held the lock past the busy timeout.
  [/^SQLITE_BUSY(_|$)/, 'busy'],
  [/^SQLITE_IOERR(_|$)/, 'io'],
];

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
      const sqlite = SQLITE_FAILURES.find(([pattern]) => pattern.test(code));
      if (sqlite) return sqlite[1];
      if (fileSystemToo && FILE_SYSTEM_FAILURES[code]) return FILE_SYSTEM_FAILURES[code];
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
 * unreadable or damaged file, a lock held too long) rather than for the query.
 * Clients are told 503 storage_unavailable; the cause is logged.
 */
export function isStorageFailure(error: unknown): boolean {
  return failureOf(error, false) !== null;
}
