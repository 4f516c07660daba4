import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadTopicSet } from '@quran-assistant/api/answer/topic-evaluation.ts';
import type { ChatMessage, ChatModel } from '@quran-assistant/api/llm/chat-model.ts';
import { describeRequest, goodAnswerText, toChunks } from '@quran-assistant/api/test/fake-llm-answers.ts';
import { startBenchApp } from '../bench/bench-app.js';
import { percentile } from '../bench/retrieval-metrics.js';

export const description = 'Measure the answering pipeline: server time per turn without the model, and time to the first streamed byte';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const RESULTS_PATH = join(REPO_ROOT, 'bench-results/turns.json');
const TARGET_P95_MS = 25;

/** A model that answers at once (a good, verifiable answer from the verses it is given), so only our code is timed. */
class ZeroLatencyModel implements ChatModel {
  readonly modelId = 'zero-latency-bench';

  private answerFor(messages: ChatMessage[]): string {
    const request = describeRequest({ messages });
    return request.isTopicClassification ? 'ISLAMIC' : goodAnswerText(request);
  }

  async complete(messages: ChatMessage[]): Promise<string> {
    return this.answerFor(messages);
  }

  async *stream(messages: ChatMessage[]): AsyncIterable<string> {
    yield* toChunks(this.answerFor(messages));
  }
}

interface Series {
  name: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function summarise(name: string, times: number[]): Series {
  return { name, samples: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: Math.max(...times) };
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      turns: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '20' },
      'questions-per-visitor': { type: 'string', default: '5' },
    },
  });
  const turns = Number(values.turns);
  const warmup = Number(values.warmup);
  const questionsPerVisitor = Number(values['questions-per-visitor']);
  if (!Number.isInteger(turns) || turns < 1 || !Number.isInteger(warmup) || warmup < 0 || !Number.isInteger(questionsPerVisitor) || questionsPerVisitor < 1) {
    console.error('--turns and --questions-per-visitor must be positive integers and --warmup a non-negative one');
    return 1;
  }

  // The full pipeline every time (the cache is off): a cache hit would skip the model and the verification.
  const bench = await startBenchApp({ llm: new ZeroLatencyModel() });
  const { app, retriever } = bench;
  try {
    const questions = loadTopicSet().filter((item) => item.label === 'on_topic').map((item) => item.question);
    const question = (i: number) => questions[i % questions.length] as string;
    // Each turn from its own address: the per-address rate limit is not what is measured.
    const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

    const loadBefore = loadavg();
    const retrievalTimes: number[] = [];
    const turnTimes: number[] = [];
    const turnCpuTimes: number[] = [];
    const firstByteTimes: number[] = [];
    const firstDeltaTimes: number[] = [];
    // A visitor asks a few questions with the session cookie their first answer set: the guest session
    // is stored once per visitor, as in real use, not once per question.
    let visitorCookie: string | undefined;
    const rememberCookie = (setCookie: string | string[] | undefined): void => {
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      if (first && visitorCookie === undefined) visitorCookie = first.split(';')[0];
    };
    for (let i = 0; i < warmup + turns; i += 1) {
      if (i % questionsPerVisitor === 0) visitorCookie = undefined;
      const headers = visitorCookie === undefined ? {} : { cookie: visitorCookie };
      const payload = { content: question(i), sessionId: `bench-${i}`, role: 'user' };
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const response = await app.inject({ method: 'POST', url: '/api/messages', payload, headers, remoteAddress: address(2 * i) });
      const elapsed = performance.now() - started;
      // CPU time of this process during the turn: what our code costs, whatever else the machine is running.
      const cpu = process.cpuUsage(cpuStarted);
      const cpuElapsed = (cpu.user + cpu.system) / 1000;
      if (response.statusCode !== 200) throw new Error(`turn ${i}: ${response.statusCode} ${response.body}`);
      rememberCookie(response.headers['set-cookie']);

      const streamStarted = performance.now();
      const streamed = await app.inject({
        method: 'POST',
        url: '/api/messages/stream',
        payload: { ...payload, sessionId: `bench-stream-${i}` },
        headers: visitorCookie === undefined ? {} : { cookie: visitorCookie },
        remoteAddress: address(2 * i + 1),
        payloadAsStream: true,
      });
      let firstByte = -1;
      let firstDelta = -1;
      let body = '';
      for await (const chunk of streamed.stream()) {
        const now = performance.now() - streamStarted;
        if (firstByte < 0) firstByte = now;
        body += (chunk as Buffer).toString('utf8');
        if (firstDelta < 0 && body.includes('event: delta')) firstDelta = now;
      }
      if (streamed.statusCode !== 200 || !body.includes('event: done')) throw new Error(`stream ${i}: ${streamed.statusCode} ${body.slice(0, 200)}`);
      const searchStarted = performance.now();
      await retriever.search(question(i), { k: 8 });
      const searchElapsed = performance.now() - searchStarted;
      if (i >= warmup) {
        retrievalTimes.push(searchElapsed);
        turnTimes.push(elapsed);
        turnCpuTimes.push(cpuElapsed);
        firstByteTimes.push(firstByte);
        firstDeltaTimes.push(firstDelta);
      }
    }

    const loadAfter = loadavg();
    const series = [
      summarise('turn (POST /api/messages)', turnTimes),
      summarise('turn, CPU time of the process', turnCpuTimes),
      summarise('first streamed byte', firstByteTimes),
      summarise('first streamed answer text', firstDeltaTimes),
      // For reading the others: the verse search alone, which every turn includes.
      summarise('of which: verse retrieval', retrievalTimes),
    ];
    const cpuCount = availableParallelism();
    const machine = {
      cpus: cpuCount,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
      loadAverageAfter: loadAfter.map((value) => Number(value.toFixed(2))),
    };
    console.log(
      `answering pipeline, ${turns} turns (+${warmup} warm-up), ${questionsPerVisitor} questions per guest visitor, zero-latency model, cache off, real index and SQLite`,
    );
    console.log(
      `machine: ${cpuCount} CPUs (${machine.cpuModel}); load average (1/5/15 min) before ${machine.loadAverageBefore.join(' / ')}, after ${machine.loadAverageAfter.join(' / ')}`,
    );
    if (loadBefore[0]! > cpuCount) console.log('note: the machine was busier than its CPU count; wall-clock times include waiting for a CPU');
    console.log('');
    console.log('series                          samples    p50 ms    p95 ms    max ms');
    for (const row of series) {
      console.log(
        `${row.name.padEnd(30)}  ${String(row.samples).padStart(7)}  ${row.p50Ms.toFixed(2).padStart(8)}  ${row.p95Ms.toFixed(2).padStart(8)}  ${row.maxMs.toFixed(2).padStart(8)}`,
      );
    }
    const meets = (series[0] as Series).p95Ms <= TARGET_P95_MS;
    console.log(`\ntarget: turn p95 ≤ ${TARGET_P95_MS} ms: ${meets ? 'met' : 'NOT met'}`);
    mkdirSync(dirname(RESULTS_PATH), { recursive: true });
    writeFileSync(
      RESULTS_PATH,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, machine, turns, warmup, questionsPerVisitor, targetP95Ms: TARGET_P95_MS, series }, null, 2)}\n`,
    );
    console.log(`written ${RESULTS_PATH}`);
    return meets ? 0 : 1;
  } finally {
    await bench.close();
  }
}
