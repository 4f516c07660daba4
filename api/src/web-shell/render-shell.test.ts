import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultPageHead } from './page-head.js';
import { escapeHtml, renderShell } from './render-shell.js';

// The real template: the first screen's markers must stay in step with what the server fills in.
const TEMPLATE = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const urls = (pathname: string) => ({ origin: 'https://quran.example.org', pathname });

describe('renderShell', () => {
  it('keeps the English first screen of / and gives it the page head', () => {
    const html = renderShell(TEMPLATE, defaultPageHead('en'), urls('/'));
    expect(html).toContain('<h1 data-first-screen="heading">Quranic Knowledge Hub</h1>');
    expect(html).toContain('<li>What does the Quran say about patience?</li>');
    expect(html).toContain('<meta property="og:url" content="https://quran.example.org/" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('writes the first screen in Bangla for ?lng=bn', () => {
    const html = renderShell(TEMPLATE, defaultPageHead('bn'), urls('/'));
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain('<h1 data-first-screen="heading">কুরআনিক জ্ঞানকেন্দ্র</h1>');
    expect(html).toContain('<span data-first-screen="brand">কুরআন সহকারী</span>');
    expect(html).not.toContain('Quranic Knowledge Hub');
    expect(html).toContain('<meta property="og:url" content="https://quran.example.org/?lng=bn" />');
  });

  it('shows only the header on pages other than the chat', () => {
    const html = renderShell(TEMPLATE, defaultPageHead('en'), urls('/about'));
    expect(html).toContain('data-first-screen="brand"');
    expect(html).not.toContain('Quranic Knowledge Hub');
    expect(html).toContain('<div id="root">');
  });

  it('escapes markup and quotes, and keeps $ patterns literal', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const head = { ...defaultPageHead('en'), title: "$& $1 $' | Quran Assistant" };
    expect(renderShell(TEMPLATE, head, urls('/'))).toContain("<title>$&amp; $1 $&#39; | Quran Assistant</title>");
  });
});
