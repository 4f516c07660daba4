import { rmSync } from 'node:fs';

/**
 * Removes the throwaway data directory of the run (accounts, conversations, feedback).
 * Set E2E_KEEP_DATA=1 to keep it for looking into a failure with sqlite3.
 */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || process.env.E2E_KEEP_DATA) return;
  rmSync(dataDir, { recursive: true, force: true });
}
