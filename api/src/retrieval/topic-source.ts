import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { nameKeys, nameWords } from './topic-words.js';

/**
 * The curated topic index (`corpus/topics/*.yaml`): where the Quran speaks to
 * what people ask about. One entry per topic, with its names in English, Bangla
 * and Arabic, its verses with the most direct first, and, where the Quran does
 * not name the subject, a note saying so and which principle the verses state.
 * `pnpm ingest` validates it and stores it in the verse index.
 */

export const TOPIC_LANGS = ['en', 'bn', 'ar'] as const;
export type TopicLang = (typeof TOPIC_LANGS)[number];

export interface Topic {
  /** kebab-case, unique across all files, e.g. "theft". */
  id: string;
  /** The file it comes from, without extension, e.g. "ethics". */
  category: string;
  /** Names and synonyms per language; the first is the display name. */
  names: Record<TopicLang, string[]>;
  /** Verse keys "surah:ayah", the most direct first (ranges in the file are expanded). */
  verses: string[];
  /** Present when the Quran does not name the subject: says so and which principle the verses state. */
  note?: Record<TopicLang, string>;
  /**
   * The names are everyday words ("music", "bees", "dogs"): naming one does not by
   * itself make a question about Islam.
   */
  everyday: boolean;
  /**
   * A time questions name as the setting of their subject ("Who can intercede on
   * the Day of Judgement?"): named beside another topic, it yields the lead to it.
   */
  setting?: true;
  /**
   * A story's distinctive things (objects, places, events) as people describe it
   * without naming it; each motif is a list of alternatives that count as one.
   * A question holding two motifs of one story describes it ("the man swallowed by
   * a whale in the darkness").
   */
  motifs?: Record<TopicLang, string[][]>;
}

export interface TopicSourceFile {
  file: string;
  sha256: string;
}

export interface TopicSource {
  topics: Topic[];
  files: TopicSourceFile[];
}

/** Bad topic data. The message names the file, the topic and the problem; `problems` lists them all. */
export class TopicSourceError extends Error {
  constructor(readonly problems: string[]) {
    super(`topic index has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n- ${problems.join('\n- ')}`);
    this.name = 'TopicSourceError';
  }
}

/** How many verses each surah has (index 0 is surah 1), to check every key. */
export type SurahVerseCounts = readonly number[];

