import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods registered for an /api path (e.g. ["GET", "HEAD"]); empty when no /api route matches it. */
    allowedMethods(url: string): string[];
  }
}

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** "/api/verses/:key" → /^\/api\/verses\/[^/]+\/?$/ ; a trailing "*" matches the rest. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}

/**
 * Remembers every /api route as it is registered, so that a known path asked with
 * the wrong method can be answered 405 with an Allow header instead of 404.
 * Register before any route.
 */
export default fp(
  async function allowedMethodsPlugin(fastify) {
    const routes = new Map<string, KnownRoute>();

    fastify.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const known = routes.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
      for (const method of [route.method].flat()) known.methods.add(method.toUpperCase());
      routes.set(route.url, known);
    });

    fastify.decorate('allowedMethods', (url: string) => {
      const path = url.split('?')[0] ?? url;
      const methods = new Set<string>();
      for (const route of routes.values()) {
        if (route.pattern.test(path)) route.methods.forEach((method) => methods.add(method));
      }
      return [...methods].sort();
    });
  },
  { name: 'allowed-methods' },
);
