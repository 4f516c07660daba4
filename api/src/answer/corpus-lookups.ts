import { SurahNameIndex } from '../retrieval/surah-names.js';
import type { Surah, VerseRetriever } from '../retrieval/types.js';
import type { AnswerLanguage } from '../contract/messages.js';
import type { SurahNumberLookup } from './citation-markers.js';
import { toContextVerses } from './cited-verses.js';
import type { ContextVerse } from './verification.js';

/**
 * What verification needs to know about the whole corpus, as plain functions:
 * which surah a name means, and any verse by key (a model may cite a real verse
 * it was not shown). Built from the retriever's lookups, so verification never
 * depends on the retriever itself.
 */
export interface CorpusLookups {
  surahNumber: SurahNumberLookup;
  /** The verse with the surah name shown in the answer language; null when the key names no verse. */
  lookUpVerse: (key: string) => ContextVerse | null;
}

const SURAH_COUNT = 114;
const nameIndexes = new WeakMap<VerseRetriever, SurahNameIndex | null>();

function nameIndexOf(source: VerseRetriever): SurahNameIndex | null {
  if (!nameIndexes.has(source)) {
    const surahs: Surah[] = [];
    for (let number = 1; number <= SURAH_COUNT; number += 1) {
      const surah = source.getSurah(number);
      if (surah) surahs.push(surah);
    }
    // The name index addresses surahs by position: it needs all of them.
    nameIndexes.set(source, surahs.length === SURAH_COUNT ? new SurahNameIndex(surahs) : null);
  }
  return nameIndexes.get(source) ?? null;
}

export function corpusLookupsOf(source: VerseRetriever, lang: AnswerLanguage): CorpusLookups {
  const names = nameIndexOf(source);
  return {
    surahNumber: (name, loose) => names?.match(name, loose)?.surah.number ?? null,
    lookUpVerse: (key) => {
      const match = /^(\d{1,3}):(\d{1,3})$/u.exec(key);
      if (!match) return null;
      const verse = source.getVerse(Number(match[1]), Number(match[2]));
      return verse ? (toContextVerses(source, [{ verse, score: 0 }], lang)[0] ?? null) : null;
    },
  };
}
