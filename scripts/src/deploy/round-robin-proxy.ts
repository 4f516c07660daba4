import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the Caddy of docker-compose.yml, for tests on a machine without
 * docker: round robin over the upstreams, the Host header kept, the
 * client's address appended to X-Forwarded-For (so TRUST_PROXY=1 applies as behind
 * Caddy), responses streamed as they come, and a request whose upstream refuses the
 * connection tried on the next one.
 */

export interface RoundRobinProxy {
  url: string;
  /** Requests each upstream answered, in the order given. */
  counts: number[];
  close(): Promise<void>;
}

function forward(
  upstream: URL,
  agent: Agent,
  incoming: IncomingMessage,
  body: Buffer,
  onResponse: (response: IncomingMessage) => void,
  onError: (error: NodeJS.ErrnoException) => void,
): void {
  const client = incoming.socket.remoteAddress ?? '';
  const forwardedFor = incoming.headers['x-forwarded-for'];
  const outgoing = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      agent,
      headers: {
        ...incoming.headers,
        'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
        'x-forwarded-proto': 'http',
        'x-forwarded-host': incoming.headers.host ?? '',
      },
    },
    onResponse,
  );
  outgoing.on('error', onError);
  outgoing.end(body);
}

/** Listens on a free port of 127.0.0.1. */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const counts = targets.map(() => 0);
  let next = 0;

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, tried: number) => {
    const index = next;
    next = (next + 1) % targets.length;
    forward(
      targets[index]!,
      agent,
      incoming,
      body,
      (response) => {
        counts[index]! += 1;
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
      (error) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < targets.length) handle(incoming, outgoing, body, tried + 1);
        else if (!outgoing.headersSent) outgoing.writeHead(502).end();
        else outgoing.destroy();
      },
    );
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => handle(incoming, outgoing, Buffer.concat(chunks), 0));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
