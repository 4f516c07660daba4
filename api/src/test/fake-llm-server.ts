import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { detectLanguage } from '../retrieval/detect-language.js';
import type { Lang } from '../retrieval/types.js';

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests,
 * benchmarks and the web app's end-to-end runs. It speaks the real protocol
 * (`POST /v1/chat/completions`, JSON or streamed `data:` chunks ending in
 * `[DONE]`) and is scripted per test: good answers, invented keys, misquotes,
 * stalls, streams that break mid-way, error statuses, slow replies.
 *
 *   const llm = await startFakeLlmServer();
 *   llm.respondWith((request) => ({ kind: 'text', text: 'Patience… [[2:153]]' }));
 *   // LLM_BASE_URL=llm.baseUrl, LLM_MODEL=FAKE_LLM_MODEL
 *
 * From a shell: `tsx api/src/test/fake-llm-server.ts --port 8787` (good answers from the given verses).
 */

export const FAKE_LLM_MODEL = 'fake-llm';

export interface ChatCompletionRequestBody {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: string }>;
  max_tokens?: number;
  temperature?: number;
  frequency_penalty?: number;
  /** llama.cpp's: keep the processed prompt for the next request with the same prefix. */
  cache_prompt?: boolean;
}

/** A request as the fake received it, with what the scripts usually need to know about it. */
export interface FakeLlmRequest {
  body: ChatCompletionRequestBody;
  stream: boolean;
  /** The one-word topic classification of the answering pipeline (its system prompt starts with "Classify"). */
  isTopicClassification: boolean;
  /** The verses the pipeline put in the prompt, in order, with their text in the answer language (empty for other requests). */
  contextVerses: Array<{ key: string; translation: string }>;
  /** The question at the end of the prompt (or the last user message). */
  question: string;
  /** The client closed the connection before the reply was complete (e.g. it aborted the call). */
  clientClosed: boolean;
}

export type FakeLlmReply =
  /** A complete reply. Streamed as `chunks` (default: a few characters each), with optional delays. */
  | { kind: 'text'; text: string; chunks?: string[]; firstByteDelayMs?: number; chunkDelayMs?: number }
  /** An error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Streams `sentChunks`, then sends nothing more while keeping the connection open. */
  | { kind: 'stall'; sentChunks?: string[] }
  /** Streams `sentChunks`, then cuts the connection without finishing the stream. */
  | { kind: 'break'; sentChunks: string[] }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Cuts the connection before any reply (a connection error for the client). */
  | { kind: 'drop' };

export type FakeLlmScript = (request: FakeLlmRequest) => FakeLlmReply;

export interface FakeLlmServer {
  /** e.g. http://127.0.0.1:41234/v1 — the LLM_BASE_URL to use. */
  readonly baseUrl: string;
  readonly port: number;
  /** Every request received, in order. */
  readonly requests: FakeLlmRequest[];
  /** Requests other than topic classifications: the answers asked for. */
  answerRequests(): FakeLlmRequest[];
  /** Replaces the script for every following request. */
  respondWith(script: FakeLlmScript): void;
  /** Replies for the next answer requests, in order, before the script applies again (classifications are not consumed). */
  queueAnswers(...replies: FakeLlmReply[]): void;
  close(): Promise<void>;
}

export interface FakeLlmOptions {
  port?: number;
  host?: string;
  script?: FakeLlmScript;
  /** Answers GET /v1/models with one model owned by this ("llamacpp" is what llama.cpp's server says); 404 otherwise. */
  ownedBy?: string;
}

// One line per verse in the answer prompt: "2:153 — O you who have believed…".
const CONTEXT_VERSE = /^(\d{1,3}:\d{1,3}) — ([^\n]*)$/gmu;

export function describeRequest(body: ChatCompletionRequestBody): FakeLlmRequest {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const contextVerses = [...lastUser.matchAll(CONTEXT_VERSE)].map((match) => ({
    key: match[1] as string,
    translation: (match[2] as string).trim(),
  }));
  const question = /(?:^|\n)Question: ([\s\S]*?)(?:\nAnswer:\s*)?$/u.exec(lastUser)?.[1]?.trim() ?? lastUser.trim();
  return {
    body,
    stream: body.stream === true,
    isTopicClassification: system.startsWith('Classify'),
    contextVerses,
    question,
    clientClosed: false,
  };
}

/**
 * A well-behaved model: classifies everything as Islamic and answers in the
 * question's language by quoting the first context verse exactly, citing it with
 * its marker.
 */
export const goodAnswerScript: FakeLlmScript = (request) => {
  if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
  return { kind: 'text', text: goodAnswerText(request) };
};

const GOOD_ANSWER_PHRASES: Record<Lang, { opening: string; says: string; reminder: string; another: string; none: string }> = {
  en: {
    opening: 'The Quran speaks to this directly.',
    says: 'Allah says:',
    reminder: 'This verse reminds believers to hold to it in every circumstance.',
    another: 'Another verse on the subject says:',
    none: 'The context has no verses on this question.',
  },
  bn: {
    opening: 'কুরআন এ বিষয়ে সরাসরি কথা বলে।',
    says: 'আল্লাহ বলেন:',
    reminder: 'এই আয়াত মুমিনদের সব অবস্থায় তা মেনে চলতে মনে করিয়ে দেয়।',
    another: 'এ বিষয়ে আরেকটি আয়াতে বলা হয়েছে:',
    none: 'এই প্রশ্নের জন্য কোনো আয়াত দেওয়া হয়নি।',
  },
  ar: {
    opening: 'يتحدث القرآن عن هذا مباشرة.',
    says: 'قال الله تعالى:',
    reminder: 'تذكّر هذه الآية المؤمنين بالتمسك بذلك في كل حال.',
    another: 'وفي الموضوع آية أخرى:',
    none: 'لا توجد آيات لهذا السؤال.',
  },
};

