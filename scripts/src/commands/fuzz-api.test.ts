import { afterEach, describe, expect, it, vi } from 'vitest';
import { relayLine, run } from './fuzz-api.ts';

/** The runner's own rules; the fuzzing itself runs in `npm test` (and `pnpm fuzz:api`). */
describe('fuzz-api without schemathesis', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('says so loudly and fails in CI', async () => {
    vi.stubEnv('PYTHON', '/usr/bin/false');
    vi.stubEnv('CI', 'true');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await run([])).toBe(1);
    expect(errors.mock.calls.flat().join('\n')).toMatch(/API FUZZING SKIPPED: the Python package schemathesis is missing[\s\S]*CI=true/u);
  });

  it('says so loudly and goes on elsewhere', async () => {
    vi.stubEnv('PYTHON', '/usr/bin/false');
    vi.stubEnv('CI', '');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await run([])).toBe(0);
    expect(errors.mock.calls.flat().join('\n')).toMatch(/API FUZZING SKIPPED/u);
  });

  it('refuses a bad --max-examples', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await run(['--max-examples', '0'])).toBe(2);
  });
});

describe('relaying schemathesis output', () => {
  it('turns its pytest-style closing banner into a plain rule, so no runner count is read from it', () => {
    const relayed = relayLine('============================= 3 warnings in 66.29s =============================');
    expect(relayed).not.toMatch(/={3,}/u);
    expect(relayed).toMatch(/^\s+│ ── 3 warnings in 66\.29s ──$/u);
  });

  it('keeps every other line as it is, under a gutter', () => {
    expect(relayLine('  5171 generated, 5171 passed')).toBe('  │   5171 generated, 5171 passed');
  });
});
