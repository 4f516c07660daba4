import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isJoinedModel } from '../local-model/model-install.js';
import { cpuSupport, run } from './local-model.js';

const CPUINFO = (flags: string) => `processor\t: 0\nvendor_id\t: GenuineIntel\nflags\t\t: ${flags}\n`;

describe('cpuSupport', () => {
  it('accepts Linux on x86-64 with AVX-512', () => {
    expect(cpuSupport(CPUINFO('fpu sse2 avx2 avx512f avx512dq'), 'linux', 'x64')).toEqual({ ok: true });
  });

  it('says why not otherwise', () => {
    expect(cpuSupport(CPUINFO('fpu sse2 avx2'), 'linux', 'x64')).toMatchObject({ ok: false, reason: expect.stringMatching(/no AVX-512/u) });
    expect(cpuSupport(CPUINFO('avx512f'), 'darwin', 'arm64')).toMatchObject({ ok: false, reason: expect.stringMatching(/Linux on x86-64/u) });
    expect(cpuSupport(null, 'linux', 'x64')).toMatchObject({ ok: false });
  });
});

describe('isJoinedModel', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('takes only a complete GGUF file as joined', () => {
    dir = mkdtempSync(join(tmpdir(), 'local-model-test-'));
    const file = join(dir, 'model.gguf');
    expect(isJoinedModel(file)).toBe(false);
    writeFileSync(file, 'GGUF and far too short');
    expect(isJoinedModel(file)).toBe(false);
  });
});

describe('local-model run', () => {
  it('refuses an unknown action with a clear message and a non-zero exit code', async () => {
    expect(await run(['rebuild'])).toBe(1);
  });
});
