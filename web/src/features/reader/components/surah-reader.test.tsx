import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { localDb } from '@/lib/local-db';
import type { ApiTestServer } from '@/test/api-test-server';
import { renderRoute } from '@/test/render-route';
import { endReaderTest, startReaderTestServer } from './reader-test-data';
import { SurahReader } from './surah-reader';

let server: ApiTestServer;

beforeEach(async () => {
  server = await startReaderTestServer();
});
afterEach(async () => {
  await endReaderTest(server);
});

function renderReader(surah: string, ayah?: string) {
  const at = ayah ? `/quran/${surah}/${ayah}` : `/quran/${surah}`;
  return renderRoute(<SurahReader surahParam={surah} ayahParam={ayah} />, { path: ayah ? '/quran/:surah/:ayah' : '/quran/:surah', at });
}

describe('SurahReader', () => {
  it('shows every verse in Arabic with the English translation and marks and focuses the verse of the address', async () => {
    renderReader('112', '3');
    expect(await screen.findByRole('heading', { level: 1, name: '112. Al-Ikhlas' })).toBeInTheDocument();
    const verses = screen.getByRole('list', { name: 'Verses of Surah Al-Ikhlas' }).querySelectorAll(':scope > li');
    expect(verses).toHaveLength(4);
    const third = screen.getByRole('listitem', { name: 'Verse 112:3' });
    expect(third).toHaveAttribute('aria-current', 'location');
    expect(third).toHaveFocus();
    expect(third.querySelector('[lang="ar"][dir="rtl"]')).toHaveTextContent('قُلۡ هُوَ ٱللَّهُ 112:3');
    expect(third.querySelector('[lang="en"]')).toHaveTextContent('English of 112:3');
    expect(screen.getByRole('listitem', { name: 'Verse 112:1' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Al-Ikhlas 112:3 | Quran Assistant');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'English of 112:3');
  });

  it('links to the neighbouring surahs and the surah list', async () => {
    renderReader('112');
    await screen.findByRole('heading', { level: 1, name: '112. Al-Ikhlas' });
    const navigation = screen.getByRole('navigation', { name: 'Surah navigation, above the verses' });
    expect(await screen.findAllByRole('link', { name: '← Previous: Surah-111' })).not.toHaveLength(0);
    expect(navigation.querySelector('a[rel="prev"]')).toHaveAttribute('href', '/quran/111');
    expect(navigation.querySelector('a[rel="next"]')).toHaveAttribute('href', '/quran/113');
    expect(document.title).toBe('Surah Al-Ikhlas | Quran Assistant');
  });

  it('writes verse numbers in Bangla digits with the Bangla translation in the Bangla UI', async () => {
    await i18n.changeLanguage('bn');
    renderReader('112', '2');
    const verse = await screen.findByRole('listitem', { name: 'আয়াত ১১২:২' });
    expect(verse).toHaveTextContent('১১২:২');
    expect(verse.querySelector('[lang="bn"]')).toHaveTextContent('বাংলা 112:2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('১১২. আল-ইখলাস');
    expect(screen.getByText(/আন্তরিকতা · মাক্কী · ৪টি আয়াত/)).toBeInTheDocument();
  });

  it('jumps to a verse typed in Latin or Bangla digits and refuses one the surah does not have', async () => {
    renderReader('112');
    const box = await screen.findAllByLabelText('Go to verse');
    fireEvent.change(box[0]!, { target: { value: '9' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Go' })[0]!);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a verse number from 1 to 4.');
    fireEvent.change(box[0]!, { target: { value: '৪' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Go' })[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/quran/112/4');
  });

  it('says there is no such surah for a number outside 1–114, without asking the server', async () => {
    renderReader('115');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no surah 115: the Quran has 114 surahs.');
    expect(server.requestsTo('GET', '/api/surahs/:number')).toHaveLength(0);
  });

  it('says which verses a surah has when the address names one past its end', async () => {
    renderReader('112', '7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Surah Al-Ikhlas has 4 verses; there is no verse 7.');
  });

  it('reads a verse from the copy saved on the device when the server cannot be reached', async () => {
    const first = renderReader('112');
    await screen.findByRole('listitem', { name: 'Verse 112:4' });
    await waitFor(async () => expect(await (await localDb()).surahs.get(112)).toBeDefined());
    first.unmount();
    server.close();
    renderReader('112', '1');
    expect(await screen.findByRole('listitem', { name: 'Verse 112:1' })).toHaveTextContent('English of 112:1');
  });

  it('reads a verse aloud in the UI language with the shared speech helpers', async () => {
    const spoken: Array<{ text: string; lang: string; rate: number }> = [];
    class FakeUtterance {
      rate = 1;
      lang = '';
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: { speak: (utterance: FakeUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate }), cancel() {} },
    });
    try {
      renderReader('112');
      fireEvent.click(await screen.findByRole('button', { name: 'Read verse 112:2 aloud' }));
      expect(spoken).toEqual([{ text: 'English of 112:2', lang: 'en-US', rate: 0.8 }]);
      expect(screen.getByRole('button', { name: 'Stop reading' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
    }
  });
});
