import type { PageHead } from './page-head.js';
import { HEAD_TEXT } from './page-head-text.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The head tags the server writes per page; the template's own copies are removed first. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="(description|robots|twitter:title|twitter:description|twitter:image)"[^>]*>\s*/gi,
  /<meta\s+property="og:(title|description|url|type|image|locale)"[^>]*>\s*/gi,
  /<link\s+rel="(canonical|alternate)"[^>]*>\s*/gi,
];

/** The first screen in the page's language; on pages other than the chat, only its header. */
function firstScreen(html: string, head: PageHead, showHome: boolean): string {
  const text = HEAD_TEXT[head.lang];
  let out = html.replace(/(data-first-screen="brand">)[^<]*/, (_match, open: string) => `${open}${escapeHtml(text.siteName)}`);
  if (!showHome) return out.replace(/<main class="fs-main">[\s\S]*?<\/main>/, '');
  const fill = (key: string, value: string) => {
    out = out.replace(new RegExp(`(data-first-screen="${key}">)[^<]*`), (_match, open: string) => `${open}${escapeHtml(value)}`);
  };
  fill('heading', text.firstScreen.heading);
  fill('intro', text.firstScreen.intro);
  fill('try', text.firstScreen.tryAsking);
  const items = text.firstScreen.suggestions.map((question) => `<li>${escapeHtml(question)}</li>`).join('');
  return out.replace(/(data-first-screen="suggestions">)[\s\S]*?(<\/ul>)/, (_match, open: string, close: string) => `${open}${items}${close}`);
}

export interface ShellUrls {
  /** Scheme and host the links in the head point to, e.g. https://example.org */
  origin: string;
  /** The page's path without its query. */
  pathname: string;
}

/** The app shell (index.html) with the page's title, description and Open Graph tags. */
export function renderShell(template: string, head: PageHead, { origin, pathname }: ShellUrls): string {
  const url = `${origin}${pathname}`;
  const pageUrl = head.lang === 'en' ? url : `${url}?lng=${head.lang}`;
  const image = `${origin}/og-image.jpeg`;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="robots" content="${head.noIndex ? 'noindex, nofollow' : 'index, follow'}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(`${url}?lng=en`)}" />`,
    `<link rel="alternate" hreflang="bn" href="${escapeHtml(`${url}?lng=bn`)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${head.lang === 'bn' ? 'bn_BD' : 'en_US'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  // The chat (/ and /chat/…) shows the welcome screen; other pages show only the header until React mounts.
  const showHome = pathname === '/' || pathname.startsWith('/chat/');
  let html = firstScreen(template, head, showHome);
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  // Functions as replacements: a title may hold `$&` and the like.
  html = html.replace(/<html([^>]*)\slang="[^"]*"/i, (_match, before: string) => `<html${before} lang="${head.lang}"`);
  return html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}
