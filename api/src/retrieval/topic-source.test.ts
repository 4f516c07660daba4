import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_QURAN_SOURCE_DIR, DEFAULT_TOPICS_DIR } from './index-path.js';
import { loadQuranSource } from './quran-source.js';
import { loadTopicSource, TopicSourceError, type SurahVerseCounts } from './topic-source.js';

const counts: SurahVerseCounts = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR).surahs.map((surah) => surah.verseCount);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'topics-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const THEFT = `- id: theft
  names:
    en: [theft, thief]
    bn: [চুরি]
    ar: [السرقة]
  verses: ["5:38", "5:39"]
`;

function problemsOf(files: Record<string, string>): string[] {
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  try {
    loadTopicSource(dir, counts);
    return [];
  } catch (error) {
    if (error instanceof TopicSourceError) return error.problems;
    throw error;
  }
}

describe('loadTopicSource', () => {
  it('reads topics with their category, verses in order (ranges expanded) and note', () => {
    writeFileSync(
      join(dir, 'everyday.yaml'),
      `- id: smoking
  everyday: true
  names: { en: [smoking], bn: [ধূমপান], ar: [التدخين] }
  verses: ["2:195", "4:29-30"]
  note: { en: "The Quran does not mention smoking.", bn: "কুরআনে ধূমপানের কথা নেই।", ar: "لم يذكر القرآن التدخين." }
`,
    );
    const { topics, files } = loadTopicSource(dir, counts);
    expect(topics).toEqual([
      {
        id: 'smoking',
        category: 'everyday',
        everyday: true,
        names: { en: ['smoking'], bn: ['ধূমপান'], ar: ['التدخين'] },
        verses: ['2:195', '4:29', '4:30'],
        note: { en: 'The Quran does not mention smoking.', bn: 'কুরআনে ধূমপানের কথা নেই।', ar: 'لم يذكر القرآن التدخين.' },
      },
    ]);
    expect(files).toEqual([{ file: 'everyday.yaml', sha256: expect.stringMatching(/^[0-9a-f]{64}$/u) }]);
  });

  it('reports every problem at once: keys that do not exist, missing names and verses, unknown fields', () => {
    const problems = problemsOf({
      'a.yaml': `- id: Bad Id
  names: { en: [x], bn: [], ar: [y] }
  verses: ["2:287", "115:1", 5, "2:1-40"]
  colour: red
  setting: sometimes
- id: no-verses
  names: { en: [nothing], bn: [কিছু না], ar: [لا شيء] }
  verses: []
`,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('id must be kebab-case'),
        expect.stringContaining('names.bn must be a non-empty list'),
        expect.stringContaining('"2:287": surah 2 has verses 1-286'),
        expect.stringContaining('"115:1": there is no surah 115'),
        expect.stringContaining('must be a quoted string'),
        expect.stringContaining('a range may hold at most 12 verses'),
        expect.stringContaining('unknown field "colour"'),
        expect.stringContaining('setting must be true or false'),
        expect.stringContaining('(no-verses): verses must be a non-empty list'),
      ]),
    );
  });

  it('refuses duplicate ids and a name two topics share, even when they only read the same to the matcher', () => {
    const problems = problemsOf({
      'a.yaml': THEFT,
      'b.yaml': `${THEFT}- id: stealing
  names:
    en: [thieves]
    bn: [চুরি]
    ar: [سرقة]
  verses: ["5:38"]
`,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'topic id "theft" is used in a.yaml and b.yaml',
        'bn name "চুরি" belongs to both "theft" and "stealing"',
        expect.stringMatching(/name "سرقة" of "stealing" reads as "سرقة", as "السرقة" of "theft" does/u),
      ]),
    );
  });

  it('reads the motifs of a story, and refuses them outside the stories or with fewer than two per language', () => {
    writeFileSync(
      join(dir, 'prophets.yaml'),
      `- id: yunus
  names: { en: [Jonah], bn: [ইউনুস], ar: [يونس] }
  verses: ["37:142"]
  motifs:
    en: [[whale, big fish], swallow]
    bn: [[তিমি], [পেট]]
    ar: [[الحوت], [التقم, التقمه]]
`,
    );
    expect(loadTopicSource(dir, counts).topics[0]?.motifs).toEqual({
      en: [['whale', 'big fish'], ['swallow']],
      bn: [['তিমি'], ['পেট']],
      ar: [['الحوت'], ['التقم', 'التقمه']],
    });
    const problems = problemsOf({
      'ethics.yaml': `- id: honesty
  names: { en: [honesty], bn: [সততা], ar: [الصدق] }
  verses: ["9:119"]
  motifs: { en: [[truth], [lie]], bn: [[সত্য], [মিথ্যা]], ar: [[الصدق], [الكذب]] }
`,
      'prophets.yaml': `- id: salih
  names: { en: [Salih], bn: [সালেহ], ar: [صالح] }
  verses: ["7:73"]
  motifs: { en: [[she-camel, she camel], [hamstrung, she-camels]], bn: [[উটনী]], ar: [[الناقة], [عقر], [عقروا], [the]] }
`,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('(honesty): motifs describe stories: only topics of prophets.yaml may have them'),
        expect.stringContaining('(salih): motifs.bn must list at least two motifs'),
        expect.stringContaining('(salih): motifs.en: "she-camels" is in motifs #1 and #2'),
        expect.stringContaining('(salih): motifs.ar #4: "the" has no words the matcher reads'),
      ]),
    );
  });

  it('accepts the topic index of the repository: at least 400 topics, each with names in three languages and a verse', () => {
    const { topics } = loadTopicSource(DEFAULT_TOPICS_DIR, counts);
    expect(topics.length).toBeGreaterThanOrEqual(400);
    for (const topic of topics) {
      expect(topic.verses.length).toBeGreaterThan(0);
      for (const lang of ['en', 'bn', 'ar'] as const) expect(topic.names[lang].length).toBeGreaterThan(0);
    }
    // Where the Quran does not name a subject, the note says so in every language.
    expect(topics.filter((topic) => topic.note).length).toBeGreaterThanOrEqual(40);
  });
});
