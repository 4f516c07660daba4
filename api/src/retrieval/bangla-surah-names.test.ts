import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BANGLA_SURAH_NAMES_PATH, DEFAULT_QURAN_SOURCE_DIR } from './index-path.js';
import { loadQuranSource, QuranSourceError } from './quran-source.js';

const workDir = mkdtempSync(join(tmpdir(), 'bangla-names-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface Entry {
  number: unknown;
  name: unknown;
  alsoKnownAs?: unknown;
}
const pristine = readFileSync(DEFAULT_BANGLA_SURAH_NAMES_PATH, 'utf8');

let counter = 0;
function namesFileWith(edit: (surahs: Entry[]) => void): string {
  const parsed = JSON.parse(pristine) as { surahs: Entry[] };
  edit(parsed.surahs);
  counter += 1;
  const path = join(workDir, `names-${counter}.json`);
  writeFileSync(path, JSON.stringify(parsed));
  return path;
}

describe('the Bangla surah names', () => {
  it('load with the corpus: 114 names in Bangla script, in surah order', () => {
    const { surahs, files } = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);
    expect(surahs[0]).toMatchObject({ number: 1, nameBanglaScript: 'আল-ফাতিহা', banglaAlsoKnownAs: [] });
    expect(surahs[1]).toMatchObject({ number: 2, nameTransliteration: 'Al-Baqarah', nameBanglaScript: 'আল-বাকারা' });
    expect(surahs[16]?.banglaAlsoKnownAs).toEqual(['বনী ইসরাঈল']);
    for (const surah of surahs) expect(surah.nameBanglaScript, String(surah.number)).toMatch(/^[\u0980-\u09FF\s-]+$/u);
    // The file is part of the index version: changing a name rebuilds the index.
    expect(files.map((file) => file.file)).toContain('surah-names.bn.json');
  });

  const bad: { name: string; edit: (surahs: Entry[]) => void; message: RegExp }[] = [
    { name: 'a missing entry', edit: (surahs) => void surahs.pop(), message: /expected 114 surahs, found 113/ },
    { name: 'an extra entry', edit: (surahs) => void surahs.push({ number: 115, name: 'নতুন' }), message: /expected 114 surahs, found 115/ },
    {
      name: 'entries out of order',
      edit: (surahs) => void ([surahs[3], surahs[4]] = [surahs[4]!, surahs[3]!]),
      message: /entry at position 4 has number 5, expected 4/,
    },
    { name: 'an empty name', edit: (surahs) => void (surahs[9]!.name = '  '), message: /surah 10 has no name in Bangla script/ },
    { name: 'a Latin name', edit: (surahs) => void (surahs[1]!.name = 'Al-Baqarah'), message: /surah 2 has no name in Bangla script/ },
    { name: 'a name mixing scripts', edit: (surahs) => void (surahs[1]!.name = 'আল-Baqarah'), message: /surah 2 has no name/ },
    { name: 'a number as a string', edit: (surahs) => void (surahs[0]!.number = '1'), message: /entry at position 1 has number "1", expected 1/ },
    {
      name: 'a Latin other name',
      edit: (surahs) => void (surahs[16]!.alsoKnownAs = ['Bani Israil']),
      message: /surah 17 has an alsoKnownAs that is not a list/,
    },
  ];
  for (const { name, edit, message } of bad) {
    it(`refuses a file with ${name}, naming the file and the entry`, () => {
      const path = namesFileWith(edit);
      expect(() => loadQuranSource(DEFAULT_QURAN_SOURCE_DIR, path)).toThrow(QuranSourceError);
      expect(() => loadQuranSource(DEFAULT_QURAN_SOURCE_DIR, path)).toThrow(new RegExp(`names-\\d+\\.json: ${message.source}`));
    });
  }

  it('refuses a missing file and malformed JSON', () => {
    expect(() => loadQuranSource(DEFAULT_QURAN_SOURCE_DIR, join(workDir, 'absent.json'))).toThrow(/absent\.json: file not found/);
    const malformed = join(workDir, 'malformed.json');
    writeFileSync(malformed, '{"surahs": [');
    expect(() => loadQuranSource(DEFAULT_QURAN_SOURCE_DIR, malformed)).toThrow(/malformed\.json: malformed JSON/);
  });
});
