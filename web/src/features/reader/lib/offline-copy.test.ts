import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@/lib/local-db';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveQuran, TEST_INDEX_VERSION, testSurah } from '../components/reader-test-data';
import { offlineCopyProgress, startOfflineCopy } from './offline-copy';
import { saveSurah, storedSurahNumbers } from './stored-quran';

let server: ApiTestServer;

beforeEach(async () => {
  server = await startApiTestServer();
  serveQuran(server);
});
afterEach(async () => {
  server.close();
  await (await localDb()).surahs.clear();
});

describe('the offline copy of the Quran', () => {
  it('stores every surah of the index on the device, fetching only those it lacks', async () => {
    await saveSurah(testSurah(1));
    await saveSurah({ ...testSurah(2), indexVersion: 'an-older-index' });
    await startOfflineCopy(TEST_INDEX_VERSION);
    expect(offlineCopyProgress()).toEqual({ saved: 114, total: 114, status: 'done' });
    expect((await storedSurahNumbers(TEST_INDEX_VERSION)).size).toBe(114);
    const fetched = server.requestsTo('GET', '/api/surahs/:number').map((request) => request.params.number);
    expect(fetched).toHaveLength(113);
    expect(fetched).not.toContain('1');
    expect(fetched).toContain('2');
  });

  it('pauses when the server cannot be reached and keeps what it stored', async () => {
    server.on('GET', '/api/surahs/:number', ({ params }) =>
      Number(params.number) > 10 ? { status: 503, body: { code: 'service_unavailable', message: 'Busy' } } : { body: testSurah(Number(params.number)) },
    );
    await startOfflineCopy(TEST_INDEX_VERSION);
    expect(offlineCopyProgress().status).toBe('paused');
    expect((await storedSurahNumbers(TEST_INDEX_VERSION)).has(1)).toBe(true);
    expect(offlineCopyProgress().saved).toBeLessThan(114);
  });
});
