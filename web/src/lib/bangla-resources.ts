import type { Resource } from 'i18next';
import { buildResources } from './locale-resources';

/** The Bangla translations, in a chunk of their own (see loadLanguage). */
export const banglaResources: Resource = buildResources(
  import.meta.glob<{ default: Record<string, unknown> }>('../locales/bn/*.json', { eager: true }),
);
