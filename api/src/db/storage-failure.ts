/**
 * SQLite result codes (and their extended forms, e.g. SQLITE_IOERR_WRITE) that say
 * the storage failed rather than the query: the disk is full or failing, the file
 * is read-only, unreadable or damaged, or another writer held the lock past the
 * busy timeout. Clients are told 503 storage_unavailable; the cause is logged.
 */
const STORAGE_FAILURE_CODES = [
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
  'SQLITE_BUSY',
];

function isStorageFailureCode(code: unknown): boolean {
  return typeof code === 'string' && STORAGE_FAILURE_CODES.some((base) => code === base || code.startsWith(`${base}_`));
}

/** True when the error, or one it was caused by, is a storage failure of SQLite. */
export function isStorageFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isStorageFailureCode((current as { code?: unknown }).code)) return true;
    current = current.cause;
  }
  return false;
}
