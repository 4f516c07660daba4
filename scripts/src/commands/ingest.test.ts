import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { banglaSpelling } from '@quran-assistant/api/retrieval/bangla-analyzer.ts';
import { readIndexVersion } from '@quran-assistant/api/retrieval/build-index.ts';
import { DEFAULT_BANGLA_SURAH_NAMES_PATH, DEFAULT_QURAN_SOURCE_DIR, DEFAULT_TOPICS_DIR } from '@quran-assistant/api/retrieval/index-path.ts';
import { QURAN_SOURCE_FILES } from '@quran-assistant/api/retrieval/quran-source.ts';
import type { Embedder } from '@quran-assistant/api/retrieval/types.ts';
import { ingest, run } from './ingest.js';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const SCRIPTS_DIR = fileURLToPath(new URL('../..', import.meta.url));

interface RawSurah {
  id: number;
  total_verses: number;
  verses: { id: number; text: string; translation?: string }[];
}

let workDir: string;
/** The real source files, parsed once; each test mutates a fresh copy. */
const pristine = new Map<string, string>();

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'ingest-test-'));
  for (const file of Object.values(QURAN_SOURCE_FILES)) pristine.set(file, readFileSync(join(DEFAULT_QURAN_SOURCE_DIR, file), 'utf8'));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let sourceCounter = 0;
