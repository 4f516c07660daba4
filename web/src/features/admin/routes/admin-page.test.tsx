// Over 300 lines on purpose: every tab of the admin page is tested against the one data set that
// serveAdminData serves, the way an admin moves between tabs; the page's other screen has its own file.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell, testAdmin, testMember } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import type { FeedbackItem } from '../api/get-admin-feedback';
import type { AdminUserRow } from '../api/get-admin-users';
import { AdminPage } from './admin-page';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(() => server.close());

const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

/** 23 users, newest first, and a few feedback items: served the way the contract describes. */
function serveAdminData() {
  const users: AdminUserRow[] = Array.from({ length: 23 }, (_, index) => ({
    id: `user-${index + 1}`,
    name: index === 4 ? 'Khadija Rahman' : `Member ${index + 1}`,
    email: `member${index + 1}@example.test`,
    created_at: minutesAgo(60 * 24 * index + 5),
    last_activity: index === 0 ? null : minutesAgo(index * 3),
    chat_count: index,
    status: 'active',
    role: 'user',
  }));
  const feedback: FeedbackItem[] = [
    { id: 'fb-1', userId: null, type: 'bug-report', status: 'new', message: 'The verse list did not load.', rating: null, createdAt: minutesAgo(10) , updatedAt: minutesAgo(10), response: null, sessionId: null, messageId: null, name: null, email: null },
    { id: 'fb-2', userId: 'user-3', type: 'answer-rating', status: 'reviewed', message: 'Helpful answer', rating: 'positive', createdAt: minutesAgo(30) , updatedAt: minutesAgo(30), response: null, sessionId: null, messageId: null, name: null, email: null },
    { id: 'fb-3', userId: null, type: 'contact', status: 'new', message: 'Assalamu alaikum, a question.', rating: null, createdAt: minutesAgo(5), name: 'Yusuf', email: 'yusuf@example.test' , updatedAt: minutesAgo(5), response: null, sessionId: null, messageId: null },
    { id: 'fb-4', userId: null, type: 'feature-request', status: 'fixed', message: 'Dark mode please', rating: null, createdAt: minutesAgo(600) , updatedAt: minutesAgo(600), response: null, sessionId: null, messageId: null, name: null, email: null },
  ];
  server.on('GET', '/api/admin/stats', {
    body: {
      totalUsers: 23,
      activeUsers: 17,
      totalSessions: 120,
      last24hSessions: 9,
      avgSessionsPerUser: 5.2,
      totalMessages: 840,
      feedbackCount: 4,
      positiveRating: 75,
      trendingTopics: [
        { topic: 'patience', count: 12 },
        { topic: 'prayer', count: 7 },
      ],
    },
  });
  server.on('GET', '/api/admin/users', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 10);
    const matching = users.filter((user) => user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search));
    return { body: { users: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length } };
  });
  server.on('PATCH', '/api/admin/users/:id', ({ params, body }) => {
    const user = users.find((candidate) => candidate.id === params.id);
    if (!user) return { status: 404, body: { code: 'not_found', message: 'No such user' } };
    user.status = (body as { status: 'active' | 'disabled' }).status;
    return { body: user };
  });
  server.on('GET', '/api/admin/feedback', ({ query }) => {
    const status = query.get('status');
    const search = (query.get('search') ?? '').toLowerCase();
    const matching = feedback.filter(
      (item) => (!status || item.status === status) && (!search || item.message.toLowerCase().includes(search)),
    );
    return { body: { feedback: matching } };
  });
  server.on('PATCH', '/api/admin/feedback/:id', ({ params, body }) => {
    const item = feedback.find((candidate) => candidate.id === params.id);
    if (!item) return { status: 404, body: { code: 'not_found', message: 'No such feedback' } };
    Object.assign(item, body);
    return { body: item };
  });
  let cache = { enabled: true, enabledForEnglish: true, enabledForBangla: false };
  server.on('GET', '/api/admin/cache-settings', () => ({ body: cache }));
  server.on('POST', '/api/admin/cache-settings', ({ body }) => {
    cache = body as typeof cache;
    return { body: cache };
  });
  return { users, feedback };
}

