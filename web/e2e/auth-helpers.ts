import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const adminEmail = 'admin@example.test';
export const testPassword = 'salaam-123456';

/** A fresh address per call, so tests never collide on one data directory. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Creates an account through the /auth page and waits until the app is back on the home page. */
export async function registerThroughUi(page: Page, { name, email, password = testPassword }: { name: string; email: string; password?: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signInThroughUi(page: Page, { email, password = testPassword }: { email: string; password?: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The admin account is created once per data directory and made admin the way an operator
 * does it, with `npm run admin:grant` on the server's DATA_DIR (a password account never
 * becomes admin by registering an ADMIN_EMAILS address). Later tests sign in to it.
 */
export async function signInAsAdmin(page: Page) {
  const answer = await page.request.post('/api/login', { data: { email: adminEmail, password: testPassword } });
  if (answer.ok()) {
    await page.goto('/');
    return;
  }
  await registerThroughUi(page, { name: 'Aisha Admin', email: adminEmail });
  execFileSync(process.execPath, ['scripts/bootstrap.mjs', 'admin', 'grant', adminEmail], {
    cwd: repoDir,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
  await page.reload();
}
