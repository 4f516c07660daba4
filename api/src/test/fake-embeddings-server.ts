import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmbeddingsRequest {
  model: string;
  input: string[];
  encoding_format?: string;
  input_type?: string;
  authorization: string | undefined;
}

export type Handler = (request: EmbeddingsRequest, response: ServerResponse) => void;

/**
 * A small OpenAI-compatible server on 127.0.0.1: it records every embeddings
 * request and answers with a deterministic, deliberately unnormalised vector
 * per input (text length, word count, 1), in reverse order with explicit
 * `index` fields, as servers are allowed to. `handle` overrides the answer.
 */
export class FakeEmbeddingsServer {
  readonly requests: EmbeddingsRequest[] = [];
  modelsOwner: string | null = null;
  handle: Handler | null = null;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.route(request, response));
    await new Promise<void>((resolve) => this.server!.listen({ host: '127.0.0.1', port: 0 }, resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Texts of every request after the connect-time probe. */
  get embeddedInputs(): string[][] {
    return this.requests.slice(1).map((request) => request.input);
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'GET' && request.url === '/v1/models' && this.modelsOwner) {
      json(response, 200, { object: 'list', data: [{ id: 'served-model', object: 'model', owned_by: this.modelsOwner, created: 0 }] });
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
      json(response, 404, { error: { message: 'unknown route', type: 'invalid_request_error' } });
      return;
    }
    let body = '';
    for await (const chunk of request) body += chunk;
    const parsed = JSON.parse(body) as Omit<EmbeddingsRequest, 'authorization'> & { input: string | string[] };
    const embeddingsRequest: EmbeddingsRequest = {
      ...parsed,
      input: Array.isArray(parsed.input) ? parsed.input : [parsed.input],
      authorization: request.headers.authorization,
    };
    this.requests.push(embeddingsRequest);
    if (this.handle) {
      this.handle(embeddingsRequest, response);
      return;
    }
    json(response, 200, embeddingsResponse(embeddingsRequest.input.map(featureVector)));
  }
}

export function featureVector(text: string): number[] {
  return [text.length, text.split(/\s+/).length, 1];
}

export function unit(values: number[]): number[] {
  const norm = Math.hypot(...values);
  return values.map((value) => value / norm);
}

export function embeddingsResponse(vectors: number[][]): object {
  const data = vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })).reverse();
  return { object: 'list', data, model: 'served-model', usage: { prompt_tokens: 1, total_tokens: 1 } };
}

export function json(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}
