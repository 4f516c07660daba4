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

/** The error's own words, without the path or call details Node puts in fs messages. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // "EACCES: permission denied, open '/x/app.sqlite'" → "permission denied"
  const fs = /^E[A-Z]+: ([^,]+),/.exec(error.message);
  return fs?.[1] ?? error.message;
}
