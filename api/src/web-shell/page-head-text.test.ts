import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEAD_TEXT, type PageLang } from './page-head-text.js';

/**
 * The server writes these words into the HTML before any script runs, and the web app writes
 * the same ones once it has loaded: a page must not change its title or first screen when the
 * scripts arrive. The web's locale files are read as data, so neither package imports the other.
 */
function webString(lang: PageLang, namespace: string, key: string): unknown {
  const file = new URL(`../../../web/src/locales/${lang}/${namespace}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const SAME_AS_WEB: Array<[string, (text: (typeof HEAD_TEXT)[PageLang]) => string, string, string]> = [
  ['siteName', (text) => text.siteName, 'common', 'brand.name'],
  ['defaultTitle', (text) => text.defaultTitle, 'common', 'head.defaultTitle'],
  ['defaultDescription', (text) => text.defaultDescription, 'common', 'head.defaultDescription'],
  ['sharedUntitled', (text) => text.sharedUntitled, 'share', 'untitled'],
  ['about title', (text) => text.pages.about.title, 'info', 'about.meta.title'],
  ['about description', (text) => text.pages.about.description, 'info', 'about.meta.description'],
  ['terms title', (text) => text.pages.terms.title, 'info', 'terms.title'],
  ['terms description', (text) => text.pages.terms.description, 'info', 'terms.metaDescription'],
  ['privacy title', (text) => text.pages.privacy.title, 'info', 'privacy.title'],
  ['privacy description', (text) => text.pages.privacy.description, 'info', 'privacy.metaDescription'],
  ['contact title', (text) => text.pages.contact.title, 'info', 'contact.meta.title'],
  ['contact description', (text) => text.pages.contact.description, 'info', 'contact.meta.description'],
  ['first screen heading', (text) => text.firstScreen.heading, 'chat', 'welcome.heading'],
  ['first screen intro', (text) => text.firstScreen.intro, 'chat', 'welcome.intro'],
  ['first screen "try asking"', (text) => text.firstScreen.tryAsking, 'chat', 'welcome.suggestedHeading'],
];

describe('the head text the server writes', () => {
  for (const lang of ['en', 'bn'] as const) {
    for (const [name, pick, namespace, key] of SAME_AS_WEB) {
      it(`${lang}: ${name} is the web's ${namespace}:${key}`, () => {
        expect(pick(HEAD_TEXT[lang])).toBe(webString(lang, namespace, key));
      });
    }

    it(`${lang}: the first screen's suggestions are the web's, in order`, () => {
      expect(HEAD_TEXT[lang].firstScreen.suggestions).toEqual(webString(lang, 'chat', 'welcome.suggestions'));
    });
  }
});
