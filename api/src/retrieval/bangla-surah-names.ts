/**
 * The surah names in Bangla script (`corpus/surah-names.bn.json`, our own data):
 * what Bangla answers, verse cards and citation chips show instead of the Latin
 * transliteration, and what questions written in Bangla are matched against.
 */

export interface BanglaSurahName {
  number: number;
  /** e.g. "আল-বাকারা" */
  name: string;
  /** Other names in common Bangla use ("বনী ইসরাঈল" for Al-Isra). */
  alsoKnownAs: string[];
}

// Bangla letters, signs and digits, joined by spaces, hyphens and the zero-width (non-)joiners Bangla spelling uses.
const BANGLA_SCRIPT_NAME = /^[\u0980-\u09FF]+(?:[\s\-\u200C\u200D]+[\u0980-\u09FF]+)*$/u;
const BANGLA_LETTER = /[\u0985-\u09B9\u09CE\u09DC-\u09DF]/u;

function isBanglaScriptName(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const text = value.normalize('NFC').trim();
  return BANGLA_SCRIPT_NAME.test(text) && BANGLA_LETTER.test(text);
}

/**
 * Checks the parsed file: exactly `surahCount` entries, numbered 1 to `surahCount`
 * in order, each a non-empty name in Bangla script (and `alsoKnownAs`, when present,
 * a list of such names). `fail` is called with the entry and the problem otherwise.
 */
export function validateBanglaSurahNames(parsed: unknown, surahCount: number, fail: (problem: string) => never): BanglaSurahName[] {
  const entries = (parsed as { surahs?: unknown } | null)?.surahs;
  if (!Array.isArray(entries)) return fail('expected an object with a "surahs" array');
  if (entries.length !== surahCount) fail(`expected ${surahCount} surahs, found ${entries.length}`);

  return entries.map((candidate: unknown, index): BanglaSurahName => {
    const entry = (candidate ?? {}) as { number?: unknown; name?: unknown; alsoKnownAs?: unknown };
    if (entry.number !== index + 1) fail(`entry at position ${index + 1} has number ${JSON.stringify(entry.number) ?? 'none'}, expected ${index + 1}`);
    if (!isBanglaScriptName(entry.name)) fail(`surah ${index + 1} has no name in Bangla script`);
    const alsoKnownAs = entry.alsoKnownAs ?? [];
    if (!Array.isArray(alsoKnownAs) || !alsoKnownAs.every(isBanglaScriptName)) {
      fail(`surah ${index + 1} has an alsoKnownAs that is not a list of names in Bangla script`);
    }
    return {
      number: index + 1,
      name: (entry.name as string).normalize('NFC').trim(),
      alsoKnownAs: (alsoKnownAs as string[]).map((name) => name.normalize('NFC').trim()),
    };
  });
}
