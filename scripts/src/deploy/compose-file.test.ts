import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interpolate, readComposeFile, REPO_ROOT, serviceEnvironment } from './compose-file.js';

const compose = readComposeFile();
const variables = { POSTGRES_PASSWORD: 'pw', SESSION_SECRET: 's'.repeat(40), PUBLIC_ORIGIN: 'https://quran.example.org' };
const appServices = Object.entries(compose.services).filter(([, service]) => service.build?.target === 'app');
const caddyfile = readFileSync(join(REPO_ROOT, 'deploy', 'Caddyfile'), 'utf8');
const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs two app instances built from the Dockerfile, with one environment: one database, one session secret, one public origin', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    const [first, second] = appServices.map(([, service]) => serviceEnvironment(service, variables));
    expect(first).toEqual(second);
    expect(first).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '3000',
      DATABASE_URL: 'postgres://quran:pw@db:5432/quran',
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: 'https://quran.example.org',
      SESSION_SECRET: variables.SESSION_SECRET,
    });
  });

  it('refuses to start without the secrets, naming each', () => {
    const [, app] = appServices[0]!;
    for (const missing of ['POSTGRES_PASSWORD', 'SESSION_SECRET', 'PUBLIC_ORIGIN']) {
      expect(() => serviceEnvironment(app, { ...variables, [missing]: '' })).toThrow(new RegExp(`^${missing}: set ${missing} in .env`));
    }
  });

  it('gives each instance its own DATA_DIR volume and the optional settings from .env', () => {
    const volumes = appServices.map(([, service]) => service.volumes?.[0]);
    expect(volumes).toEqual(['app1-data:/data', 'app2-data:/data']);
    for (const [, service] of appServices) expect(service.env_file).toEqual([{ path: '.env', required: true }]);
    for (const volume of ['app1-data', 'app2-data', 'db-data', 'caddy-data', 'model-data']) expect(compose.volumes).toHaveProperty(volume);
  });

  it('checks the health of the app instances and PostgreSQL, and starts in that order', () => {
    for (const [, service] of appServices) {
      expect(service.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/api/health');
      expect(service.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    }
    const db = compose.services.db!;
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.healthcheck?.test).toEqual(['CMD', 'pg_isready', '-U', 'quran', '-d', 'quran']);
    expect(db.volumes).toEqual(['db-data:/var/lib/postgresql/data']);
    expect(serviceEnvironment(db, variables)).toEqual({ POSTGRES_USER: 'quran', POSTGRES_DB: 'quran', POSTGRES_PASSWORD: 'pw' });
    expect(compose.services.proxy?.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
  });

  it('lets a stopping instance fail its health check past Caddy\'s interval, finish its answers, and close before it is killed', () => {
    for (const [, service] of appServices) {
      const environment = serviceEnvironment(service, variables);
      const delay = Number(environment.SHUTDOWN_DELAY_MS);
      const grace = Number(environment.SHUTDOWN_GRACE_MS);
      const healthInterval = Number(/^\s*health_interval (\d+)s$/m.exec(caddyfile)?.[1]) * 1000;
      expect(delay).toBeGreaterThan(healthInterval);
      expect(grace).toBeGreaterThanOrEqual(10_000);
      // server.ts exits on its own within the delay, the grace period and 5 s for closing.
      expect(Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1]) * 1000).toBeGreaterThan(delay + grace + 5_000);
    }
  });

  it('keeps the local model server behind its own profile', () => {
    expect(compose.services.model?.profiles).toEqual(['model']);
    expect(compose.services.model?.build?.target).toBe('model');
    for (const [name, service] of Object.entries(compose.services)) if (name !== 'model') expect(service.profiles).toBeUndefined();
  });
});

describe('deploy/Caddyfile', () => {
  it('serves PUBLIC_ORIGIN and balances over both instances, health-checked, streaming at once', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(serviceEnvironment(proxy, variables).PUBLIC_ORIGIN).toBe(variables.PUBLIC_ORIGIN);
    expect(caddyfile).toMatch(/^\{\$PUBLIC_ORIGIN\} \{$/m);
    const upstreams = /^\s*reverse_proxy (.+) \{$/m.exec(caddyfile)?.[1]?.split(/\s+/);
    expect(upstreams).toEqual(appServices.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health$/m);
    expect(caddyfile).toMatch(/^\s*flush_interval -1$/m);
  });
});

describe('Dockerfile', () => {
  it('builds on Node 20 slim with pnpm from npm, runs as a non-root user with DATA_DIR as a volume and a health check', () => {
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm i -g pnpm@10$/m);
    expect(dockerfile).not.toMatch(/^RUN .*corepack/m);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile$/m);
    expect(dockerfile).toMatch(/pnpm ingest/);
    expect(dockerfile).toMatch(/pnpm build/);
    const appStage = dockerfile.slice(dockerfile.indexOf('AS app'), dockerfile.indexOf('AS model'));
    expect(appStage).toMatch(/^USER node$/m);
    expect(appStage).toMatch(/^ENV .*DATA_DIR=\/data/m);
    expect(appStage).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(appStage).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
  });
});

describe('interpolate', () => {
  it('reads ${NAME}, ${NAME:-default} and ${NAME:?message} as compose does', () => {
    expect(interpolate('a ${X} b', { X: '1' })).toBe('a 1 b');
    expect(interpolate('${X:-d}', {})).toBe('d');
    expect(interpolate('${X:-d}', { X: 'v' })).toBe('v');
    expect(() => interpolate('${X:?give X}', { X: '' })).toThrow('X: give X');
  });
});