export function goodAnswerText(request: FakeLlmRequest): string {
  const phrases = GOOD_ANSWER_PHRASES[detectLanguage(request.question)];
  const [first, second] = request.contextVerses;
  if (!first) return phrases.none;
  const lines = [`${phrases.opening} ${phrases.says} “${first.translation}” [[${first.key}]]`, '', phrases.reminder];
  if (second) lines.push('', `${phrases.another} “${second.translation}” [[${second.key}]]`);
  return lines.join('\n');
}

/** Splits text into chunks of a few characters, as models stream tokens. */
export function toChunks(text: string, size = 12): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < characters.length; i += size) chunks.push(characters.slice(i, i + size).join(''));
  return chunks;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completionId(): string {
  return `chatcmpl-fake-${Math.random().toString(36).slice(2, 10)}`;
}

function streamChunk(id: string, model: string, delta: Record<string, string>, finishReason: string | null): string {
  const chunk = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

function startStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  response.flushHeaders();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function reply(response: ServerResponse, request: FakeLlmRequest, scripted: FakeLlmReply): Promise<void> {
  const model = request.body.model ?? FAKE_LLM_MODEL;
  const id = completionId();
  switch (scripted.kind) {
    case 'drop':
      response.socket?.destroy();
      return;
    case 'hang':
      return;
    case 'status':
      sendJson(response, scripted.status, {
        error: { message: scripted.message ?? `fake error ${scripted.status}`, type: 'server_error', code: null },
      });
      return;
    case 'text': {
      if (scripted.firstByteDelayMs) await sleep(scripted.firstByteDelayMs);
      if (!request.stream) {
        sendJson(response, 200, {
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: scripted.text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        });
        return;
      }
      startStream(response);
      response.write(streamChunk(id, model, { role: 'assistant', content: '' }, null));
      for (const chunk of scripted.chunks ?? toChunks(scripted.text)) {
        if (response.destroyed) return;
        if (scripted.chunkDelayMs) await sleep(scripted.chunkDelayMs);
        response.write(streamChunk(id, model, { content: chunk }, null));
      }
      response.write(streamChunk(id, model, {}, 'stop'));
      response.end('data: [DONE]\n\n');
      return;
    }
    case 'stall':
    case 'break': {
      if (!request.stream) {
        // Without streaming, a stall is a reply that never comes, a break a connection cut.
        if (scripted.kind === 'break') response.socket?.destroy();
        return;
      }
      startStream(response);
      response.write(streamChunk(id, model, { role: 'assistant', content: '' }, null));
      for (const chunk of scripted.sentChunks ?? []) response.write(streamChunk(id, model, { content: chunk }, null));
      if (scripted.kind === 'break') {
        await sleep(20); // let the chunks reach the client before the cut
        response.socket?.destroy();
      }
      return;
    }
  }
}

export async function startFakeLlmServer(options: FakeLlmOptions = {}): Promise<FakeLlmServer> {
  let script = options.script ?? goodAnswerScript;
  const queued: FakeLlmReply[] = [];
  const requests: FakeLlmRequest[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'GET' && path === '/v1/models' && options.ownedBy) {
        sendJson(response, 200, { object: 'list', data: [{ id: FAKE_LLM_MODEL, object: 'model', created: 0, owned_by: options.ownedBy }] });
        return;
      }
      if (request.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(response, 404, { error: { message: `no route ${request.method} ${path}`, type: 'invalid_request_error' } });
        return;
      }
      let body: ChatCompletionRequestBody;
      try {
        body = JSON.parse(await readBody(request)) as ChatCompletionRequestBody;
      } catch {
        sendJson(response, 400, { error: { message: 'invalid JSON', type: 'invalid_request_error' } });
        return;
      }
      const described = describeRequest(body);
      requests.push(described);
      response.on('close', () => {
        if (!response.writableFinished) described.clientClosed = true;
      });
      const scripted = !described.isTopicClassification && queued.length > 0 ? (queued.shift() as FakeLlmReply) : script(described);
      await reply(response, described, scripted);
    })().catch(() => {
      response.socket?.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';

  return {
    baseUrl: `http://${host}:${port}/v1`,
    port,
    requests,
    answerRequests: () => requests.filter((request) => !request.isTopicClassification),
    respondWith(next) {
      script = next;
    },
    queueAnswers(...replies) {
      queued.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'delay-ms': { type: 'string', default: '0' },
    },
  });
  const port = Number(values.port);
  const delayMs = Number(values['delay-ms']);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0–65535 (got ${values.port})`);
  if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error(`--delay-ms must be a non-negative number (got ${values['delay-ms']})`);
  const fake = await startFakeLlmServer({
    port,
    host: values.host,
    script: (request) => {
      const good = goodAnswerScript(request);
      return good.kind === 'text' && delayMs > 0 ? { ...good, chunkDelayMs: delayMs } : good;
    },
  });
  console.log(`fake OpenAI-compatible server: LLM_BASE_URL=${fake.baseUrl} LLM_MODEL=${FAKE_LLM_MODEL}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