describe('AdminPage access', () => {
  it('sends a visitor who is not signed in to /auth with an Access Denied toast', async () => {
    serveShell(server);
    renderRoute(<AdminPage />, { path: '/admin' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('You must be logged in as an admin to view this page.');
  });

  it('shows Access Denied with a way home to a signed-in user who is not an admin', async () => {
    serveShell(server, { user: testMember });
    renderRoute(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(server.requestsTo('GET', '/api/admin/stats')).toHaveLength(0);
  });
});

describe('AdminPage for an admin', () => {
  beforeEach(() => serveShell(server, { user: testAdmin }));

  it('overview: the four cards, trending topics and the 3 latest registrations and feedback items', async () => {
    serveAdminData();
    renderRoute(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('17 active (74%)')).toBeInTheDocument();
    expect(screen.getByText('9 new in the last 24h')).toBeInTheDocument();
    expect(screen.getByText('5.2 sessions per user on average')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('positive, from 4 feedback items')).toBeInTheDocument();
    expect(screen.getByText('patience')).toBeInTheDocument();

    const registrations = screen.getByRole('heading', { name: 'Latest Registrations' }).closest('div')!.parentElement!;
    await waitFor(() => expect(within(registrations).getAllByRole('listitem')).toHaveLength(3));
    expect(within(registrations).getAllByRole('listitem')[0]).toHaveTextContent('Member 1');

    const latestFeedback = screen.getByRole('heading', { name: 'Latest Feedback' }).closest('div')!.parentElement!;
    const feedbackItems = within(latestFeedback).getAllByRole('listitem');
    expect(feedbackItems.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Assalamu alaikum'),
      expect.stringContaining('The verse list did not load.'),
      expect.stringContaining('Helpful answer'),
    ]);
    expect(feedbackItems[1]).toHaveTextContent('bug report');

    fireEvent.click(within(latestFeedback).getByRole('button', { name: 'View all feedback' }));
    expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
  });

  it('refresh reloads the data and confirms it', async () => {
    serveAdminData();
    renderRoute(<AdminPage />, { path: '/admin' });
    await screen.findByText('17 active (74%)');
    const before = server.requestsTo('GET', '/api/admin/stats').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Data Refreshed')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/admin/stats').length).toBe(before + 1);
  });

  it('reports a failed load', async () => {
    serveAdminData();
    server.on('GET', '/api/admin/stats', { status: 500, body: { code: 'internal', message: 'boom' } });
    renderRoute(<AdminPage />, { path: '/admin' });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Data Fetch Error');
    expect(toast).toHaveTextContent('Failed to load admin dashboard data.');
  });

  it('users: 10 per page, a window of page buttons, relative last activity and Never', async () => {
    serveAdminData();
    renderRoute(<AdminPage />, { path: '/admin', at: '/admin?tab=users' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Never');
    expect(rows[1]).toHaveTextContent('3 minutes ago');
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('users: search is debounced and sent to the server; no match shows No users found.', async () => {
    serveAdminData();
    renderRoute(<AdminPage />, { path: '/admin', at: '/admin?tab=users' });
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'k' } });
    fireEvent.change(search, { target: { value: 'kha' } });
    fireEvent.change(search, { target: { value: 'KHADIJA' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const searches = server.requestsTo('GET', '/api/admin/users').map((request) => request.query.get('search'));
    expect(searches).not.toContain('k');
    expect(searches).not.toContain('kha');
    expect(searches).toContain('KHADIJA');
    fireEvent.change(search, { target: { value: 'nobody-here' } });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('users: View opens the details and Disable user sends the new status', async () => {
    const { users } = serveAdminData();
    renderRoute(<AdminPage />, { path: '/admin', at: '/admin?tab=users' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'View Member 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member 2' });
    expect(within(dialog).getByText('member2@example.test')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    expect(await screen.findByText('User Updated')).toBeInTheDocument();
    expect(server.requestsTo('PATCH', '/api/admin/users/:id')[0]?.body).toEqual({ status: 'disabled' });
    expect(users[1]?.status).toBe('disabled');
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable user' })).toBeInTheDocument());
  });

  it('feedback: filter by status, Mark as Reviewed and Respond update the item', async () => {
    const { feedback } = serveAdminData();
    renderRoute(<AdminPage />, { path: '/admin', at: '/admin?tab=feedback' });
    expect(await screen.findByText('The verse list did not load.')).toBeInTheDocument();
    expect(screen.getAllByText('feature request')).not.toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'implemented' } });
    expect(await screen.findByText('No feedback found with the selected filter.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'new' } });
    await waitFor(() => expect(screen.queryByText('Helpful answer')).toBeNull());
    expect(await screen.findByText('The verse list did not load.')).toBeInTheDocument();

    const card = screen.getByText('The verse list did not load.').closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Mark as Reviewed' }));
    expect(await screen.findByText('The feedback has been marked as reviewed.')).toBeInTheDocument();
    expect(feedback[0]?.status).toBe('reviewed');

    const contact = (await screen.findByText('Assalamu alaikum, a question.')).closest('li')!;
    fireEvent.click(within(contact).getByRole('button', { name: 'Respond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond to feedback' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save response' }));
    expect(within(dialog).getByText('Please write a response.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Response'), { target: { value: 'Wa alaikum assalam, we replied by email.' } });
    fireEvent.change(within(dialog).getByLabelText('New status'), { target: { value: 'action_required' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save response' }));
    expect(await screen.findByText('Your response has been saved.')).toBeInTheDocument();
    expect(server.requestsTo('PATCH', '/api/admin/feedback/:id').at(-1)?.body).toEqual({
      status: 'action_required',
      response: 'Wa alaikum assalam, we replied by email.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('feedback: Export downloads the filtered list as CSV', async () => {
    serveAdminData();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:feedback');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderRoute(<AdminPage />, { path: '/admin', at: '/admin?tab=feedback' });
    await screen.findByText('Helpful answer');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'fixed' } });
    await waitFor(() => expect(screen.queryByText('Helpful answer')).toBeNull());
    expect(screen.getByText('Dark mode please')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicks).toEqual([expect.stringMatching(/^feedback-fixed-\d{4}-\d{2}-\d{2}\.csv$/)]);
    // jsdom's Blob has no text(); FileReader reads it the way a browser would.
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Dark mode please');
  });

  it('settings: global cache off forces and disables the language toggles; Save persists it', async () => {
    serveAdminData();
    renderRoute(<AdminPage />, { path: '/admin', at: '/admin?tab=settings' });
    const global = await screen.findByRole('switch', { name: 'Enable cache' });
    const english = screen.getByRole('switch', { name: 'English answers' });
    const bangla = screen.getByRole('switch', { name: 'Bangla answers' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(bangla).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.click(global);
    expect(english).toHaveAttribute('aria-checked', 'false');
    expect(english).toBeDisabled();
    expect(bangla).toBeDisabled();

    fireEvent.click(global);
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(bangla).toHaveAttribute('aria-checked', 'false');
    expect(english).toBeEnabled();

    fireEvent.click(global);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('Cache settings have been updated successfully.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/admin/cache-settings')[0]?.body).toEqual({
      enabled: false,
      enabledForEnglish: false,
      enabledForBangla: false,
    });
  });

  it('settings: a refused save says why', async () => {
    serveAdminData();
    server.on('POST', '/api/admin/cache-settings', { status: 400, body: { code: 'validation_error', message: 'enabled must be boolean' } });
    renderRoute(<AdminPage />, { path: '/admin', at: '/admin?tab=settings' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Bangla answers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Failed to update cache settings: enabled must be boolean');
  });
});
