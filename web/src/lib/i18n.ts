import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { buildResources } from './locale-resources';
import { track } from './track';

export const supportedLanguages = ['en', 'bn'] as const;
export type Language = (typeof supportedLanguages)[number];

export const languageNames: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/**
 * Translations are bundled (no network call to a translation service, so the app speaks both
 * languages offline): one JSON per feature and language. English, the fallback, comes with the
 * first load; Bangla is a chunk of its own, loaded before the first render when it is the
 * visitor's language and precached by the service worker like every other chunk.
 */
const englishModules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{common,chat,auth,history,share}.json', {
  eager: true,
});
/** Namespaces of pages other than the chat: their English strings load with the page, not with the first screen. */
const englishPageModules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{info,admin,reader}.json');
export type PageNamespace = 'info' | 'admin' | 'reader';

/** Adds the English strings of a page's namespaces (Bangla comes whole with loadLanguage). */
export async function loadPageNamespaces(...namespaces: PageNamespace[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle('en', namespace))
      .map(async (namespace) => {
        const load = englishPageModules[`../locales/en/${namespace}.json`];
        if (!load) throw new Error(`no English strings for ${namespace}`);
        i18n.addResourceBundle('en', namespace, (await load()).default, true, true);
      }),
  );
}

export function normaliseLanguage(language: string | undefined): Language {
  return language?.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

/** Keeps <html lang> (and with it the font stack in CSS) in step with the UI language. */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = normaliseLanguage(language);
  document.documentElement.dir = 'ltr';
}

const resources = buildResources(englishModules);

const languageLoaders: Record<Exclude<Language, 'en'>, () => Promise<Resource>> = {
  bn: async () => (await import('./bangla-resources')).banglaResources,
};

/** Adds a language's translations when they are not there yet. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const loaded = await languageLoaders[language]();
  for (const [namespace, bundle] of Object.entries(loaded[language] ?? {})) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

const initialised = i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en ?? { common: {} }),
    // React escapes rendered text already (so interpolation does not escape again).
    interpolation: { escapeValue: false },
    detection: {
      // The ?lng query parameter first, then a choice made before, then the browser's languages; the choice is cached in localStorage.
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    returnNull: false,
    // Bangla is added when needed (loadLanguage).
    partialBundledLanguages: true,
  });

/** Resolves once the visitor's language can render: the app mounts after it. */
export const i18nReady: Promise<void> = initialised.then(async () => {
  // The detected language, not the resolved one: before its translations load, Bangla resolves to English.
  const language = normaliseLanguage(i18n.language);
  try {
    await loadLanguage(language);
  } catch {
    // The chunk could not load (offline before the service worker cached it): English renders.
    return;
  }
  if (language !== 'en') await i18n.changeLanguage(language);
});

applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language ?? 'en');

i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
});

/** Changes the UI language because the user asked for it, and records the event. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  track('language_changed', { language });
}

export function currentLanguage(): Language {
  return normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export { i18n };
