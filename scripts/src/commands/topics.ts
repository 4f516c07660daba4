import { parseArgs } from 'node:util';
import { DEFAULT_QURAN_SOURCE_DIR, DEFAULT_TOPICS_DIR } from '@quran-assistant/api/retrieval/index-path.ts';
import { loadQuranSource } from '@quran-assistant/api/retrieval/quran-source.ts';
import { loadTopicSource, TopicSourceError, type Topic } from '@quran-assistant/api/retrieval/topic-source.ts';
import type { Verse } from '@quran-assistant/api/retrieval/types.ts';

export const description = 'Check the curated topic index, show topics with their verses, or find verses by words (for curating)';

const USAGE = `usage: pnpm topics <check|show|find> [options]
  check                     validate corpus/topics/*.yaml and print counts per file
  show [ID|FILE ...]        print topics (by id, or every topic of a file such as "ethics")
                            with the translation of each verse, to check that it speaks to the topic
  verses KEY [KEY ...]      print verses by key ("5:38", "2:153-157")
  find WORD [WORD ...]      print verses whose English (or, with --bn / --ar, Bangla or Arabic) holds every word
options:
  --bn      show the Bangla translation too (show) or search it (find)
  --ar      show the Arabic too (show) or search it (find)
  --dir DIR topic folder (default ${DEFAULT_TOPICS_DIR})`;

function surahCounts(verses: readonly Verse[]): number[] {
  const counts: number[] = [];
  for (const verse of verses) counts[verse.surah - 1] = Math.max(counts[verse.surah - 1] ?? 0, verse.ayah);
  return counts;
}

function printTopic(topic: Topic, byKey: Map<string, Verse>, options: { bn: boolean; ar: boolean }): void {
  console.log(`\n## ${topic.id} (${topic.category}${topic.everyday ? ', everyday' : ''})`);
  console.log(`   en: ${topic.names.en.join(' | ')}`);
  console.log(`   bn: ${topic.names.bn.join(' | ')}`);
  console.log(`   ar: ${topic.names.ar.join(' | ')}`);
  if (topic.note) console.log(`   note: ${topic.note.en}`);
  for (const key of topic.verses) {
    const verse = byKey.get(key)!;
    console.log(`   ${key.padEnd(8)} ${verse.en}`);
    if (options.bn) console.log(`            ${verse.bn}`);
    if (options.ar) console.log(`            ${verse.arabic}`);
  }
}

function stripArabicMarks(text: string): string {
  return text.replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu, '');
}

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { bn: { type: 'boolean', default: false }, ar: { type: 'boolean', default: false }, dir: { type: 'string', default: DEFAULT_TOPICS_DIR } },
  });
  const [action, ...rest] = positionals;
  const corpus = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);
  const byKey = new Map(corpus.verses.map((verse) => [verse.key, verse]));

  if (action === 'verses') {
    for (const raw of rest) {
      const [surah, span] = raw.split(':');
      const [from, to = from] = (span ?? '').split('-');
      for (let ayah = Number(from); ayah <= Number(to); ayah += 1) {
        const verse = byKey.get(`${Number(surah)}:${ayah}`);
        if (!verse) {
          console.error(`${surah}:${ayah}: no such verse`);
          return 1;
        }
        console.log(`${verse.key.padEnd(8)} ${verse.en}`);
        if (values.bn) console.log(`         ${verse.bn}`);
        if (values.ar) console.log(`         ${verse.arabic}`);
      }
    }
    return 0;
  }

  if (action === 'find') {
    if (rest.length === 0) {
      console.error(USAGE);
      return 1;
    }
    const words = rest.map((word) => (values.ar ? stripArabicMarks(word) : word.toLowerCase()));
    const textOf = (verse: Verse) => (values.ar ? stripArabicMarks(verse.arabic) : values.bn ? verse.bn : verse.en.toLowerCase());
    const found = corpus.verses.filter((verse) => words.every((word) => textOf(verse).includes(word)));
    for (const verse of found) console.log(`${verse.key.padEnd(8)} ${values.bn ? verse.bn : verse.en}`);
    console.log(`${found.length} verses`);
    return 0;
  }

  let source;
  try {
    source = loadTopicSource(values.dir, surahCounts(corpus.verses));
  } catch (error) {
    if (error instanceof TopicSourceError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  if (action === 'check') {
    const perFile = new Map<string, Topic[]>();
    for (const topic of source.topics) perFile.set(topic.category, [...(perFile.get(topic.category) ?? []), topic]);
    for (const [file, topics] of perFile) {
      const notes = topics.filter((topic) => topic.note).length;
      console.log(`${`${file}.yaml`.padEnd(24)} ${String(topics.length).padStart(4)} topics, ${notes} with a note`);
    }
    const verseCount = source.topics.reduce((sum, topic) => sum + topic.verses.length, 0);
    console.log(`total: ${source.topics.length} topics, ${verseCount} verse references; no problems found`);
    return 0;
  }

  if (action === 'show') {
    const wanted = new Set(rest);
    const topics = source.topics.filter((topic) => wanted.size === 0 || wanted.has(topic.id) || wanted.has(topic.category));
    for (const topic of topics) printTopic(topic, byKey, values);
    if (topics.length === 0) {
      console.error(`no topic or file named ${rest.join(', ')}`);
      return 1;
    }
    return 0;
  }

  console.error(USAGE);
  return 1;
}
