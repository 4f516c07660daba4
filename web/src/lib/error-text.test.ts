import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@quran-assistant/api/contract/error-codes.ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, type ApiErrorCode } from './api-client';
import { errorText, errorTextsByLanguage } from './error-text';
import { supportedLanguages } from './i18n';

const everyCode: ApiErrorCode[] = [...ERROR_CODES, ...CLIENT_ERROR_CODES];

describe('error texts', () => {
  it('are typed by the contract: a new server code does not compile until each language has its text', () => {
    expectTypeOf(errorTextsByLanguage.en).toEqualTypeOf<Readonly<Record<ErrorCode | (typeof CLIENT_ERROR_CODES)[number], string>>>();
    expectTypeOf(errorTextsByLanguage.bn).toEqualTypeOf<Readonly<Record<ApiErrorCode, string>>>();
  });

  it.each(supportedLanguages)('has a text for every code in %s, and nothing else', (language) => {
    const texts = errorTextsByLanguage[language];
    expect(Object.keys(texts).sort()).toEqual([...everyCode].sort());
    for (const code of everyCode) expect(texts[code].trim(), code).not.toBe('');
  });

  it('is translated: no Bangla text is the English one', () => {
    for (const code of everyCode) expect(errorTextsByLanguage.bn[code], code).not.toBe(errorTextsByLanguage.en[code]);
    for (const code of everyCode) expect(errorTextsByLanguage.bn[code], code).toMatch(/[\u0980-\u09FF]/u);
  });

  it("never shows the server's English wording in the Bangla interface", () => {
    const refused = new ApiError(ERROR_STATUS.unauthorized, 'unauthorized', 'The email or password is incorrect.', { fromServer: true });
    expect(errorText(refused, 'bn')).toBe(errorTextsByLanguage.bn.unauthorized);
    expect(errorText(refused, 'en')).toBe('The email or password is incorrect.');
  });

  it("shows the code's text when the server sent no wording of its own", () => {
    const offline = new ApiError(0, 'network_error', 'Failed to fetch');
    expect(errorText(offline, 'en')).toBe(errorTextsByLanguage.en.network_error);
    expect(errorText(offline, 'bn')).toBe(errorTextsByLanguage.bn.network_error);
  });

  it('keeps the out-of-scope notice word for word in English', () => {
    expect(errorTextsByLanguage.en.off_topic).toBe(
      'Your question appears to be outside the scope of Islamic and Quranic knowledge. This application is specifically designed to answer questions related to Islam and the Quran.',
    );
  });
});
