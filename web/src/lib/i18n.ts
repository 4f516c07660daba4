import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { track } from './track';

export const supportedLanguages = ['en', 'bn'] as const;
export type Language = (typeof supportedLanguages)[number];

export const languageNames: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** Translations are bundled inline (no network call, so the app speaks both languages offline): one JSON per feature and language. */
const localeModules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

export function buildResources(modules: Record<string, { default: Record<string, unknown> }>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
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

const resources = buildResources(localeModules);

void i18n
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
  });

applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language ?? 'en');

i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
});

/** Changes the UI language because the user asked for it, and records the event. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  track('language_changed', { language });
}

export function currentLanguage(): Language {
  return normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export { i18n };
