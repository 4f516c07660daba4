import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { answerLanguageOf } from '@quran-assistant/api/answer/answer-language.ts';
import { canonicaliseReferences, markerKeys } from '@quran-assistant/api/answer/citation-markers.ts';
import { corpusLookupsOf } from '@quran-assistant/api/answer/corpus-lookups.ts';
import { isInAnswerLanguage } from '@quran-assistant/api/answer/sentence-screen.ts';
import { DEFAULT_LLM_ANSWER_TIMEOUT_MS, DEFAULT_LLM_MAX_TOKENS } from '@quran-assistant/api/env.ts';
import { OpenAiChatModel } from '@quran-assistant/api/llm/openai-chat-model.ts';
import { parseServerSentEvents } from '@quran-assistant/api/messages/server-sent-events.ts';
import { ANSWER_LANGS, type ChatMessageDto } from '@quran-assistant/api/contract/messages.ts';
import { startBenchApp } from '../bench/bench-app.js';
import { COMMON_SPLITS, loadCommonQuestions, type CommonQuestion } from '../bench/common-questions.js';
import { servedModelId } from './local-model.js';
import { summariseCommon, type QuestionResult } from '../bench/model-summary.js';
import { llamaPromptTokens, llamaTokenCount, TimedChatModel } from '../bench/timed-model.js';

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
      // Only the common questions in this language (en, bn or ar): a prompt change for one language measured on its own.
      lang: { type: 'string' },
      // Only the held-out fifth or only the development questions: prompt tuning looks at dev alone.
      split: { type: 'string' },
      'timeout-ms': { type: 'string', default: '120000' },
    },
  });
  if (values.lang !== undefined && !(ANSWER_LANGS as readonly string[]).includes(values.lang)) {
    console.error(`--lang must be one of ${ANSWER_LANGS.join(', ')} (got ${values.lang})`);
    return 1;
  }
  if (values.split !== undefined && !(COMMON_SPLITS as readonly string[]).includes(values.split)) {
    console.error(`--split must be one of ${COMMON_SPLITS.join(', ')} (got ${values.split})`);
    return 1;
  }
  const baseUrl = values['base-url'].replace(/\/$/u, '');
  const origin = new URL(baseUrl).origin;
  const common = values.common ? commonQuestions(Number(values.limit), values.lang, values.split) : null;
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

/**
 * The held-out fifth of the common questions first, then development ones in file order, `limit` in all
 * (in `lang` and `split` only, when given).
 */
function commonQuestions(limit: number, lang: string | undefined, split: string | undefined): CommonQuestion[] {
  const all = loadCommonQuestions().filter((entry) => (lang === undefined || entry.lang === lang) && (split === undefined || entry.split === split));
  return [...all.filter((entry) => entry.split === 'holdout'), ...all.filter((entry) => entry.split === 'dev')].slice(0, limit);
}
