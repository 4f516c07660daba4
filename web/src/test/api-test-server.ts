import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/** A request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  headers: IncomingMessage['headers'];
}

export interface TestResponse {
  status?: number;
  body?: unknown;
  /** Holds the answer back, e.g. to see a pending state. */
  delayMs?: number;
}

export type RouteHandler = (request: ReceivedRequest) => TestResponse | Promise<TestResponse>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: RouteHandler;
}

function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ApiTestServer {
  origin: string;
  /** Every request received, oldest first. */
  requests: ReceivedRequest[];
  /** Answers `method path` (with :params) from now on; a later registration of the same route wins. */
  on: (method: string, path: string, handler: RouteHandler | TestResponse) => void;
  requestsTo: (method: string, path: string) => ReceivedRequest[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that answers the API contract the way a test scripts it.
 * The app under test calls same-origin paths (/api/...); in jsdom there is no such origin,
 * so `fetch` is pointed at this server for the duration of the test. Unknown routes get the
 * server's JSON 404 shape.
 */
export async function startApiTestServer(): Promise<ApiTestServer> {
  const routes: Route[] = [];
  const requests: ReceivedRequest[] = [];

  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const method = incoming.method ?? 'GET';
      const body = await readBody(incoming);
      let params: Record<string, string> = {};
      const route = [...routes].reverse().find((candidate) => {
        if (candidate.method !== method) return false;
        const match = candidate.pattern.exec(url.pathname);
        if (!match) return false;
        params = Object.fromEntries(candidate.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
        return true;
      });
      const request: ReceivedRequest = { method, path: url.pathname, query: url.searchParams, params, body, headers: incoming.headers };
      requests.push(request);
      const response: TestResponse = route
        ? await route.handler(request)
        : { status: 404, body: { code: 'not_found', message: `No route ${method} ${url.pathname}` } };
      if (response.delayMs) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
      const status = response.status ?? 200;
      if (response.body === undefined) {
        outgoing.writeHead(status === 200 ? 204 : status).end();
        return;
      }
      outgoing.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(response.body));
    })().catch((error: unknown) => {
      outgoing.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'internal', message: String(error) }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const nodeFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const requested = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, window.location.origin);
    // jsdom's AbortSignal is not the one Node's fetch accepts; aborting is not what these tests exercise.
    const { signal: _signal, ...rest } = init ?? {};
    return nodeFetch(`${origin}${requested.pathname}${requested.search}`, rest);
  });

  return {
    origin,
    requests,
    on(method, path, handler) {
      const { pattern, names } = compilePath(path);
      routes.push({ method, pattern, names, handler: typeof handler === 'function' ? handler : () => handler });
    },
    requestsTo(method, path) {
      const { pattern } = compilePath(path);
      return requests.filter((request) => request.method === method && pattern.test(request.path));
    },
    async close() {
      vi.unstubAllGlobals();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
