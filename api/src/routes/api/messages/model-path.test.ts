import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLanguageOf } from '../../../answer/answer-language.js';
import { markerKeys } from '../../../answer/citation-markers.js';
import { isInAnswerLanguage } from '../../../answer/sentence-screen.js';
import { parseServerSentEvents } from '../../../messages/server-sent-events.js';
import type { AnswerLanguage, ChatMessageDto } from '../../../contract/messages.js';
import { build, listen } from '../../../test/build.js';
import { goodAnswerText, toChunks, type FakeLlmScript } from '../../../test/fake-llm-answers.js';
import { realModelConfigured, startModelUnderTest, type ModelUnderTest } from '../../../test/model-under-test.js';

/**
 * The model path end to end, against a real model when REAL_LLM_BASE_URL is set
 * (and REAL_LLM_MODEL, or the server's first model), against the scripted fake
 * otherwise: the same questions, the same assertions, only those a real model can
 * meet. A handful of questions, so that it runs in a few minutes on a 1.5B model
 * on two CPU cores.
 */

const QUESTIONS: Array<{ question: string; lang: AnswerLanguage }> = [
  { question: 'How should I treat my parents?', lang: 'en' },
  { question: 'ধৈর্য সম্পর্কে কুরআন কী বলে?', lang: 'bn' },
  { question: 'ما هو الصبر في القرآن؟', lang: 'ar' },
];

/** The fake answers like a good model: in the question's language, sentence by sentence, with a delay per chunk. */
const realisticFake: FakeLlmScript = (request) => {
  if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
  const text = goodAnswerText(request);
  return { kind: 'text', text, chunks: toChunks(text, 6), chunkDelayMs: 5 };
};

interface StreamedAnswer {
  status: number;
  deltas: string[];
  message: ChatMessageDto | null;
  cookie: string;
}

let model: ModelUnderTest;
let app: FastifyInstance;
let baseUrl: URL;

beforeAll(async () => {
  model = await startModelUnderTest(process.env, realisticFake);
  app = await build({ env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: model.model, LLM_TIMEOUT_MS: String(model.answerTimeoutMs) } });
  baseUrl = new URL(await listen(app));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await model?.close();
});

/**
 * Asks over a real socket and reads the Server-Sent Events as they come. With
 * `leaveAfterFirstDelta`, the client goes away as soon as the first verified
 * text arrives, as a reader pressing Stop does.
 */
function ask(question: string, sessionId: string, leaveAfterFirstDelta = false): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: baseUrl.hostname, port: baseUrl.port, path: '/api/messages/stream', method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        const cookie = response.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
        let body = '';
        const finish = () => {
          const events = parseServerSentEvents(body);
          const done = events.find((event) => event.event === 'done');
          resolve({
            status: response.statusCode ?? 0,
            deltas: events.filter((event) => event.event === 'delta').map((event) => (JSON.parse(event.data) as { text: string }).text),
            message: done ? (JSON.parse(done.data) as { message: ChatMessageDto }).message : null,
            cookie,
          });
        };
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
          if (leaveAfterFirstDelta && body.includes('event: delta') && body.endsWith('\n\n')) {
            request.destroy();
            finish();
          }
        });
        response.on('end', finish);
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.end(JSON.stringify({ content: question, sessionId, role: 'user' }));
  });
}

/** The stored answer has only real, checked citations: every marker is a corpus verse among the citations, rendered from the corpus. */
function expectCheckedCitations(message: ChatMessageDto, lang: AnswerLanguage): void {
  expect(message.citations.length).toBeGreaterThanOrEqual(1);
  for (const citation of message.citations) {
    const verse = app.retriever.getVerse(citation.surah, citation.ayah);
    expect(verse, citation.key).not.toBeNull();
    expect(citation.arabic).toBe(verse!.arabic);
    expect(citation.translation).toBe(lang === 'bn' ? verse!.bn : verse!.en);
  }
  const cited = new Set(message.citations.map((citation) => citation.key));
  for (const key of markerKeys(message.content)) expect(cited.has(key), `marker ${key} is not a checked citation`).toBe(true);
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?।؟])\s+|\n+/u).filter((sentence) => sentence.trim().length > 0);
}

describe(`the model path (${realModelConfigured(process.env) ? 'real model' : 'scripted fake model'})`, () => {
  it.each(QUESTIONS)('answers “$question” in its language, verified, streamed sentence by sentence', async ({ question, lang }) => {
    expect(answerLanguageOf(question, 'en')).toBe(lang);
    const answer = await ask(question, `model-path-${lang}`);
    expect(answer.status).toBe(200);
    const message = answer.message!;
    expect(message).not.toBeNull();
    expect(message.interrupted).toBeUndefined();
    expect(message.content).toBe(answer.deltas.join(''));
    for (const sentence of sentencesOf(message.content)) expect(isInAnswerLanguage(sentence, lang), sentence).toBe(true);
    expectCheckedCitations(message, lang);
    // Each delta is whole verified sentences, never a fragment: every one after the first starts with
    // the space that parts it from the sentence before (a space is sent once something follows it),
    // and none ends with one. A line naming related verses may follow the last sentence.
    for (const delta of answer.deltas.slice(1)) expect(delta, JSON.stringify(delta)).toMatch(/^\s/u);
    for (const delta of answer.deltas) expect(delta, JSON.stringify(delta)).not.toMatch(/\s$/u);
    if (lang === 'en') expect(answer.deltas.length).toBeGreaterThanOrEqual(2);
  }, 200_000);

  it('stores an interrupted answer that ends at the last checked sentence when the reader stops', async () => {
    if (model.fake) {
      // Slow enough that the reader leaves mid-answer.
      model.fake.respondWith((request) => {
        if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
        const first = request.contextVerses[0]!;
        const text = Array.from({ length: 12 }, (_, i) => `Point ${i + 1}: patience is praised [[${first.key}]].`).join(' ');
        return { kind: 'text', text, chunks: toChunks(text, 6), chunkDelayMs: 30 };
      });
    }
    const question = 'What does the Quran say about patience in hardship?';
    const streamed = await ask(question, 'model-path-stop', true);
    expect(streamed.status).toBe(200);
    const firstDelta = streamed.deltas[0]!;
    let stored: ChatMessageDto | undefined;
    const started = Date.now();
    while (!stored && Date.now() - started < model.answerTimeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const list = await app.inject({ url: '/api/messages?sessionId=model-path-stop', headers: { cookie: streamed.cookie } });
      stored = list.json<{ messages: ChatMessageDto[] }>().messages.find((message) => message.role === 'assistant');
    }
    expect(stored).toBeDefined();
    expect(stored!.interrupted).toBe(true);
    expect(stored!.content.startsWith(firstDelta)).toBe(true);
    // It ends where a verified sentence ended: the unfinished one was dropped, not verified.
    expect(stored!.content.trimEnd()).toMatch(/(?:[.!?।؟”"»]|\]\])$/u);
    for (const key of markerKeys(stored!.content)) expect(stored!.citations.map((citation) => citation.key)).toContain(key);
    if (model.fake) expect(stored!.content).not.toContain('Point 12');
  }, 200_000);
});
