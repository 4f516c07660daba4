import { createHash } from 'node:crypto';
import type { AppDatabase } from '../db/database.js';
import type { AnswerLanguage, Citation, TranslationLanguage } from '../contract/messages.js';
import { getCacheSettings } from '../settings/settings.repository.js';
import { isCacheEnabledFor } from '../settings/settings-rules.js';
import { storeCachedAnswer, takeCachedAnswer } from './answer-cache.repository.js';

/**
 * The knowledge cache: verified answers to questions already asked, reused when
 * the same question (after normalisation) comes again in the same language,
 * against the same verse index and the same model. The admin's cache settings
 * decide per language whether it is read and written.
 */

export interface CacheScope {
  question: string;
  lang: AnswerLanguage;
  /** The translation the cached citations carry. */
  translationLang: TranslationLanguage;
  indexVersion: string;
  /** The model that composed the answer. */
  modelVersion: string;
}

/**
 * Questions that differ only in case, spacing, punctuation or Unicode form are
 * the same question: "What is Zakat?" and "what is zakat" share an answer.
 */
export function normaliseQuestion(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200B-\u200D\uFEFF]/gu, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

export function cacheKeyOf(scope: CacheScope): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        normaliseQuestion(scope.question),
        scope.lang,
        scope.indexVersion,
        scope.modelVersion,
        // Only an Arabic answer's citations depend on the interface language.
        ...(scope.lang === 'ar' ? [scope.translationLang] : []),
      ]),
    )
    .digest('hex');
}

export interface KnowledgeAnswer {
  content: string;
  citations: Citation[];
}

export async function isKnowledgeCacheEnabled(db: AppDatabase, lang: AnswerLanguage): Promise<boolean> {
  return isCacheEnabledFor(await getCacheSettings(db), lang);
}

/** The cached answer, or null on a miss. The caller checks the settings first. */
export async function lookUpKnowledge(db: AppDatabase, scope: CacheScope): Promise<KnowledgeAnswer | null> {
  const cached = await takeCachedAnswer(db, cacheKeyOf(scope));
  return cached ? { content: cached.content, citations: cached.citations } : null;
}

export async function rememberKnowledge(db: AppDatabase, scope: CacheScope, answer: KnowledgeAnswer, now: number): Promise<void> {
  await storeCachedAnswer(db, {
    cacheKey: cacheKeyOf(scope),
    lang: scope.lang,
    content: answer.content,
    citations: answer.citations,
    indexVersion: scope.indexVersion,
    modelVersion: scope.modelVersion,
    createdAt: now,
  });
}
