import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { answerLanguageOf } from '@quran-assistant/api/answer/answer-language.ts';
import { canonicaliseReferences, markerKeys } from '@quran-assistant/api/answer/citation-markers.ts';
import { corpusLookupsOf } from '@quran-assistant/api/answer/corpus-lookups.ts';
import { isInAnswerLanguage } from '@quran-assistant/api/answer/sentence-screen.ts';
import type { ChatMessage, ChatModel, GenerationOptions } from '@quran-assistant/api/llm/chat-model.ts';
import { DEFAULT_LLM_ANSWER_TIMEOUT_MS, DEFAULT_LLM_MAX_TOKENS } from '@quran-assistant/api/env.ts';
import { OpenAiChatModel } from '@quran-assistant/api/llm/openai-chat-model.ts';
import { parseServerSentEvents } from '@quran-assistant/api/messages/server-sent-events.ts';
import type { ChatMessageDto } from '@quran-assistant/api/contract/messages.ts';
import { startBenchApp } from '../bench/bench-app.js';
import { percentile } from '../bench/retrieval-metrics.js';
import { loadCommonQuestions, type CommonQuestion } from '../bench/common-questions.js';
import { servedModelId } from './local-model.js';

export const description =
  'Ask a real model a few questions in English, Bangla and Arabic through the whole pipeline (streamed): language, citations kept and removed, latency, tokens/s';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const RESULTS_PATH = join(REPO_ROOT, 'bench-results/model.json');

export const DEFAULT_QUESTIONS = [
  'How should I treat my parents?',
  'Is alcohol forbidden in Islam?',
  'ধৈর্য সম্পর্কে কুরআন কী বলে?',
  'পিতা-মাতার সাথে কেমন আচরণ করা উচিত?',
  'ما هو الصبر في القرآن؟',
  'ماذا يقول القرآن عن الصدق؟',
];

/** Words of the extractive answers (extractive-answer.ts): the model's answer was replaced or finished by the verses. */
const EXTRACTIVE_SIGNS = /AI interpretation|could not be generated|এআই ব্যাখ্যা|তৈরি করা যায়নি|الذكاء الاصطناعي/u;

interface ModelCall {
  messages: ChatMessage[];
  startedAt: number;
  firstChunkAt: number | null;
  lastChunkAt: number | null;
  text: string;
}

/** The real model, with each answer call timed and its raw text kept (what verification then changed). */
class TimedChatModel implements ChatModel {
  readonly calls: ModelCall[] = [];

  constructor(private readonly inner: ChatModel) {}

  get modelId(): string {
    return this.inner.modelId;
  }

  complete(messages: ChatMessage[], options?: GenerationOptions): Promise<string> {
    return this.inner.complete(messages, options);
  }

  async *stream(messages: ChatMessage[], options?: GenerationOptions): AsyncIterable<string> {
    const call: ModelCall = { messages, startedAt: performance.now(), firstChunkAt: null, lastChunkAt: null, text: '' };
    this.calls.push(call);
    for await (const chunk of this.inner.stream(messages, options)) {
      call.firstChunkAt ??= performance.now();
      call.lastChunkAt = performance.now();
      call.text += chunk;
      yield chunk;
    }
  }
}

/** Token counts from llama.cpp's own endpoints; null from servers that have none. */
async function llamaTokenCount(origin: string, text: string): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/tokenize`, { method: 'POST', body: JSON.stringify({ content: text }), signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    return ((await response.json()) as { tokens: unknown[] }).tokens.length;
  } catch {
    return null;
  }
}

async function llamaPromptTokens(origin: string, messages: ChatMessage[]): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/apply-template`, { method: 'POST', body: JSON.stringify({ messages }), signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    return llamaTokenCount(origin, ((await response.json()) as { prompt: string }).prompt);
  } catch {
    return null;
  }
}

