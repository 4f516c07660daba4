import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, normaliseLanguage, type Language } from './i18n';

/** The English head texts; every language's come from its `common` locale (`brand.name`, `head.*`) through `headTextsFor`. */
export const defaultTitle = 'AI Islamic Assistant with Quranic References';
export const defaultDescription =
  'Ask questions about Islam and the Quran and get authentic answers backed by Quranic references and reliable sources, in English and Bangla.';
export const defaultKeywords =
  'Quran, Islam, Islamic questions, Quranic references, ayah, tafsir, Bangla, AI assistant';
export const siteName = 'Quran Assistant';
export const defaultImagePath = '/og-image.jpeg';

export interface HeadData {
  /** Page title; the default title when absent. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Path of the canonical URL; the current path when absent. */
  path?: string;
  image?: string;
  /** Ask search engines not to index (e.g. shared conversations, admin). */
  noIndex?: boolean;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function upsertLink(rel: string, href: string, hreflang?: string): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    document.head.append(element);
  }
  element.href = href;
}

export interface HeadTexts {
  siteName: string;
  defaultTitle: string;
  defaultDescription: string;
}

/** The brand and default title and description in a language: one brand name per language, on every page. */
export function headTextsFor(language: Language): HeadTexts {
  const t = i18n.getFixedT(language, 'common');
  return { siteName: t('brand.name'), defaultTitle: t('head.defaultTitle'), defaultDescription: t('head.defaultDescription') };
}

/** "Page | Brand" in the page's language; the default title alone when the page has none. */
export function formatTitle(title: string | undefined, language: Language = 'en'): string {
  const texts = headTextsFor(language);
  if (!title || title === texts.defaultTitle) return texts.defaultTitle;
  return `${title} | ${texts.siteName}`;
}

/** Writes the head tags of every page: title, description, canonical, hreflang and social tags. */
export function applyHead(data: HeadData, language: Language = currentLanguage()): void {
  const origin = window.location.origin;
  const path = data.path ?? window.location.pathname;
  const url = `${origin}${path}`;
  const texts = headTextsFor(language);
  const title = formatTitle(data.title, language);
  const description = data.description || texts.defaultDescription;
  const image = new URL(data.image ?? defaultImagePath, origin).href;

  document.title = title;
  upsertMeta('name', 'description', description);
  upsertMeta('name', 'keywords', data.keywords ?? defaultKeywords);
  upsertMeta('name', 'robots', data.noIndex ? 'noindex, nofollow' : 'index, follow');
  upsertLink('canonical', url);
  upsertLink('alternate', `${url}?lng=en`, 'en');
  upsertLink('alternate', `${url}?lng=bn`, 'bn');
  upsertLink('alternate', url, 'x-default');
  upsertMeta('property', 'og:site_name', texts.siteName);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:image', image);
  upsertMeta('property', 'og:image:width', '1200');
  upsertMeta('property', 'og:image:height', '630');
  upsertMeta('property', 'og:image:type', 'image/jpeg');
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  upsertMeta('name', 'twitter:title', title);
  upsertMeta('name', 'twitter:description', description);
  upsertMeta('name', 'twitter:image', image);
}

/** Sets the page's head data while the calling component is shown, again when the UI language changes. */
export function useDocumentHead(data: HeadData): void {
  const { title, description, keywords, path, image, noIndex } = data;
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  useEffect(() => {
    applyHead({ title, description, keywords, path, image, noIndex }, normaliseLanguage(language));
  }, [title, description, keywords, path, image, noIndex, language]);
}
