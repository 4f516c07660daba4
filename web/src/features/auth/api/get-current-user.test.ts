import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { testMember } from '@/test/default-api-routes';
import { rememberedUserStorageKey } from '../utils/remembered-user';
import { getCurrentUser } from './get-current-user';

let server: ApiTestServer;
let closed: boolean;
beforeEach(async () => {
  server = await startApiTestServer();
  closed = false;
});
afterEach(async () => {
  if (!closed) await server.close();
});

async function goOffline() {
  await server.close();
  closed = true;
}

describe('getCurrentUser', () => {
  it('remembers the signed-in user and stands them in when the server cannot be reached', async () => {
    server.on('GET', '/api/user', { body: testMember });
    await expect(getCurrentUser()).resolves.toEqual(testMember);
    expect(JSON.parse(window.localStorage.getItem(rememberedUserStorageKey) ?? 'null')).toEqual(testMember);

    await goOffline();
    await expect(getCurrentUser()).resolves.toEqual(testMember);
  });

  it('forgets the remembered user when the server says nobody is signed in', async () => {
    window.localStorage.setItem(rememberedUserStorageKey, JSON.stringify(testMember));
    server.on('GET', '/api/user', { status: 401, body: { code: 'unauthorized', message: 'Please sign in.' } });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(window.localStorage.getItem(rememberedUserStorageKey)).toBeNull();

    await goOffline();
    await expect(getCurrentUser()).rejects.toMatchObject({ code: 'network_error' });
  });

  it('does not use the remembered user for server errors, only for an unreachable server', async () => {
    window.localStorage.setItem(rememberedUserStorageKey, JSON.stringify(testMember));
    server.on('GET', '/api/user', { status: 503, body: { code: 'service_unavailable', message: 'Down for maintenance' } });
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 503 });
  });

  it('ignores a stored value that is not a user', async () => {
    window.localStorage.setItem(rememberedUserStorageKey, JSON.stringify({ id: 'x', name: 'No role' }));
    await goOffline();
    await expect(getCurrentUser()).rejects.toMatchObject({ code: 'network_error' });
  });
});
