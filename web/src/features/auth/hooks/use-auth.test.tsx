import { useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { api } from '@/lib/api-client';
import { loadChatSessions, saveChatSessions } from '@/lib/local-db';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell, testMember } from '@/test/default-api-routes';
import { rememberedUserStorageKey } from '../utils/remembered-user';
import { useAuth } from './use-auth';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(() => server.close());

function renderAuth() {
  const queryClient = createQueryClient();
  return renderHook(() => useAuth(), {
    wrapper: ({ children }) => <AppProvider queryClient={queryClient}>{children}</AppProvider>,
  });
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reads a 401 from GET /api/user as nobody signed in', async () => {
    serveShell(server);
    const { result } = renderAuth();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('signs in with email and password, logs the event, and signs out again', async () => {
    const log = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    serveShell(server);
    server.on('POST', '/api/login', { body: testMember });
    server.on('POST', '/api/logout', { status: 204 });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    await act(() => result.current.login('bilal@example.test', 'secret-pass'));
    await waitFor(() => expect(result.current.user).toEqual(testMember));
    expect(log).toHaveBeenCalledWith('[analytics]', 'login', { method: 'password' });

    await act(() => result.current.logout());
    // react-query tells observers on the next tick.
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(server.requestsTo('POST', '/api/logout')).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('[analytics]', 'logout', {});
  });

  it('forgets the remembered user and their saved history on sign-out', async () => {
    serveShell(server, { user: testMember });
    server.on('POST', '/api/logout', { status: 204 });
    await saveChatSessions(testMember.id, [{ id: '1', sessionId: 's-1', title: 'Patience', lastMessageAt: null, createdAt: '2025-01-01T00:00:00Z', archived: false }]);
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).toEqual(testMember));
    expect(window.localStorage.getItem(rememberedUserStorageKey)).not.toBeNull();

    await act(() => result.current.logout());
    expect(window.localStorage.getItem(rememberedUserStorageKey)).toBeNull();
    await waitFor(async () => expect(await loadChatSessions(testMember.id)).toEqual([]));
  });

  it('rejects a failed logout and keeps the user, so the header can report it', async () => {
    serveShell(server, { user: testMember });
    server.on('POST', '/api/logout', { status: 503, body: { code: 'service_unavailable', message: 'Try later' } });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).toEqual(testMember));
    await expect(result.current.logout()).rejects.toThrow('Try later');
    expect(result.current.user).toEqual(testMember);
  });

  it('signs a disabled user out when another call is answered with 401', async () => {
    serveShell(server, { user: testMember });
    server.on('GET', '/api/chat-sessions', { status: 401, body: { code: 'unauthorized', message: 'Account disabled' } });
    const queryClient = createQueryClient();
    function Probe() {
      const { user } = useAuth();
      const sessions = useQuery({
        queryKey: ['chat-sessions'],
        queryFn: () => api.get('/api/chat-sessions'),
        enabled: Boolean(user),
      });
      return <p>{user ? `signed in as ${user.name}` : `signed out (${sessions.status})`}</p>;
    }
    render(
      <AppProvider queryClient={queryClient}>
        <Probe />
      </AppProvider>,
    );
    expect(await screen.findByText('signed in as Bilal Member')).toBeInTheDocument();
    expect(await screen.findByText(/signed out/)).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/chat-sessions').length).toBeGreaterThan(0);
    expect(queryClient.getQueryData(['auth', 'current-user'])).toBeNull();
  });
});
