import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell, testMember } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import type { GoogleAccountsId, GoogleCredentialResponse } from '../utils/google-identity';
import { AuthPage } from './auth-page';

let server: ApiTestServer;

beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(async () => {
  delete window.google;
  await server.close();
});

/** Stands in for Google's script in the page, as the e2e tests do: it renders a button that returns a credential. */
function installFakeGoogle(credential: string) {
  const state: { clientId?: string; callback?: (response: GoogleCredentialResponse) => void } = {};
  const id: GoogleAccountsId = {
    initialize(config) {
      state.clientId = config.client_id;
      state.callback = config.callback;
    },
    renderButton(parent) {
      const button = document.createElement('button');
      button.textContent = 'Google: Continue as Amina';
      button.addEventListener('click', () => state.callback?.({ credential }));
      parent.append(button);
    },
    prompt: vi.fn(),
    disableAutoSelect: vi.fn(),
    cancel: vi.fn(),
  };
  window.google = { accounts: { id } };
  return state;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AuthPage', () => {
  it('shows the welcome heading and explains when Google sign-in is not configured', async () => {
    serveShell(server);
    renderRoute(<AuthPage />, { path: '/auth' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(screen.getByText(/Google sign-in is not set up on this server yet/)).toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('checks the password length before asking the server', async () => {
    serveShell(server);
    renderRoute(<AuthPage />, { path: '/auth' });
    await screen.findByLabelText(/Email/);
    fill(/Email/, 'amina@example.test');
    fill(/Password/, '12345');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('The password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveFocus();
    expect(server.requestsTo('POST', '/api/login')).toHaveLength(0);
  });

  it('creates an account, signs in and goes home', async () => {
    serveShell(server);
    server.on('POST', '/api/register', ({ body }) => {
      const { name, email } = body as { name: string; email: string };
      // From now on the session cookie would identify the new user.
      serveShell(server, { user: { ...testMember, name, email } });
      return { status: 201, body: { ...testMember, name, email } };
    });
    renderRoute(<AuthPage />, { path: '/auth' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Create account' }));
    fill(/Name/, 'Amina');
    fill(/Email/, 'amina@example.test');
    fill(/Password/, 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(server.requestsTo('POST', '/api/register')[0]?.body).toEqual({
      name: 'Amina',
      email: 'amina@example.test',
      password: 'secret-pass',
    });
  });

  it('shows Login failed with the server message and stays on the page', async () => {
    serveShell(server);
    server.on('POST', '/api/login', { status: 401, body: { code: 'unauthorized', message: 'Invalid email or password' } });
    renderRoute(<AuthPage />, { path: '/auth' });
    await screen.findByLabelText(/Email/);
    fill(/Email/, 'amina@example.test');
    fill(/Password/, 'wrong-pass');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('exchanges the Google credential with the backend and goes home', async () => {
    serveShell(server, { config: { googleClientId: 'client-123.apps.googleusercontent.com' } });
    server.on('POST', '/api/auth/google', () => {
      serveShell(server, { user: testMember, config: { googleClientId: 'client-123.apps.googleusercontent.com' } });
      return { body: testMember };
    });
    const google = installFakeGoogle('header.payload.signature');
    renderRoute(<AuthPage />, { path: '/auth' });
    fireEvent.click(await screen.findByRole('button', { name: 'Google: Continue as Amina' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(google.clientId).toBe('client-123.apps.googleusercontent.com');
    expect(server.requestsTo('POST', '/api/auth/google')[0]?.body).toEqual({ token: 'header.payload.signature' });
  });

  it('explains an unauthorised domain instead of showing the raw provider error', async () => {
    const config = { googleClientId: 'client-123.apps.googleusercontent.com' };
    serveShell(server, { config });
    server.on('POST', '/api/auth/google', {
      status: 401,
      body: { code: 'unauthorized', message: 'auth/unauthorized-domain' },
    });
    installFakeGoogle('header.payload.signature');
    renderRoute(<AuthPage />, { path: '/auth' });
    fireEvent.click(await screen.findByRole('button', { name: 'Google: Continue as Amina' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Authentication failed');
    expect(toast).toHaveTextContent(/not yet authorized for Google sign-in/);
    expect(toast).not.toHaveTextContent('auth/unauthorized-domain');
  });

  it('sends a signed-in user straight home', async () => {
    serveShell(server, { user: testMember });
    renderRoute(<AuthPage />, { path: '/auth' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
