import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(webDir, '..');

/** Asks the OS for a free port (synchronously: the config must be ready before tests start). */
function findFreePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

// Reuse across Playwright's worker processes, which load this file again.
process.env.E2E_PORT ??= String(findFreePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'quran-assistant-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const distDir = join(webDir, 'dist');

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Answers are extractive (no model) and everything runs on loopback: a stuck step should fail fast.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    locale: 'en-US',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Never download a browser: Debian's chromium (or CHROMIUM_PATH).
        launchOptions: {
          executablePath: chromiumPath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    // The real API serving the real built app, on a fresh data directory.
    command: `${existsSync(join(distDir, 'index.html')) ? '' : 'pnpm --filter @quran-assistant/web build && '}pnpm --filter @quran-assistant/api start`,
    cwd: repoDir,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST_DIR: distDir,
      NODE_ENV: 'production',
      // Request logs would drown the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // Production requires an explicit secret; a fixed one is fine for a throwaway test server.
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      // Production also requires the origin the browser opens.
      PUBLIC_ORIGIN: baseURL,
      // Listed, yet registering it with a password gives no admin role: the admin specs grant it
      // with `npm run admin:grant` (see e2e/auth-helpers.ts), as an operator would.
      ADMIN_EMAILS: 'admin@example.test',
      // Specs that need a client address of their own send X-Forwarded-For through this one trusted hop.
      TRUST_PROXY: '1',
      // Every spec signs in and asks from 127.0.0.1: one address doing the work of many visitors.
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_MESSAGES: '1000',
      RATE_LIMIT_FEEDBACK: '1000',
    },
  },
});
