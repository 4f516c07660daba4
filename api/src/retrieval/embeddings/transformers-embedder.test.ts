import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectedTinyEmbedding,
  generateTinyEmbeddingModel,
  tinyModelUnavailableReason,
  type TinyEmbeddingModel,
} from '../../test/tiny-embedding-model.js';
import { EmbeddingError } from './embedding-error.js';
import { TransformersEmbedder } from './transformers-embedder.js';

const unavailable = tinyModelUnavailableReason();
const runningInCi = process.env.CI === 'true';

// Model loads and loopback round trips take seconds on a busy CI machine.
describe('TransformersEmbedder with a tiny generated ONNX model', { timeout: 30_000 }, () => {
  if (unavailable) {
    it.runIf(runningInCi)('needs python3 and onnx under CI=true', () => {
      expect.fail(unavailable);
    });
    it.skip(`skipped: ${unavailable}`, () => undefined);
    return;
  }

  let workDir: string;
  let model: TinyEmbeddingModel;
  let e5: TransformersEmbedder;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'tiny-embedding-model-'));
    // The folder name is the model id: "tiny-e5" is an e5 model as far as prefixes go.
    model = generateTinyEmbeddingModel(workDir, 'tiny-e5');
    e5 = await TransformersEmbedder.load({ modelDir: model.dir, batchSize: 2 });
  }, 60_000);
  afterAll(async () => {
    await e5?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const expectVector = (actual: Float32Array | undefined, tokens: string[]): void => {
    expect(Array.from(actual!)).toEqual(expectedTinyEmbedding(model.vocab, tokens).map((value) => expect.closeTo(value, 5)));
  };

  it('loads the fp32 weights from onnx/, names the model after its folder and knows its size', () => {
    expect(e5.modelId).toBe('tiny-e5');
    expect(e5.weights).toBe('fp32');
    expect(e5.dimensions).toBe(model.vocab.length);
    expect(e5.prefixMode).toBe('text');
  });

  it('mean-pools the tokens of the text with its e5 prefix and normalises', async () => {
    const [query] = await e5.embed(['Allah is with the patient.'], 'query');
    expectVector(query, ['[CLS]', 'query', ':', 'allah', 'is', 'with', 'the', 'patient', '.', '[SEP]']);
    const [passage] = await e5.embed(['Seek help through patience and prayer'], 'passage');
    expectVector(passage, ['[CLS]', 'passage', ':', 'seek', 'help', 'through', 'patience', 'and', 'prayer', '[SEP]']);
  });

  it('leaves padding out of the mean when texts of different lengths share a batch', async () => {
    const [short, long] = await e5.embed(['patience', 'seek help through patience and prayer , allah is with the patient'], 'passage');
    // A pooled [PAD] would show as a non-zero first dimension.
    expect(short![0]).toBe(0);
    expectVector(short, ['[CLS]', 'passage', ':', 'patience', '[SEP]']);
    expectVector(long, [
      '[CLS]', 'passage', ':', 'seek', 'help', 'through', 'patience', 'and', 'prayer', ',', 'allah', 'is', 'with', 'the', 'patient', '[SEP]',
    ]);
  });

  it('keeps the input order across batches', async () => {
    const texts = ['mercy', 'prayer prayer', 'charity', 'light', 'fasting'];
    const vectors = await e5.embed(texts, 'query');
    expect(vectors).toHaveLength(texts.length);
    // Each text's own word is its strongest dimension after [CLS]/[SEP]/prefix, which all share.
    const strongestWord = vectors.map((vector) => {
      const wordDimensions = model.vocab.map((token, index) => ({ token, value: vector[index]! }));
      return wordDimensions.filter(({ token }) => !['[CLS]', '[SEP]', 'query', ':'].includes(token)).sort((a, b) => b.value - a.value)[0]!
        .token;
    });
    expect(strongestWord).toEqual(['mercy', 'prayer', 'charity', 'light', 'fasting']);
  });

  it('splits words into WordPiece pieces with the tokenizer from the folder', async () => {
    const [vector] = await e5.embed(['Mercyful'], 'passage');
    expectVector(vector, ['[CLS]', 'passage', ':', 'mercy', '##ful', '[SEP]']);
  });

  it('adds no prefix for a model that is not e5', async () => {
    const plain = await TransformersEmbedder.load({ modelDir: model.dir, modelId: 'tiny-bert' });
    try {
      expect(plain.prefixMode).toBe('none');
      const [vector] = await plain.embed(['Allah is with the patient.'], 'query');
      expectVector(vector, ['[CLS]', 'allah', 'is', 'with', 'the', 'patient', '.', '[SEP]']);
    } finally {
      await plain.close();
    }
  });

  it('refuses an empty text', async () => {
    await expect(e5.embed(['patience', ' '], 'query')).rejects.toThrow(/empty text \(input 1\)/);
  });

  it('reports a missing folder, missing tokenizer files and missing weights by name', async () => {
    await expect(TransformersEmbedder.load({ modelDir: join(workDir, 'absent') })).rejects.toThrow(/folder not found: .*absent/);

    const noTokenizer = join(workDir, 'no-tokenizer');
    cpSync(model.dir, noTokenizer, { recursive: true });
    rmSync(join(noTokenizer, 'tokenizer.json'));
    await expect(TransformersEmbedder.load({ modelDir: noTokenizer })).rejects.toThrow(/lacks tokenizer\.json/);

    const noWeights = join(workDir, 'no-weights');
    cpSync(model.dir, noWeights, { recursive: true });
    rmSync(join(noWeights, 'onnx'), { recursive: true });
    await expect(TransformersEmbedder.load({ modelDir: noWeights })).rejects.toThrow(EmbeddingError);
    await expect(TransformersEmbedder.load({ modelDir: model.dir, weights: 'q8' })).rejects.toThrow(/no model_quantized\.onnx/);
  });

  it('reports weights the runtime cannot read', async () => {
    const corrupt = join(workDir, 'corrupt');
    cpSync(model.dir, corrupt, { recursive: true });
    cpSync(join(model.dir, 'config.json'), join(corrupt, 'onnx', 'model.onnx'));
    await expect(TransformersEmbedder.load({ modelDir: corrupt })).rejects.toThrow(/Cannot load the embedding model in .*corrupt \(model\.onnx\)/);
  });
});
