import { describe, expect, it } from 'vitest';
import { isStorageFailure, storageFailureOf } from './storage-failure.js';

function failing(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('storage failures', () => {
  it.each([
    ['SQLITE_FULL', 'full'],
    ['SQLITE_IOERR_WRITE', 'io'],
    ['SQLITE_READONLY_DBMOVED', 'access'],
    ['SQLITE_CANTOPEN', 'access'],
    ['SQLITE_CORRUPT', 'damaged'],
    ['SQLITE_NOTADB', 'damaged'],
    ['SQLITE_BUSY', 'busy'],
  ])('takes %s for a storage failure (%s)', (code, failure) => {
    expect(isStorageFailure(failing(code))).toBe(true);
    expect(storageFailureOf(failing(code))).toBe(failure);
  });

  it('finds it in the cause of a wrapping error', () => {
    expect(isStorageFailure(new Error('could not answer', { cause: failing('SQLITE_FULL') }))).toBe(true);
  });

  it('leaves query errors, and file-system errors outside the database, to the generic 500', () => {
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_FULLY_INVENTED', 'ENOENT', 'EACCES']) {
      expect(isStorageFailure(failing(code)), code).toBe(false);
    }
    expect(isStorageFailure(new Error('no code'))).toBe(false);
  });

  it('reads file-system errors too when a file of the storage cannot be opened', () => {
    expect(storageFailureOf(failing('ENOENT'))).toBe('missing');
    expect(storageFailureOf(failing('EACCES'))).toBe('access');
    expect(storageFailureOf(failing('ENOSPC'))).toBe('full');
    expect(storageFailureOf(failing('SQLITE_CONSTRAINT'))).toBeNull();
  });

  it.each([
    ['53100', 'full'],
    ['53300', 'busy'],
    ['57P01', 'unreachable'],
    ['08006', 'unreachable'],
    ['28P01', 'access'],
    ['3D000', 'missing'],
    ['ECONNREFUSED', 'unreachable'],
  ])('takes PostgreSQL’s or the network’s %s for a storage failure (%s)', (code, failure) => {
    expect(isStorageFailure(failing(code))).toBe(true);
    expect(storageFailureOf(failing(code))).toBe(failure);
  });

  it('takes a pool that lost its connection for a storage failure, and a PostgreSQL query error for none', () => {
    expect(isStorageFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStorageFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['23505', '42P01', '22P02']) expect(isStorageFailure(failing(code)), code).toBe(false);
  });
});
