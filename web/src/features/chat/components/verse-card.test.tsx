import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Citation } from '@quran-assistant/api/contract';
import { i18n } from '@/lib/i18n';
import { VerseCard } from './verse-card';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const citation: Citation = {
  key: '2:153',
  surah: 2,
  ayah: 153,
  surahName: 'Al-Baqarah',
  surahNameBangla: 'আল-বাকারা',
  arabic: 'يَٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُواْ',
  translation: 'হে মুমিনগণ! তোমরা ধৈর্য্য ও নামাযের মাধ্যমে সাহায্য প্রার্থনা কর।',
};

function renderCard(card: Citation): void {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  render(
    <VerseCard citation={card} anchorId="a" speaking={false} onToggleReadAloud={() => {}} canReadAloud={false} onCopyError={() => {}} />,
    { wrapper },
  );
}

describe('VerseCard', () => {
  it('names the surah in Bangla script with the key in Bangla digits in the Bangla interface', async () => {
    await i18n.changeLanguage('bn');
    renderCard(citation);
    expect(screen.getByRole('article', { name: 'আল-বাকারা ২:১৫৩' })).toBeInTheDocument();
    expect(screen.queryByText('Al-Baqarah')).toBeNull();
  });

  it('keeps the transliterated name and Latin digits in the English interface', () => {
    renderCard({ ...citation, translation: 'O you who have believed, seek help through patience and prayer.' });
    expect(screen.getByRole('article', { name: 'Al-Baqarah 2:153' })).toBeInTheDocument();
  });

  it('falls back to the transliterated name for answers stored before Bangla names existed', async () => {
    await i18n.changeLanguage('bn');
    const { surahNameBangla: _omitted, ...stored } = citation;
    renderCard(stored);
    expect(screen.getByRole('article', { name: 'Al-Baqarah ২:১৫৩' })).toBeInTheDocument();
  });
});
