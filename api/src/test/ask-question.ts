import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { markerKeys } from '../answer/citation-markers.js';
import type { ChatMessageDto } from '../contract/messages.js';

/** Asking questions of a test app through POST /api/messages, and checking what comes back. */

export const PATIENCE_EN = 'What does the Quran say about patience?';
export const PATIENCE_BN = 'ধৈর্য সম্পর্কে কুরআন কী বলে?';

export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first ? first.split(';')[0]! : '';
}

export async function ask(
  target: FastifyInstance,
  content: string,
  sessionId: string,
  options: { cookie?: string; lang?: 'en' | 'bn'; path?: string } = {},
): Promise<LightMyRequestResponse> {
  return target.inject({
    method: 'POST',
    url: options.path ?? '/api/messages',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { content, sessionId, role: 'user', ...(options.lang ? { lang: options.lang } : {}) },
  });
}

/** Every citation is the corpus verse, and the content cites exactly the cited verses. */
export function expectVerifiedAnswer(target: FastifyInstance, message: ChatMessageDto, lang: 'en' | 'bn'): void {
  expect(message.role).toBe('assistant');
  expect(message.citations.length).toBeGreaterThan(0);
  for (const citation of message.citations) {
    const verse = target.retriever.getVerse(citation.surah, citation.ayah);
    expect(verse, citation.key).not.toBeNull();
    expect(citation.key).toBe(`${citation.surah}:${citation.ayah}`);
    expect(citation.arabic).toBe(verse!.arabic);
    expect(citation.translation).toBe(lang === 'bn' ? verse!.bn : verse!.en);
  }
  expect([...new Set(markerKeys(message.content))].sort()).toEqual(message.citations.map((c) => c.key).sort());
}