/** A copy of the real source folder, with `edit` applied to one parsed file. */
function sourceWith(file?: string, edit?: (surahs: RawSurah[]) => void): string {
  sourceCounter += 1;
  const dir = join(workDir, `source-${sourceCounter}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of pristine) writeFileSync(join(dir, name), text);
  if (file && edit) {
    const surahs = JSON.parse(pristine.get(file)!) as RawSurah[];
    edit(surahs);
    writeFileSync(join(dir, file), JSON.stringify(surahs));
  }
  return dir;
}

/** Runs the command in-process and returns its exit code and what it printed. */
async function runIngest(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...line: unknown[]) => void out.push(line.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => void err.push(line.join(' ')));
  const code = await run(args);
  vi.restoreAllMocks();
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const outPath = (name: string) => join(workDir, `${name}.sqlite`);

describe('ingest: bad input exits non-zero and names the problem', () => {
  const cases: { name: string; source: () => string; message: RegExp }[] = [
    {
      name: 'a missing file',
      source: () => {
        const dir = sourceWith();
        unlinkSync(join(dir, QURAN_SOURCE_FILES.bn));
        return dir;
      },
      message: /quran_bn\.json: file not found/,
    },
    {
      name: 'malformed JSON',
      source: () => {
        const dir = sourceWith();
        writeFileSync(join(dir, QURAN_SOURCE_FILES.en), '[{"id": 1, "verses": [');
        return dir;
      },
      message: /quran_en\.json: malformed JSON/,
    },
    {
      name: 'a missing surah',
      source: () => sourceWith(QURAN_SOURCE_FILES.arabic, (surahs) => void surahs.pop()),
      message: /quran\.json: expected 114 surahs, found 113/,
    },
    {
      name: 'a surah whose verses do not match its declared count',
      source: () => sourceWith(QURAN_SOURCE_FILES.arabic, (surahs) => void surahs[0]!.verses.pop()),
      message: /quran\.json: surah 1 declares 7 verses but has 6/,
    },
    {
      name: 'a wrong total of verses',
      source: () =>
        sourceWith(QURAN_SOURCE_FILES.arabic, (surahs) => {
          surahs[113]!.verses.pop();
          surahs[113]!.total_verses -= 1;
        }),
      message: /quran\.json: expected 6236 verses, found 6235/,
    },
    {
      name: 'a duplicate verse key',
      source: () =>
        sourceWith(QURAN_SOURCE_FILES.en, (surahs) => {
          surahs[1]!.verses[1]!.id = 1;
        }),
      message: /quran_en\.json: duplicate verse key 2:1/,
    },
    {
      name: 'a duplicate surah',
      source: () =>
        sourceWith(QURAN_SOURCE_FILES.transliteration, (surahs) => {
          surahs[2]!.id = 2;
        }),
      message: /quran_transliteration\.json: duplicate surah 2/,
    },
    {
      name: 'a translation shifted against the Arabic',
      source: () =>
        sourceWith(QURAN_SOURCE_FILES.bn, (surahs) => {
          const verses = surahs[4]!.verses;
          [verses[9]!.text, verses[10]!.text] = [verses[10]!.text, verses[9]!.text];
        }),
      message: /quran_bn\.json: verse 5:10 carries different Arabic text .*misaligned translation/,
    },
    {
      name: 'an empty translation',
      source: () =>
        sourceWith(QURAN_SOURCE_FILES.en, (surahs) => {
          surahs[2]!.verses[6]!.translation = '  ';
        }),
      message: /quran_en\.json: verse 3:7 has an empty translation/,
    },
    {
      name: 'empty Arabic text',
      source: () =>
        sourceWith(QURAN_SOURCE_FILES.arabic, (surahs) => {
          surahs[111]!.verses[0]!.text = '';
        }),
      message: /quran\.json: verse 112:1 has empty Arabic text/,
    },
  ];

  for (const { name, source, message } of cases) {
    it(`rejects ${name}`, async () => {
      const out = outPath(`bad-${name.replace(/\W+/g, '-')}`);
      const { code, err } = await runIngest(['--source', source(), '--out', out]);
      expect(code).not.toBe(0);
      expect(err).toMatch(/^ingest failed: /);
      expect(err).toMatch(message);
      expect(readIndexVersion(out)).toBeNull();
    });
  }

  it('exits the process with a non-zero status', () => {
    const dir = sourceWith();
    unlinkSync(join(dir, QURAN_SOURCE_FILES.arabic));
    const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'ingest', '--source', dir, '--out', outPath('process')], {
      cwd: SCRIPTS_DIR,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/ingest failed: .*quran\.json: file not found/);
  });

  it('rejects Bangla surah names that are not 114 names in Bangla script, in order', async () => {
    const names = JSON.parse(readFileSync(DEFAULT_BANGLA_SURAH_NAMES_PATH, 'utf8')) as { surahs: { number: number; name: string }[] };
    names.surahs[1]!.name = 'Al-Baqarah';
    const path = join(workDir, 'latin-names.json');
    writeFileSync(path, JSON.stringify(names));
    const out = outPath('bad-bangla-names');
    const { code, err } = await runIngest(['--source', DEFAULT_QURAN_SOURCE_DIR, '--surah-names', path, '--out', out]);
    expect(code).toBe(1);
    expect(err).toMatch(/^ingest failed: latin-names\.json: surah 2 has no name in Bangla script/);
    expect(readIndexVersion(out)).toBeNull();
  });

  it('rejects unknown options', async () => {
    const { code, err } = await runIngest(['--sauce', 'x']);
    expect(code).toBe(1);
    expect(err).toMatch(/--sauce/);
  });
});

describe('ingest: a real build', () => {
  const indexPath = () => outPath('full');

  it('builds the whole index from the real source', async () => {
    const { code, out } = await runIngest(['--source', DEFAULT_QURAN_SOURCE_DIR, '--out', indexPath()]);
    expect(code).toBe(0);
    expect(out).toMatch(/source ok: 114 surahs, 6236 verses/);
    expect(out).toMatch(/index built \([0-9a-f]{16}\): 6236 verses/);

    const db = new Database(indexPath(), { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) AS n FROM verses').get()).toEqual({ n: 6236 });
      expect(db.prepare('SELECT count(*) AS n FROM surahs').get()).toEqual({ n: 114 });
      expect(db.prepare('SELECT name_bangla_script, bangla_also_known_as FROM surahs WHERE number = 17').get()).toEqual({
        name_bangla_script: 'আল-ইসরা',
        bangla_also_known_as: '["বনী ইসরাঈল"]',
      });
      const rows = db.prepare('SELECT arabic, en, bn, transliteration FROM verses').all() as Record<string, string>[];
      for (const row of rows) for (const text of Object.values(row)) expect(text === text.normalize('NFC') && text.trim() === text).toBe(true);
      // The Bangla column holds the words in one spelling (ধৈর্য is stored as ধৈর্জ), as the in-memory index reads them.
      const search = db.prepare('SELECT rowid FROM verses_bn WHERE verses_bn MATCH ? LIMIT 50').all(`"${banglaSpelling('ধৈর্য')}"*`) as { rowid: number }[];
      expect(search.length).toBeGreaterThan(10);
    } finally {
      db.close();
    }
  });

  it('is idempotent: a second run over the same source leaves the index alone', async () => {
    const before = statSync(indexPath()).mtimeMs;
    const { code, out } = await runIngest(['--source', DEFAULT_QURAN_SOURCE_DIR, '--out', indexPath()]);
    expect(code).toBe(0);
    expect(out).toMatch(/index up to date/);
    expect(statSync(indexPath()).mtimeMs).toBe(before);
  });

  it('keeps the previous index when the new source is bad', async () => {
    const version = readIndexVersion(indexPath());
    const bytes = readFileSync(indexPath());
    const bad = sourceWith(QURAN_SOURCE_FILES.en, (surahs) => void surahs.splice(0, 1));
    const { code } = await runIngest(['--source', bad, '--out', indexPath()]);
    expect(code).toBe(1);
    expect(readIndexVersion(indexPath())).toBe(version);
    expect(readFileSync(indexPath()).equals(bytes)).toBe(true);
  });

  it('keeps the previous index, and leaves no temporary file, when the build fails half-way', async () => {
    const version = readIndexVersion(indexPath());
    let batches = 0;
    const failingEmbedder: Embedder = {
      modelId: 'fails-on-the-second-batch',
      dimensions: 4,
      async embed(texts) {
        batches += 1;
        if (batches > 1) throw new Error('embedding server went away');
        return texts.map(() => new Float32Array([1, 0, 0, 0]));
      },
    };
    await expect(
      ingest({ sourceDir: DEFAULT_QURAN_SOURCE_DIR, topicsDir: DEFAULT_TOPICS_DIR, outPath: indexPath(), force: true, embedder: failingEmbedder, log: () => {} }),
    ).rejects.toThrow('embedding server went away');
    expect(batches).toBe(2);
    expect(readIndexVersion(indexPath())).toBe(version);
    expect(readdirSync(workDir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('removes the temporary file a killed build left behind, and leaves a running build\'s alone', async () => {
    // A build killed with SIGKILL cannot clean up: its process no longer exists at the next run.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    const stale = join(workDir, `.${basename(indexPath())}.${dead}-0a1b2c3d.tmp`);
    const running = join(workDir, `.${basename(indexPath())}.${process.ppid}-4e5f6a7b.tmp`);
    writeFileSync(stale, Buffer.alloc(1024));
    writeFileSync(running, Buffer.alloc(16));
    const { code } = await runIngest(['--source', DEFAULT_QURAN_SOURCE_DIR, '--out', indexPath(), '--force']);
    expect(code).toBe(0);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(running)).toBe(true);
    rmSync(running);
  });

  it('refuses a topic index with problems, naming each, and keeps the previous index', async () => {
    const version = readIndexVersion(indexPath());
    const topics = join(workDir, 'bad-topics');
    mkdirSync(topics, { recursive: true });
    writeFileSync(
      join(topics, 'worship.yaml'),
      '- id: prayer\n  names: { en: [prayer], bn: [নামাজ], ar: [الصلاة] }\n  verses: ["2:300"]\n- id: prayer\n  names: { en: [salah], bn: [সালাত], ar: [صلاة] }\n  verses: []\n',
    );
    const { code, err } = await runIngest(['--source', DEFAULT_QURAN_SOURCE_DIR, '--topics', topics, '--out', indexPath(), '--force']);
    expect(code).toBe(1);
    expect(err).toMatch(/"2:300": surah 2 has verses 1-286/);
    expect(err).toMatch(/verses must be a non-empty list/);
    expect(err).toMatch(/topic id "prayer" is used in worship\.yaml and worship\.yaml/);
    expect(readIndexVersion(indexPath())).toBe(version);
  });

  it('stores the curated topics in the index, and rebuilds when a topic file changes', async () => {
    const db = new Database(indexPath(), { readonly: true });
    try {
      const count = db.prepare('SELECT count(*) AS n FROM topics').get() as { n: number };
      expect(count.n).toBeGreaterThanOrEqual(400);
      const theft = db.prepare("SELECT verses FROM topics WHERE id = 'theft'").get() as { verses: string };
      expect(JSON.parse(theft.verses)[0]).toBe('5:38');
    } finally {
      db.close();
    }
    const topics = join(workDir, 'one-topic');
    mkdirSync(topics, { recursive: true });
    writeFileSync(join(topics, 'ethics.yaml'), '- id: honesty\n  names: { en: [honesty], bn: [সততা], ar: [الصدق] }\n  verses: ["9:119"]\n');
    const { code, out } = await runIngest(['--source', DEFAULT_QURAN_SOURCE_DIR, '--topics', topics, '--out', indexPath()]);
    expect(code).toBe(0);
    expect(out).toMatch(/topics ok: 1 topics in 1 files/);
    expect(out).toMatch(/index built/);
  });
});
