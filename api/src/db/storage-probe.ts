import { statfs } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { HealthChecks } from '../contract/health.js';
import { probeDatabaseWrites, type AppDatabase } from './database.js';

/** The health endpoint is polled (and load-tested): the storage is probed at most this often. */
export const STORAGE_PROBE_INTERVAL_MS = 2_000;

export interface StorageProbeOptions {
  db: AppDatabase;
  /** The folder whose disk is checked for free space. */
  dataDir: string;
  /** Less free space than this is reported as `low`. */
  minFreeBytes: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  intervalMs?: number;
  now?: () => number;
}

/**
 * Whether the app can store: the database answers a read and takes a write, and
 * DATA_DIR's disk has room. Calls within the interval share one probe's result.
 * A part going down is logged once, with its cause; so is its recovery.
 */
export class StorageProbe {
  private latest: { at: number; checks: Promise<HealthChecks> } | null = null;
  private reported: HealthChecks = { database: 'ok', disk: 'ok' };
  private readonly intervalMs: number;
  private readonly now: () => number;

  constructor(private readonly options: StorageProbeOptions) {
    this.intervalMs = options.intervalMs ?? STORAGE_PROBE_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  check(): Promise<HealthChecks> {
    const at = this.now();
    if (this.latest && at - this.latest.at < this.intervalMs) return this.latest.checks;
    const checks = Promise.all([this.checkDatabase(), this.checkDisk()]).then(([database, disk]) => ({ database, disk }));
    this.latest = { at, checks };
    return checks;
  }

  private async checkDatabase(): Promise<HealthChecks['database']> {
    try {
      await probeDatabaseWrites(this.options.db);
      return this.report('database', 'ok', {});
    } catch (error) {
      return this.report('database', 'failing', { err: error });
    }
  }

  private async checkDisk(): Promise<HealthChecks['disk']> {
    const { dataDir, minFreeBytes } = this.options;
    try {
      const disk = await statfs(dataDir);
      // bavail: the blocks an unprivileged process may still use.
      const freeBytes = disk.bavail * disk.bsize;
      return this.report('disk', freeBytes < minFreeBytes ? 'low' : 'ok', { dataDir, freeBytes, minFreeBytes });
    } catch (error) {
      return this.report('disk', 'failing', { dataDir, err: error });
    }
  }

  private report<Part extends keyof HealthChecks>(part: Part, status: HealthChecks[Part], details: object): HealthChecks[Part] {
    if (status !== this.reported[part]) {
      if (status === 'ok') this.options.log.info({ part }, `storage ${part} is ok again`);
      else this.options.log.error({ part, status, ...details }, `storage ${part} is ${status}: free space or the database needs attention`);
      this.reported[part] = status;
    }
    return status;
  }
}
