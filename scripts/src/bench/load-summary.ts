/** One autocannon run against one server. */
export interface LoadRun {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  /** Bytes the server wrote to its log during the run (null: not measured). */
  logBytes: number | null;
}

export interface ScenarioSummary {
  name: string;
  /** Medians over the rounds. */
  bare: { requestsPerSecond: number; p99Ms: number };
  app: {
    requestsPerSecond: number;
    p99Ms: number;
    logBytesPerRequest: number | null;
    non2xx: number;
    errors: number;
    /** Responses by status code, over the rounds. */
    statuses: Record<string, number>;
  };
  /** The median over the rounds of app / bare requests per second, each round's pair measured back to back. */
  ratio: number;
  target: number | null;
  met: boolean | null;
  rounds: { bare: LoadRun[]; app: LoadRun[] };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The app's requests per second as a share of the bare server's. Each round
 * measures both back to back, so a round's ratio shares that moment's noise (other
 * work on the machine); the median round is taken. A run with non-2xx answers or
 * connection errors meets no target.
 */
export function summariseScenario(name: string, bare: LoadRun[], app: LoadRun[], target: number | null): ScenarioSummary {
  const appRate = median(app.map((run) => run.requestsPerSecond));
  const bareRate = median(bare.map((run) => run.requestsPerSecond));
  const ratio = median(app.map((run, round) => run.requestsPerSecond / (bare[round]?.requestsPerSecond ?? Number.NaN)));
  const non2xx = app.reduce((sum, run) => sum + run.non2xx, 0);
  const errors = app.reduce((sum, run) => sum + run.errors, 0);
  const logged = app.every((run) => run.logBytes !== null);
  const statuses: Record<string, number> = {};
  for (const run of app) for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const totalRequests = app.reduce((sum, run) => sum + run.requests, 0);
  const logBytesPerRequest = logged && totalRequests > 0 ? app.reduce((sum, run) => sum + (run.logBytes ?? 0), 0) / totalRequests : null;
  return {
    name,
    bare: { requestsPerSecond: bareRate, p99Ms: median(bare.map((run) => run.p99Ms)) },
    app: { requestsPerSecond: appRate, p99Ms: median(app.map((run) => run.p99Ms)), logBytesPerRequest, non2xx, errors, statuses },
    ratio,
    target,
    met: target === null ? null : ratio >= target && non2xx === 0 && errors === 0,
    rounds: { bare, app },
  };
}
