import type { PageHead } from './page-head.js';

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
  let html = template;
  for (const pattern of REPLACED_TAGS) html = html.replace(pattern, '');
  // Functions as replacements: a title may hold `$&` and the like.
  html = html.replace(/<html([^>]*)\slang="[^"]*"/i, (_match, before: string) => `<html${before} lang="${head.lang}"`);
  return html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}
