/**
 * A reason the server cannot start that the operator can fix, said in one line
 * that names the file or folder and what to do; server.ts prints only that line.
 */
export class StartupError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** What is wrong with a file, from the fs or SQLite error that opening it raised. */
export type FileTrouble = 'missing' | 'damaged' | 'access' | 'full' | 'other';

export function fileTroubleOf(error: unknown): FileTrouble {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return 'other';
  if (code === 'ENOENT') return 'missing';
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return 'damaged';
  if (['EACCES', 'EPERM', 'EROFS'].includes(code) || /^SQLITE_(CANTOPEN|READONLY|PERM|AUTH)/.test(code)) return 'access';
  if (['ENOSPC', 'EDQUOT'].includes(code) || code.startsWith('SQLITE_FULL')) return 'full';
  return 'other';
}

/** The error's own words, without the path or call details Node puts in fs messages. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // "EACCES: permission denied, open '/x/app.sqlite'" → "permission denied"
  const fs = /^E[A-Z]+: ([^,]+),/.exec(error.message);
  return fs?.[1] ?? error.message;
}
