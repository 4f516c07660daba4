import { expect, test } from '@playwright/test';
import { registerThroughUi, signInThroughUi, testPassword, uniqueEmail } from './auth-helpers';

test('a visitor creates an account, signs out and signs in again with email and password', async ({ page }) => {
  const email = uniqueEmail('amina');
  await registerThroughUi(page, { name: 'Amina Test', email });
  await expect(page.getByText('Amina Test')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast).toContainText('Login failed');
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughUi(page, { email, password: testPassword });
  await expect(page.getByText('Amina Test')).toBeVisible();
});

test('the sign-in form checks the password length before sending anything', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) logins.push(request.url());
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The password must be at least 6 characters long.')).toBeVisible();
  expect(logins).toEqual([]);
});

test('registering an address that is taken shows Registration failed', async ({ page }) => {
  const email = uniqueEmail('taken');
  await registerThroughUi(page, { name: 'First', email });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Second');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Registration failed');
});

test('without a Google client id the Google script is never loaded', async ({ page }) => {
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts.google.com')) googleRequests.push(request.url());
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await expect(page.getByText(/Google sign-in is not set up on this server yet/)).toBeVisible();
  expect(googleRequests).toEqual([]);
});

test('on a wide screen the decorative verse panel is shown beside the form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth');
  const verse = page.locator('[lang="ar"][dir="rtl"]').first();
  await expect(verse).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(verse).toBeHidden();
});

test('an emailed link that is invalid or used says so on the verification and reset pages', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token-not-a-real-token-1234');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('This link is invalid or has expired. Sign in and ask for a new one.')).toBeVisible();

  await page.goto('/reset-password?token=not-a-real-token-not-a-real-token-1234');
  await page.getByLabel('New password').fill('a-new-password-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link is invalid or has expired. Please ask for a new one.')).toBeVisible();
});

test('without email on the server, the sign-in form offers no password reset and the reset page says why', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0);
  await page.goto('/reset-password');
  await expect(page.getByText('Password reset by email is not set up on this server.', { exact: false })).toBeVisible();
});
