import Fastify from 'fastify';

/**
 * The baseline of `pnpm bench:load`: Fastify with its defaults and one route that
 * answers like /api/health, nothing else. Run as its own process:
 * `node --import tsx bare-fastify-server.ts <port>`.
 */
const port = Number(process.argv[2]);
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok', verses: 6236 }));
await app.listen({ host: '127.0.0.1', port });
