import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell, testAdmin, testMember } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import type { MessageLimitSettings } from '../api/get-message-limit-settings';
import { numberSaveDelayMs } from '../components/message-limit-panel';
import { DashboardPage } from './dashboard-page';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(() => server.close());

/** Settings stored the way the server does: partial POSTs merged into what is there. */
function serveSettings(initialLimit: Partial<MessageLimitSettings> = {}) {
  let limit: Partial<MessageLimitSettings> = initialLimit;
  let cache = { enabled: true, enabledForEnglish: true, enabledForBangla: true };
  server.on('GET', '/api/admin/message-limit-settings', () => ({ body: limit }));
  server.on('POST', '/api/admin/message-limit-settings', ({ body }) => {
    limit = { ...limit, ...(body as Partial<MessageLimitSettings>) };
    return { body: limit };
  });
  server.on('GET', '/api/admin/cache-settings', () => ({ body: cache }));
  server.on('POST', '/api/admin/cache-settings', ({ body }) => {
    cache = body as typeof cache;
    return { body: cache };
  });
}

const summaryRow = (label: string) =>
  within(screen.getByTestId('configuration-summary')).getByText(label).closest('div')!;

describe('DashboardPage', () => {
  it('tells visitors and non-admins that administrator privileges are needed', async () => {
    serveShell(server, { user: testMember });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('You need administrator privileges to view this page.')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/admin/message-limit-settings')).toHaveLength(0);
  });

  it('shows the defaults (limit 5, prompt 2) when the server gives no values', async () => {
    serveShell(server, { user: testAdmin });
    serveSettings({});
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('spinbutton', { name: 'Message limit' })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: 'Registration prompt' })).toHaveValue(2);
    expect(screen.getByText(/Show registration prompt after this many messages/)).toBeInTheDocument();
    expect(summaryRow('Guest message limit')).toHaveTextContent('Off');
  });

  it('saves the limit switch at once, with a partial update', async () => {
    serveShell(server, { user: testAdmin });
    serveSettings({ enabled: false, limit: 999, promptMessageCount: 2 });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable message limit' }));
    expect(await screen.findByText('Message limit settings have been updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Settings Updated')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/admin/message-limit-settings')[0]?.body).toEqual({ enabled: true });
    await waitFor(() => expect(summaryRow('Guest message limit')).toHaveTextContent('On'));
  });

  it('checks the bounds as the admin types and saves only a valid number, once typing pauses', async () => {
    serveShell(server, { user: testAdmin });
    serveSettings({ enabled: true, limit: 999, promptMessageCount: 2 });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const limit = await screen.findByRole('spinbutton', { name: 'Message limit' });
    fireEvent.change(limit, { target: { value: '1001' } });
    expect(screen.getByText('Please enter a number from 1 to 1000.')).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(limit);

    const prompt = screen.getByRole('spinbutton', { name: 'Registration prompt' });
    fireEvent.change(prompt, { target: { value: '0' } });
    expect(screen.getByText('Please enter a number from 1 to 10.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, numberSaveDelayMs + 100));
    expect(server.requestsTo('POST', '/api/admin/message-limit-settings')).toHaveLength(0);

    fireEvent.change(limit, { target: { value: '2' } });
    fireEvent.change(limit, { target: { value: '25' } });
    expect(await screen.findByText('Message limit settings have been updated successfully.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/admin/message-limit-settings').map((request) => request.body)).toEqual([{ limit: 25 }]);
    await waitFor(() => expect(summaryRow('Free messages per guest')).toHaveTextContent('25 messages'));
  });

  it('saves each cache switch immediately and applies the global-off rule', async () => {
    serveShell(server, { user: testAdmin });
    serveSettings();
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Bangla answers' }));
    expect(await screen.findByText('Cache settings have been updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Bangla answers' })).toHaveAttribute('aria-checked', 'false'));

    fireEvent.click(screen.getByRole('switch', { name: 'Enable cache' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'English answers' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Enable cache' })).toBeEnabled());
    fireEvent.click(screen.getByRole('switch', { name: 'Enable cache' }));
    await waitFor(() => expect(server.requestsTo('POST', '/api/admin/cache-settings')).toHaveLength(3));
    expect(server.requestsTo('POST', '/api/admin/cache-settings').map((request) => request.body)).toEqual([
      { enabled: true, enabledForEnglish: true, enabledForBangla: false },
      { enabled: false, enabledForEnglish: false, enabledForBangla: false },
      { enabled: true, enabledForEnglish: true, enabledForBangla: false },
    ]);
    await waitFor(() => expect(summaryRow('Cache for Bangla')).toHaveTextContent('Off'));
    expect(summaryRow('Cache for English')).toHaveTextContent('On');
  });

  it('reports a failed save with the server message', async () => {
    serveShell(server, { user: testAdmin });
    serveSettings({ enabled: false });
    server.on('POST', '/api/admin/message-limit-settings', { status: 503, body: { code: 'service_unavailable', message: 'Database is busy' } });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable message limit' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Database is busy');
  });
});
