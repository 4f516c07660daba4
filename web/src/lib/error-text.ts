import { errorTexts as banglaErrorTexts } from '@/locales/bn/errors';
import { errorTexts as englishErrorTexts } from '@/locales/en/errors';
import { isApiError, type ApiErrorCode } from './api-client';
import { currentLanguage, type Language } from './i18n';

export const errorTextsByLanguage: Readonly<Record<Language, Readonly<Record<ApiErrorCode, string>>>> = {
  en: englishErrorTexts,
  bn: banglaErrorTexts,
};

/**
 * The text a toast or dialog shows for a failure, in the UI language. The server words
 * its errors in English: the English interface shows that wording, which is the more
 * precise ("The email or password is incorrect."); every other language shows the text
 * of the error's code, never the server's English. Any other error is the app's own
 * and carries its text.
 */
export function errorText(error: unknown, language: Language = currentLanguage()): string {
  if (isApiError(error)) {
    return language === 'en' && error.fromServer ? error.message : errorTextsByLanguage[language][error.code];
  }
  return error instanceof Error ? error.message : String(error);
}
