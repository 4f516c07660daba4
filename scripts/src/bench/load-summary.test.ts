import { describe, expect, it } from 'vitest';
import { median, summariseScenario, type LoadRun } from './load-summary.js';

const run = (requestsPerSecond: number, extra: Partial<LoadRun> = {}): LoadRun => ({
  requestsPerSecond,
  p99Ms: 10,
  requests: requestsPerSecond * 5,
  non2xx: 0,
  errors: 0,
  statuses: { '200': requestsPerSecond * 5 },
  logBytes: null,
  ...extra,
});

describe('summariseScenario', () => {
  it('takes the median round’s ratio, each round measured back to back', () => {
    const summary = summariseScenario('health', [run(1000), run(3000), run(2000)], [run(900), run(1100), run(1000)], 0.5);
    expect(summary.bare.requestsPerSecond).toBe(2000);
    expect(summary.app.requestsPerSecond).toBe(1000);
    expect(summary.ratio).toBe(0.5);
    expect(summary.met).toBe(true);
  });

  it('meets no target with failed answers, and counts log bytes per request', () => {
    const summary = summariseScenario('search', [run(100)], [run(100, { non2xx: 3, logBytes: 1000, requests: 10 })], 0.2);
    expect(summary.met).toBe(false);
    expect(summary.app.logBytesPerRequest).toBe(100);
    expect(summary.app.statuses).toEqual({ '200': 500 });
    expect(summariseScenario('answers', [run(100)], [run(10)], null).met).toBeNull();
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