export interface QuestionResult {
  question: string;
  lang: string;
  /** For the common questions: their canonical verses and split. */
  gold?: string[];
  split?: 'dev' | 'holdout';
  /** Every sentence of the stored answer is in the question's language (quotations and names aside). */
  languageRight: boolean;
  /** Who wrote the shown answer; 'refused' when the question was declined (422) or failed. */
  source: 'model' | 'fallback' | 'refused';
  citedKeys: string[];
  /** Keys the model wrote that verification removed. */
  removedKeys: string[];
  deltas: number;
  firstDeltaMs: number | null;
  totalMs: number;
  promptTokens: number | null;
  answerTokens: number | null;
  tokensPerSecond: number | null;
  rawAnswer: string;
  answer: string;
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:8080/v1' },
      model: { type: 'string' },
      question: { type: 'string', multiple: true },
      show: { type: 'boolean', default: false },
      // The team's common questions: the held-out fifth first, then development ones, up to --limit.
      common: { type: 'boolean', default: false },
      limit: { type: 'string', default: '100' },
      'timeout-ms': { type: 'string', default: '120000' },
    },
  });
  const baseUrl = values['base-url'].replace(/\/$/u, '');
  const origin = new URL(baseUrl).origin;
  const common = values.common ? commonQuestions(Number(values.limit)) : null;
  const questions = common ? common.map((entry) => entry.query) : values.question?.length ? values.question : DEFAULT_QUESTIONS;
  const modelName = values.model ?? (await servedModelId(baseUrl));
  if (!modelName) {
    console.error(`no model answers at ${baseUrl} (start one with \`pnpm model:serve\`, or pass --base-url and --model)`);
    return 1;
  }

  const timeoutMs = Number(values['timeout-ms']);
  const model = new TimedChatModel(
    new OpenAiChatModel({
      baseUrl,
      model: modelName,
      apiKey: '',
      timeoutMs,
      answerTimeoutMs: Math.max(DEFAULT_LLM_ANSWER_TIMEOUT_MS, timeoutMs),
      maxTokens: DEFAULT_LLM_MAX_TOKENS,
    }),
  );
  const bench = await startBenchApp({ llm: model });
  const { app, retriever } = bench;
  const results: QuestionResult[] = [];
  try {
    console.log(`model ${modelName} at ${baseUrl}; load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')}`);
    for (const [index, question] of questions.entries()) {
      const lang = answerLanguageOf(question, 'en');
      const callsBefore = model.calls.length;
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/messages/stream',
        payload: { content: question, sessionId: `bench-model-${index}`, role: 'user' },
        remoteAddress: `10.0.0.${index + 1}`,
        payloadAsStream: true,
      });
      let body = '';
      let deltas = 0;
      let firstDeltaMs: number | null = null;
      for await (const chunk of response.stream()) {
        body += (chunk as Buffer).toString('utf8');
        const count = body.split('event: delta').length - 1;
        if (count > 0 && firstDeltaMs === null) firstDeltaMs = performance.now() - started;
        deltas = count;
      }
      const totalMs = performance.now() - started;
      if (response.statusCode !== 200) {
        console.log(`\n${question}\n  refused: ${response.statusCode} ${body.slice(0, 200)}`);
        results.push({
          question,
          lang,
          ...(common ? { gold: common[index]!.gold, split: common[index]!.split } : {}),
          languageRight: false,
          source: 'refused',
          citedKeys: [],
          removedKeys: [],
          deltas: 0,
          firstDeltaMs: null,
          totalMs,
          promptTokens: null,
          answerTokens: null,
          tokensPerSecond: null,
          rawAnswer: '',
          answer: '',
        });
        continue;
      }
      const done = parseServerSentEvents(body).find((event) => event.event === 'done');
      const message = done ? (JSON.parse(done.data) as { message: ChatMessageDto }).message : null;
      const call = model.calls.slice(callsBefore).find((entry) => entry.messages[0]?.content.startsWith('You answer'));
      const answer = message?.content ?? '';
      const citedKeys = message?.citations.map((citation) => citation.key) ?? [];
      const rawKeys = call ? [...new Set(markerKeys(canonicaliseReferences(call.text, corpusLookupsOf(retriever, lang).surahNumber)))] : [];
      const answerTokens = call ? await llamaTokenCount(origin, call.text) : null;
      const generationSeconds = call?.firstChunkAt && call.lastChunkAt ? (call.lastChunkAt - call.firstChunkAt) / 1000 : null;
      const result: QuestionResult = {
        question,
        lang,
        ...(common ? { gold: common[index]!.gold, split: common[index]!.split } : {}),
        languageRight: answer
          .split(/(?<=[.!?।؟])\s+|\n+/u)
          .every((sentence) => isInAnswerLanguage(sentence, lang)),
        source: call && !EXTRACTIVE_SIGNS.test(answer) ? 'model' : 'fallback',
        citedKeys,
        removedKeys: rawKeys.filter((key) => !citedKeys.includes(key)),
        deltas,
        firstDeltaMs,
        totalMs,
        promptTokens: call ? await llamaPromptTokens(origin, call.messages) : null,
        answerTokens,
        tokensPerSecond: answerTokens && generationSeconds ? answerTokens / generationSeconds : null,
        rawAnswer: call?.text ?? '',
        answer,
      };
      results.push(result);
      const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
      console.log(`\n${question} (${lang})`);
      console.log(
        `  language ${result.languageRight ? 'right' : 'WRONG'}, ${result.source}; cited ${citedKeys.join(' ') || 'nothing'}; removed ${result.removedKeys.join(' ') || 'nothing'}`,
      );
      console.log(
        `  first delta ${seconds(firstDeltaMs)}, total ${seconds(totalMs)}, ${deltas} deltas; prompt ${result.promptTokens ?? '–'} tokens, answer ${answerTokens ?? '–'} tokens at ${result.tokensPerSecond?.toFixed(1) ?? '–'} tokens/s`,
      );
      if (values.show) console.log(`  --- model:\n${result.rawAnswer}\n  --- shown:\n${answer}`);
    }
  } finally {
    await bench.close();
  }
  const summaries = common ? summariseCommon(results, questions.length) : null;
  mkdirSync(dirname(RESULTS_PATH), { recursive: true });
  writeFileSync(
    RESULTS_PATH,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), model: modelName, baseUrl, loadAverage: loadavg(), summaries, results }, null, 2)}\n`,
  );
  console.log(`\nwritten ${RESULTS_PATH}`);
  return results.every((result) => result.source !== 'refused') ? 0 : 1;
}

/** The held-out fifth of the common questions first, then development ones in file order, `limit` in all. */
function commonQuestions(limit: number): CommonQuestion[] {
  const all = loadCommonQuestions();
  return [...all.filter((entry) => entry.split === 'holdout'), ...all.filter((entry) => entry.split === 'dev')].slice(0, limit);
}

interface ModelSummary {
  part: string;
  questions: number;
  /** A canonical verse is among the citations. */
  canonicalCited: number;
  firstCanonical: number;
  /** Questions declined (422) or failed. */
  refused: number;
  /** Of the answers: at least one citation survived verification. */
  withCheckedCitation: number;
  /** Answers where verification removed or moved a citation the model wrote. */
  corrected: number;
  removedCitations: number;
  languageRight: number;
  answeredByModel: number;
  firstDeltaP50Ms: number;
  firstDeltaP95Ms: number;
  totalP50Ms: number;
  totalP95Ms: number;
  tokensPerSecondP50: number;
}

function summariseCommon(results: readonly QuestionResult[], asked: number): ModelSummary[] {
  const parts: Array<[string, QuestionResult[]]> = [
    ['held-out', results.filter((result) => result.split === 'holdout')],
    [`all ${asked}`, [...results]],
  ];
  const summaries = parts.map(([part, rows]) => {
    const share = (test: (row: QuestionResult) => boolean, of: readonly QuestionResult[] = rows) =>
      of.length === 0 ? Number.NaN : of.filter(test).length / of.length;
    // Language, citations and corrections are properties of the answers given; a refusal has none.
    const answered = rows.filter((row) => row.source !== 'refused');
    const times = (pick: (row: QuestionResult) => number | null) => rows.map(pick).filter((value): value is number => value !== null);
    return {
      part,
      questions: rows.length,
      canonicalCited: share((row) => row.citedKeys.some((key) => row.gold?.includes(key))),
      firstCanonical: share((row) => row.gold?.includes(row.citedKeys[0] ?? '') ?? false),
      refused: rows.length - answered.length,
      withCheckedCitation: share((row) => row.citedKeys.length > 0, answered),
      corrected: share((row) => row.removedKeys.length > 0, answered),
      removedCitations: rows.reduce((sum, row) => sum + row.removedKeys.length, 0),
      languageRight: share((row) => row.languageRight, answered),
      answeredByModel: share((row) => row.source === 'model', answered),
      firstDeltaP50Ms: percentile(times((row) => row.firstDeltaMs), 50),
      firstDeltaP95Ms: percentile(times((row) => row.firstDeltaMs), 95),
      totalP50Ms: percentile(times((row) => row.totalMs), 50),
      totalP95Ms: percentile(times((row) => row.totalMs), 95),
      tokensPerSecondP50: percentile(times((row) => row.tokensPerSecond), 50),
    };
  });
  const percent = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)}%`);
  const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
  console.log('\n| part | n | refused | canonical cited | first canonical | answers with ≥1 checked citation | corrected by the checks | in the question\'s language | written by the model | first text p50 / p95 | whole answer p50 / p95 | tokens/s p50 |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of summaries) {
    console.log(
      `| ${row.part} | ${row.questions} | ${row.refused} | ${percent(row.canonicalCited)} | ${percent(row.firstCanonical)} | ${percent(row.withCheckedCitation)} | ${percent(row.corrected)} (${row.removedCitations} citations) | ${percent(row.languageRight)} | ${percent(row.answeredByModel)} | ${seconds(row.firstDeltaP50Ms)} / ${seconds(row.firstDeltaP95Ms)} | ${seconds(row.totalP50Ms)} / ${seconds(row.totalP95Ms)} | ${row.tokensPerSecondP50.toFixed(1)} |`,
    );
  }
  return summaries;
}