const TOPIC_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
const VERSE_KEY = /^(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/u;
const ALLOWED_FIELDS = new Set(['id', 'names', 'verses', 'note', 'everyday', 'setting', 'motifs']);
/** The topic file (and category) of the prophets and the stories the Quran tells: only a story is described by motifs. */
export const STORY_CATEGORY = 'prophets';
/** A range longer than this is a passage to read, not a verse list to cite. */
const MAX_RANGE = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key a name is compared under for duplicates: case, spacing and punctuation do not count. */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

function expandKeys(raw: string, counts: SurahVerseCounts, problem: (message: string) => void): string[] {
  const match = VERSE_KEY.exec(raw.trim());
  if (!match) {
    problem(`"${raw}" is not a verse key (surah:ayah or surah:from-to)`);
    return [];
  }
  const surah = Number(match[1]);
  const from = Number(match[2]);
  const to = match[3] === undefined ? from : Number(match[3]);
  const verseCount = counts[surah - 1];
  if (verseCount === undefined || surah < 1) {
    problem(`"${raw}": there is no surah ${surah}`);
    return [];
  }
  if (from < 1 || to > verseCount || to < from) {
    problem(`"${raw}": surah ${surah} has verses 1-${verseCount}`);
    return [];
  }
  if (to - from + 1 > MAX_RANGE) {
    problem(`"${raw}": a range may hold at most ${MAX_RANGE} verses`);
    return [];
  }
  return Array.from({ length: to - from + 1 }, (_, index) => `${surah}:${from + index}`);
}

function parseTopic(raw: unknown, category: string, index: number, counts: SurahVerseCounts, problems: string[]): Topic | null {
  const where = (id: unknown) => `${category}.yaml #${index + 1}${typeof id === 'string' ? ` (${id})` : ''}`;
  if (!isRecord(raw)) {
    problems.push(`${where(undefined)}: an entry must be a mapping with id, names and verses`);
    return null;
  }
  const at = where(raw.id);
  const problem = (message: string) => problems.push(`${at}: ${message}`);
  for (const field of Object.keys(raw)) if (!ALLOWED_FIELDS.has(field)) problem(`unknown field "${field}"`);
  if (typeof raw.id !== 'string' || !TOPIC_ID.test(raw.id)) problem('id must be kebab-case (a-z, 0-9, hyphens)');

  const names = {} as Record<TopicLang, string[]>;
  if (!isRecord(raw.names)) problem('names must map en, bn and ar to lists of names');
  for (const lang of TOPIC_LANGS) {
    const list = isRecord(raw.names) ? raw.names[lang] : undefined;
    if (!Array.isArray(list) || list.length === 0 || !list.every((name) => typeof name === 'string' && nameKey(name) !== '')) {
      problem(`names.${lang} must be a non-empty list of names`);
      names[lang] = [];
      continue;
    }
    names[lang] = list.map((name: string) => name.normalize('NFC').trim());
  }

  const verses: string[] = [];
  if (!Array.isArray(raw.verses) || raw.verses.length === 0) problem('verses must be a non-empty list of verse keys');
  else {
    for (const key of raw.verses) {
      if (typeof key !== 'string') {
        problem(`verse ${JSON.stringify(key)} must be a quoted string such as "2:255"`);
        continue;
      }
      for (const expanded of expandKeys(key, counts, problem)) {
        if (verses.includes(expanded)) problem(`verse ${expanded} is listed twice`);
        else verses.push(expanded);
      }
    }
  }

  let note: Record<TopicLang, string> | undefined;
  if (raw.note !== undefined) {
    if (!isRecord(raw.note)) problem('note must map en, bn and ar to a sentence or two');
    else {
      note = {} as Record<TopicLang, string>;
      for (const lang of TOPIC_LANGS) {
        const text = raw.note[lang];
        if (typeof text !== 'string' || text.trim() === '') problem(`note.${lang} must be text`);
        else note[lang] = text.normalize('NFC').trim();
      }
    }
  }
  if (raw.everyday !== undefined && typeof raw.everyday !== 'boolean') problem('everyday must be true or false');
  if (raw.setting !== undefined && typeof raw.setting !== 'boolean') problem('setting must be true or false');
  const motifs = raw.motifs === undefined ? undefined : parseMotifs(raw.motifs, category, problem);

  if (typeof raw.id !== 'string') return null;
  return { id: raw.id, category, names, verses, ...(note ? { note } : {}), everyday: raw.everyday === true, ...(raw.setting === true ? { setting: true } : {}), ...(motifs ? { motifs } : {}) };
}

/** Each language's motifs: lists of alternatives, every alternative with words the matcher reads. */
function parseMotifs(raw: unknown, category: string, problem: (message: string) => void): Record<TopicLang, string[][]> | undefined {
  if (category !== STORY_CATEGORY) {
    problem(`motifs describe stories: only topics of ${STORY_CATEGORY}.yaml may have them`);
    return undefined;
  }
  if (!isRecord(raw)) {
    problem('motifs must map en, bn and ar to lists of motifs');
    return undefined;
  }
  const motifs = {} as Record<TopicLang, string[][]>;
  for (const lang of TOPIC_LANGS) {
    const list = raw[lang];
    if (!Array.isArray(list) || list.length < 2) {
      problem(`motifs.${lang} must list at least two motifs (two are needed to describe a story)`);
      motifs[lang] = [];
      continue;
    }
    // Which motif each reading belongs to: spellings that read the same within one motif are
    // harmless, but a reading in two motifs would let one word describe a story twice.
    const motifOf = new Map<string, number>();
    motifs[lang] = list.map((entry: unknown, position) => {
      const alternatives = (Array.isArray(entry) ? entry : [entry]).map((item: unknown) => (typeof item === 'string' ? item.normalize('NFC').trim() : ''));
      for (const alternative of alternatives) {
        const keys = nameWords(alternative, { keepFunctionWords: true }).map((forms) => forms[0]).join(' ');
        const owner = motifOf.get(keys);
        if (nameKeys(alternative).length === 0) problem(`motifs.${lang} #${position + 1}: "${alternative}" has no words the matcher reads`);
        else if (owner !== undefined && owner !== position) problem(`motifs.${lang}: "${alternative}" is in motifs #${owner + 1} and #${position + 1}`);
        motifOf.set(keys, position);
      }
      return alternatives;
    });
  }
  return motifs;
}

/**
 * Reads and validates every `*.yaml` file of `dir`. Every problem is collected
 * and reported at once: unknown fields, malformed or missing verse keys, empty
 * name lists, duplicate ids, and a name used by two topics in one language.
 */
export function loadTopicSource(dir: string, counts: SurahVerseCounts): TopicSource {
  const problems: string[] = [];
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort();
  if (files.length === 0) throw new TopicSourceError([`${dir} holds no .yaml topic files`]);

  const topics: Topic[] = [];
  const sources: TopicSourceFile[] = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    sources.push({ file, sha256: createHash('sha256').update(text).digest('hex') });
    let entries: unknown;
    try {
      entries = parse(text);
    } catch (error) {
      problems.push(`${file}: not valid YAML: ${(error as Error).message}`);
      continue;
    }
    if (!Array.isArray(entries)) {
      problems.push(`${file}: must be a list of topics`);
      continue;
    }
    const category = file.slice(0, -'.yaml'.length);
    entries.forEach((entry, index) => {
      const topic = parseTopic(entry, category, index, counts, problems);
      if (topic) topics.push(topic);
    });
  }

  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  // Names are matched by their words' keys (see topic-matcher.ts): two topics whose names
  // read the same to the matcher would take each other's questions.
  const keyOwners = new Map<string, { id: string; name: string }>();
  for (const topic of topics) {
    const previous = ids.get(topic.id);
    if (previous) problems.push(`topic id "${topic.id}" is used in ${previous}.yaml and ${topic.category}.yaml`);
    ids.set(topic.id, topic.category);
    for (const lang of TOPIC_LANGS) {
      const seen = new Set<string>();
      for (const name of topic.names[lang]) {
        const key = `${lang}:${nameKey(name)}`;
        if (seen.has(key)) {
          problems.push(`${topic.id}: ${lang} name "${name}" is listed twice`);
          continue;
        }
        seen.add(key);
        const owner = names.get(key);
        if (owner && owner !== topic.id) problems.push(`${lang} name "${name}" belongs to both "${owner}" and "${topic.id}"`);
        names.set(key, topic.id);
        const keys = nameKeys(name).join(' ');
        if (keys === '') {
          problems.push(`${topic.id}: ${lang} name "${name}" has no words the matcher reads`);
          continue;
        }
        const reader = keyOwners.get(keys);
        if (reader && reader.id !== topic.id && !owner) {
          problems.push(`${lang} name "${name}" of "${topic.id}" reads as "${keys}", as "${reader.name}" of "${reader.id}" does`);
        }
        keyOwners.set(keys, { id: topic.id, name });
      }
    }
  }
  if (problems.length > 0) throw new TopicSourceError(problems);
  return { topics, files: sources };
}
