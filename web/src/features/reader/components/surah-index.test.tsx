import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { localDb } from '@/lib/local-db';
import type { ApiTestServer } from '@/test/api-test-server';
import { renderRoute } from '@/test/render-route';
import { endReaderTest, startReaderTestServer } from './reader-test-data';
import { SurahIndex } from './surah-index';

let server: ApiTestServer;

beforeEach(async () => {
  server = await startReaderTestServer();
});
afterEach(async () => {
  await endReaderTest(server);
});

describe('SurahIndex', () => {
  it('lists the 114 surahs as links to the reader, with the head data of the page', async () => {
    renderRoute(<SurahIndex />, { path: '/quran' });
    const list = await screen.findByRole('list', { name: 'Surahs' });
    const links = list.querySelectorAll('a');
    expect(links).toHaveLength(114);
    expect(links[111]).toHaveAttribute('href', '/quran/112');
    expect(links[111]).toHaveTextContent('Al-Ikhlas');
    expect(links[111]).toHaveTextContent('The Sincerity · 4 verses');
    expect(links[111]?.querySelector('[lang="ar"]')).toHaveTextContent('الإخلاص');
    expect(document.title).toBe('The Quran | Quran Assistant');
  });

  it('says when the whole Quran is saved on the device for reading offline', async () => {
    renderRoute(<SurahIndex />, { path: '/quran' });
    // 114 requests and IndexedDB writes: slow on a busy machine, so the wait is generous.
    await waitFor(async () => expect(await (await localDb()).surahs.count()).toBe(114), { timeout: 20_000 });
    expect(await screen.findByText('All 114 surahs are saved on this device: you can read them offline.')).toBeInTheDocument();
  }, 30_000);

  it('numbers the surahs in Bangla digits in the Bangla UI', async () => {
    await i18n.changeLanguage('bn');
    renderRoute(<SurahIndex />, { path: '/quran' });
    const list = await screen.findByRole('list', { name: 'সূরাসমূহ' });
    expect(list.querySelectorAll('a')[111]).toHaveTextContent('১১২আল-ইখলাসআন্তরিকতা · ৪টি আয়াত');
  });
});
