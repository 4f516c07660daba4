import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/lib/i18n';
import { MarkdownContent } from './markdown-content';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('MarkdownContent', () => {
  it('renders citation markers as chips that open the verse in the Quran reader', () => {
    render(<MarkdownContent content={'Allah is with the **patient** [[2:153]] [[2:255-257]].'} />, { wrapper: MemoryRouter });
    const chip = screen.getByRole('link', { name: 'Go to verse 2:153' });
    expect(chip).toHaveTextContent('2:153');
    expect(chip).toHaveAttribute('href', '/quran/2/153');
    expect(screen.getByRole('link', { name: 'Go to verse 2:255-257' })).toHaveAttribute('href', '/quran/2/255');
    expect(screen.getByText('patient').tagName).toBe('STRONG');
  });

  it('writes the chip\'s verse key in Bangla digits in the Bangla interface', async () => {
    await i18n.changeLanguage('bn');
    render(<MarkdownContent content={'ধৈর্য ধরুন [[2:153]]।'} />, { wrapper: MemoryRouter });
    const chip = screen.getByRole('link', { name: 'আয়াত ২:১৫৩-এ যান' });
    expect(chip).toHaveTextContent(/^২:১৫৩$/);
    expect(chip).toHaveAttribute('href', '/quran/2/153');
  });

  it('never turns model text into HTML elements', () => {
    const { container } = render(<MarkdownContent content={'<script>alert(1)</script><b>x</b>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders lists as list elements', () => {
    render(<MarkdownContent content={'- Prayer\n- Charity'} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Prayer', 'Charity']);
  });

  it('sets a quoted verse right-to-left in Arabic and its translation as a paragraph of its own', () => {
    const { container } = render(<MarkdownContent content={'> فَٱصۡبِرۡ صَبۡرٗا جَمِيلًا\n>\n> “So be patient with gracious patience” [[70:5]]'} />, { wrapper: MemoryRouter });
    const paragraphs = [...container.querySelectorAll('blockquote > p')];
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveAttribute('lang', 'ar');
    expect(paragraphs[0]).toHaveAttribute('dir', 'rtl');
    expect(paragraphs[1]).not.toHaveAttribute('lang');
    expect(paragraphs[1]).toHaveTextContent('So be patient with gracious patience');
  });

  it('reads an answer written in Arabic right to left as a whole, and other answers paragraph by paragraph', () => {
    const arabic = render(<MarkdownContent content={'هذه إجابة مستخرجة مباشرةً.\n\n> ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ [[2:255]]\n\nاقرأ هذه الآيات في سياقها.'} />, { wrapper: MemoryRouter });
    const answer = arabic.container.firstElementChild!;
    expect(answer).toHaveAttribute('dir', 'rtl');
    expect(answer).toHaveAttribute('lang', 'ar');
    arabic.unmount();

    const english = render(<MarkdownContent content={'Patience is praised [[2:153]].\n\n> ٱصۡبِرُواْ [[3:200]]'} />, { wrapper: MemoryRouter });
    expect(english.container.firstElementChild).not.toHaveAttribute('dir');
    expect(english.container.querySelector('div > p')).toHaveAttribute('dir', 'auto');
  });
});
