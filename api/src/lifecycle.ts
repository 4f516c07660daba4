/**
 * The instance's life: whether it is leaving service, and the writes it still owes. A streamed
 * answer cut off by shutdown is stored as interrupted after its connection is gone, so the
 * database must stay open until that write has ended.
 */
export interface Lifecycle {
  /** Set when the instance is leaving service (shutdown.ts): GET /api/health answers 503 so a load balancer stops sending. */
  draining: boolean;
  /** Keeps the database open until `work` has ended (it is returned unchanged). */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once all tracked work has ended, or after `limitMs`, whichever comes first. */
  settled(limitMs: number): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  const pending = new Set<Promise<unknown>>();
  return {
    draining: false,
    track(work) {
      const entry = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(entry);
      void entry.then(() => pending.delete(entry));
      return work;
    },
    async settled(limitMs) {
      if (pending.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limitMs);
      });
      await Promise.race([Promise.all([...pending]), limit]);
      clearTimeout(timer);
    },
  };
}
