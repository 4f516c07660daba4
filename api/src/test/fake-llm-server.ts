import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  describeRequest,
  goodAnswerScript,
  toChunks,
  type ChatCompletionRequestBody,
  type FakeLlmReply,
  type FakeLlmRequest,
  type FakeLlmScript,
} from './fake-llm-answers.js';

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
          choices: [{ index: 0, message: { role: 'assistant', content: scripted.text }, finish_reason: scripted.cutOff ? 'length' : 'stop' }],
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
      response.write(streamChunk(id, model, {}, scripted.cutOff ? 'length' : 'stop'));
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
