import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import { GuestLimitDialog } from './chat-dialogs';
import { RegistrationPrompt } from './registration-prompt';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(() => server.close());

function renderDialog() {
  renderRoute(<GuestLimitDialog open limit={5} onOpenChange={() => {}} onSignIn={() => {}} />, { path: '/' });
}

describe('the sign-in dialogs for guests', () => {
  it('at the limit, name Google where Google sign-in is configured', async () => {
    serveShell(server, { config: { googleClientId: 'client.apps.googleusercontent.com' } });
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText(/limit of 5 free messages\. Sign in with Google/)).toBeInTheDocument();
  });

  it('at the limit, say nothing of Google where it is not configured', async () => {
    serveShell(server, { config: { googleClientId: null } });
    renderDialog();
    expect(await screen.findByText(/limit of 5 free messages\. Sign in or create an account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('dialog').textContent).not.toMatch(/google/i);
  });

  it('after the prompt count, ask the guest to register to keep their history, dismissibly, without Google where it is not offered', async () => {
    serveShell(server, { config: { googleClientId: null } });
    let dismissed = 0;
    renderRoute(<RegistrationPrompt onSignIn={() => {}} onDismiss={() => (dismissed += 1)} />, { path: '/' });
    const prompt = await screen.findByRole('region', { name: 'Continue Your Journey' });
    expect(prompt).toHaveTextContent(/Sign in or create an account to save your chat history/);
    expect(prompt.textContent).not.toMatch(/google/i);
    screen.getByRole('button', { name: 'Maybe Later' }).click();
    expect(dismissed).toBe(1);
  });
});
