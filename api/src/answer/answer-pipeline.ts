import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_CHAT_TITLE,
  findOwnedOrFreeChatSession,
  openChatSession,
  recordChatActivity,
  setChatTitle,
  type ChatSession,
} from '../chats/chat-sessions.repository.js';
import type { AppDatabase } from '../db/database.js';
import { AppError } from '../errors.js';
import { LlmError, type ChatModel } from '../llm/chat-model.js';
import { insertMessage, recentSessionMessages, type StoredMessage } from '../messages/messages.repository.js';
import type { MatchedTopic, SearchHit, SearchResult, VerseRetriever } from '../retrieval/types.js';
import type { AnswerLanguage, Citation, TranslationLanguage } from '../contract/messages.js';
import { assertGuestWithinLimit, countGuestQuestion } from '../usage/guest-limit.js';
import { ownerOf, type Actor } from '../users/actor.js';
import { answerLanguageOf, translationLanguageOf } from './answer-language.js';
import { citationsFor, toContextVerses } from './cited-verses.js';
import { corpusLookupsOf } from './corpus-lookups.js';
import {
  composeExtractiveAnswer,
  composeExtractiveContinuation,
  composeRelatedVerses,
  NOT_ADDRESSED_DIRECTLY,
  selectExtractiveHits,
} from './extractive-answer.js';
import { isKnowledgeCacheEnabled, lookUpKnowledge, rememberKnowledge, type CacheScope } from './knowledge-cache.js';
import {
  ANSWER_MAX_TOKENS,
  ANSWER_SAMPLING,
  buildAnswerMessages,
  buildTopicClassificationMessages,
  MAX_HISTORY_TURNS,
  parseTopicClassification,
  type HistoryTurn,
  type TopicLabel,
} from './prompts.js';
import { checkTopic, OFF_TOPIC_MESSAGE } from './topic-check.js';
import type { ContextVerse } from './verification.js';
import { CitationVerifier } from './verify-citations.js';

/**
 * One question, one answer: the answering pipeline behind POST /api/messages and
 * its streaming twin. `prepareTurn` does everything that can still refuse the
 * question with an HTTP error (guest limit, unknown conversation, off-topic,
 * retrieval down) and stores the question; `composeAnswer` then always produces
 * a verified answer (model, cache or the verses themselves) and stores it.
 */

export interface AnswerPipelineDeps {
  db: AppDatabase;
  retriever: VerseRetriever;
  /** Null: answers are composed from the retrieved verses. */
  llm: ChatModel | null;
  log: FastifyBaseLogger;
  now?: () => number;
}

export interface QuestionInput {
  actor: Actor;
  content: string;
  sessionId: string;
  /** The interface language: decides the answer language when the question's script does not. */
  lang?: AnswerLanguage;
}

export interface PreparedTurn {
  actor: Actor;
  session: ChatSession;
  question: string;
  lang: AnswerLanguage;
  /** The translation shown with the cited verses (for an Arabic answer, the interface language's). */
  translationLang: TranslationLanguage;
  /** The stored question. */
  userMessage: StoredMessage;
  /** Chosen now so a stream can announce it before the answer exists. */
  assistantMessageId: string;
  /** Retrieved verses, best first: the only ones an answer may cite. Never empty. */
  hits: SearchHit[];
  /** Topics of the curated index the question names, best first. */
  topics: MatchedTopic[];
  /** The Quran does not seem to speak to the question directly: the verses are only the closest there are. */
  weak: boolean;
  history: HistoryTurn[];
  /** Where the answer is looked up and kept; null when this turn is not cacheable. */
  cacheScope: CacheScope | null;
}

export interface ComposeOptions {
  /** Aborts the model call (the client left); what was verified so far is stored as interrupted. */
  signal?: AbortSignal;
  /** Receives the verified answer text as it is produced; the model is then asked to stream. */
  onText?: (text: string) => void;
}

/** Verses shown to the model: enough to choose from, few enough to keep the prompt short. */
export const CONTEXT_VERSE_COUNT = 8;
/**
 * Of those, the ones the model reads, best first: a small model cites what it is
 * given, relevant or not, and on CPU each verse costs seconds of prompt time
 * (a Bangla verse about a token per character).
 */
export const MODEL_CONTEXT_VERSE_COUNT: Record<AnswerLanguage, number> = { en: 5, bn: 4, ar: 5 };
/** The most relevant verses a model answer did not cite are named after it, this many at most. */
const MAX_RELATED_VERSES = 2;
/** A conversation's title is its first question, cut to this length plus '...' when longer than TITLE_MAX (spec 4). */
export const TITLE_CUT_LENGTH = 47;
export const TITLE_MAX_LENGTH = 50;
/** The one-word classification must not hold up the answer for long. */
const TOPIC_CLASSIFICATION_TIMEOUT_MS = 5_000;
/** Without a model, extractive answers are keyed under this "model version" (they are not cached, see below). */
export const EXTRACTIVE_MODEL_VERSION = 'extractive';

/**
 * When not one word of a question meets a verse, the answer still cites the
 * principle that applies to any question the Quran does not address: not to
 * assert what one does not know (17:36) and to ask those who know (16:43).
 */
const CLOSEST_PRINCIPLE_WHEN_NOTHING_MATCHES = ['17:36', '16:43'];

/** Spec 4's title rule. */
export function titleFromQuestion(question: string): string {
  const characters = Array.from(question.trim().replace(/\s+/gu, ' '));
  if (characters.length <= TITLE_MAX_LENGTH) return characters.join('');
  return `${characters.slice(0, TITLE_CUT_LENGTH).join('')}...`;
}

function serviceUnavailable(cause: unknown): AppError {
  return new AppError('service_unavailable', 'verse retrieval failed', { cause });
}

/**
 * The verses for a question. An answer always cites a verse, so a question the
 * Quran does not seem to answer still gets its closest verses, marked `weak`.
 * Retrieval failing is a 503.
 */
export async function searchVerses(retriever: VerseRetriever, question: string, lang: AnswerLanguage): Promise<SearchResult> {
  try {
    return await retriever.search(question, { lang, k: CONTEXT_VERSE_COUNT, allowEmpty: false });
  } catch (error) {
    throw serviceUnavailable(error);
  }
}

/**
 * Validated input in; the stored question and everything the answer needs out.
 * Throws `guest_limit` (429), `not_found` (404, someone else's conversation),
 * `off_topic` (422) or `service_unavailable` (503, retrieval failed), in that order,
 * before anything of the question is stored.
 */
export async function prepareTurn(deps: AnswerPipelineDeps, input: QuestionInput): Promise<PreparedTurn> {
  const { db, retriever, llm } = deps;
  const now = deps.now ?? Date.now;
  const { actor } = input;
  const question = input.content.trim();

  await assertGuestWithinLimit(db, actor);
  // A new conversation is created with its first question: a refused question leaves nothing behind.
  const existing = await findOwnedOrFreeChatSession(db, actor, input.sessionId);
  const lang = answerLanguageOf(question, input.lang);
  const earlier = existing ? await recentSessionMessages(db, existing.id, MAX_HISTORY_TURNS) : [];
  const history: HistoryTurn[] = earlier.map((message) => ({ role: message.role, content: message.content }));
  const isFollowUp = earlier.length > 0;

  let search: Promise<SearchResult> | null = null;
  const retrieve = (): Promise<SearchResult> => {
    search ??= searchVerses(retriever, question, lang);
    return search;
  };

  const verdict = await checkTopic({
    question,
    isFollowUp,
    retrieval: () => retrieve(),
    classify: llm ? () => classifyTopic(deps, llm, question) : undefined,
  });
  if (!verdict.onTopic) throw new AppError('off_topic', OFF_TOPIC_MESSAGE);

  let found = await retrieve();
  // A short follow-up ("and in Surah Maryam?") may find little alone: read it with the previous question.
  const previousQuestion = [...earlier].reverse().find((message) => message.role === 'user')?.content;
  if (found.weak && previousQuestion) found = await searchVerses(retriever, `${previousQuestion}\n${question}`, lang);
  const { topics } = found;
  let { hits, weak } = found;
  if (hits.length === 0) {
    weak = true;
    hits = CLOSEST_PRINCIPLE_WHEN_NOTHING_MATCHES.flatMap((key, index) => {
      const verse = retriever.getByKey(key)?.[0];
      return verse ? [{ verse, score: 1 / (index + 1) }] : [];
    });
  }

  const createdAt = now();
  const isFirstQuestion = !earlier.some((message) => message.role === 'user');
  // One transaction: one commit instead of several, and the question never appears without its conversation and title.
  const { session, userMessage } = await db.transaction().execute(async (trx) => {
    const session = existing ?? (await openChatSession(trx, actor, input.sessionId, createdAt));
    const title = isFirstQuestion && session.title === DEFAULT_CHAT_TITLE ? titleFromQuestion(question) : null;
    const stored = await insertMessage(trx, {
      id: randomUUID(),
      sessionId: session.id,
      role: 'user',
      content: question,
      citations: [],
      lang,
      userId: ownerOf(actor).userId,
      createdAt,
    });
    if (title !== null) {
      await setChatTitle(trx, session.id, title);
      session.title = title;
    }
    await recordChatActivity(trx, session.id, createdAt);
    await countGuestQuestion(trx, actor, createdAt);
    return { session, userMessage: stored };
  });

  return {
    actor,
    session,
    question,
    lang,
    translationLang: translationLanguageOf(lang, input.lang),
    userMessage,
    assistantMessageId: randomUUID(),
    hits,
    topics,
    weak,
    history,
    // A follow-up's answer depends on the turns before it, so only a conversation's
    // opening question is looked up and kept.
    cacheScope: isFollowUp
      ? null
      : {
          question,
          lang,
          translationLang: translationLanguageOf(lang, input.lang),
          indexVersion: retriever.indexVersion,
          modelVersion: llm?.modelId ?? EXTRACTIVE_MODEL_VERSION,
        },
  };
}

async function classifyTopic(deps: AnswerPipelineDeps, llm: ChatModel, question: string): Promise<TopicLabel | null> {
  try {
    const reply = await llm.complete(buildTopicClassificationMessages(question), {
      maxTokens: 3,
      temperature: 0,
      timeoutMs: TOPIC_CLASSIFICATION_TIMEOUT_MS,
    });
    return parseTopicClassification(reply);
  } catch (error) {
    deps.log.warn({ err: error }, 'topic classification failed; the retrieval signal decides');
    return null;
  }
}

type AnswerSource = 'cache' | 'model' | 'extractive' | 'model_then_extractive';

interface ComposedText {
  citedKeys: string[];
  /** Set when the answer is served from the cache: its stored citations. */
  cachedCitations?: Citation[];
  source: AnswerSource;
  interrupted: boolean;
}

/**
 * Composes, verifies and stores the answer to a prepared turn. Never fails because
 * of the model: a failing, stalling or broken model falls back to an answer from the
 * retrieved verses (logged). An abort stores what was verified so far as interrupted.
 */
export async function composeAnswer(
  deps: AnswerPipelineDeps,
  turn: PreparedTurn,
  options: ComposeOptions = {},
): Promise<{ message: StoredMessage; source: AnswerSource }> {
  const { db, retriever } = deps;
  const now = deps.now ?? Date.now;
  let content = '';
  const emit = (text: string): void => {
    if (text.length === 0) return;
    content += text;
    options.onText?.(text);
  };

  const cacheEnabled = turn.cacheScope !== null && (await isKnowledgeCacheEnabled(db, turn.lang));
  const cached = cacheEnabled && turn.cacheScope && deps.llm ? await lookUpKnowledge(db, turn.cacheScope) : null;

  let composed: ComposedText;
  if (cached) {
    emit(cached.content);
    composed = { citedKeys: [], cachedCitations: cached.citations, source: 'cache', interrupted: false };
  } else if (deps.llm) {
    composed = await composeWithModel(deps, deps.llm, turn, emit, options);
  } else {
    composed = composeFromVerses(retriever, turn, emit);
  }

  const citations = composed.cachedCitations ?? citationsFor(retriever, composed.citedKeys, turn.translationLang);
  const createdAt = Math.max(now(), turn.userMessage.createdAt);
  // Only whole answers of the model are kept: an extractive fallback must not stand in for the model later.
  const cacheScope = cacheEnabled && composed.source === 'model' && !composed.interrupted ? turn.cacheScope : null;
  // The answer, the conversation's activity and the cache entry commit together.
  const message = await db.transaction().execute(async (trx) => {
    const stored = await insertMessage(trx, {
      id: turn.assistantMessageId,
      sessionId: turn.session.id,
      role: 'assistant',
      content,
      citations,
      lang: turn.lang,
      status: composed.interrupted ? 'interrupted' : 'complete',
      userId: ownerOf(turn.actor).userId,
      createdAt,
    });
    await recordChatActivity(trx, turn.session.id, createdAt);
    if (cacheScope) await rememberKnowledge(trx, cacheScope, { content, citations }, createdAt);
    return stored;
  });
  return { message, source: composed.source };
}

/** The topic's note where the Quran does not name the subject, or that it does not seem to address the question; null otherwise. */
function caveatOf(turn: PreparedTurn): string | null {
  const topic = turn.topics[0];
  if (topic?.direct && topic.note) return topic.note;
  return turn.weak ? NOT_ADDRESSED_DIRECTLY[turn.lang] : null;
}

function extractiveVerses(retriever: VerseRetriever, turn: PreparedTurn): ContextVerse[] {
  return toContextVerses(retriever, selectExtractiveHits(turn.hits), turn.lang);
}

function composeFromVerses(retriever: VerseRetriever, turn: PreparedTurn, emit: (text: string) => void): ComposedText {
  const verses = extractiveVerses(retriever, turn);
  const topic = turn.topics[0];
  emit(composeExtractiveAnswer(verses, turn.lang, { note: topic?.direct ? topic.note : null, weak: turn.weak }));
  return { citedKeys: verses.map((entry) => entry.verse.key), source: 'extractive', interrupted: false };
}

async function composeWithModel(
  deps: AnswerPipelineDeps,
  llm: ChatModel,
  turn: PreparedTurn,
  emit: (text: string) => void,
  options: ComposeOptions,
): Promise<ComposedText> {
  const verses = toContextVerses(deps.retriever, turn.hits.slice(0, MODEL_CONTEXT_VERSE_COUNT[turn.lang]), turn.lang);
  const verifier = new CitationVerifier({ verses, lang: turn.lang, question: turn.question, ...corpusLookupsOf(deps.retriever, turn.lang) });
  const messages = buildAnswerMessages({ question: turn.question, lang: turn.lang, verses, history: turn.history, caveat: caveatOf(turn) });
  const generation = { signal: options.signal, maxTokens: ANSWER_MAX_TOKENS[turn.lang], ...ANSWER_SAMPLING };
  // Nothing shown yet and the model has drifted into another language: the verses answer better.
  const drifted = (): boolean => verifier.text.trim().length === 0 && verifier.report.screened.some((entry) => entry.problem === 'wrong_language');
  try {
    if (options.onText) {
      for await (const chunk of llm.stream(messages, generation)) {
        const verified = verifier.push(chunk);
        if (drifted()) break;
        emit(verified);
        // Leaving the loop closes the stream, which stops the model.
        if (verifier.looping) break;
      }
    } else {
      const verified = verifier.push(await llm.complete(messages, generation));
      if (!drifted()) emit(verified);
    }
    if (drifted()) {
      verifier.abandon();
      deps.log.warn({ verification: verifier.report }, 'the model answered in another language; answering from retrieved verses');
      return composeFromVerses(deps.retriever, turn, emit);
    }
    const rest = verifier.finish();
    if (verifier.report.emptyAfterVerification) {
      // Nothing was shown yet (all of it failed verification): the verses answer better than a lone fallback.
      deps.log.warn({ verification: verifier.report }, 'the model gave no usable answer; answering from retrieved verses');
      return composeFromVerses(deps.retriever, turn, emit);
    }
    emit(rest);
    logCorrections(deps, verifier);
    // A small model often cites a less direct verse than the best ones it was given: name those too.
    const cited = verifier.citedKeys;
    const related = selectExtractiveHits(turn.hits)
      .map((hit) => hit.verse.key)
      .filter((key) => !cited.includes(key))
      .slice(0, MAX_RELATED_VERSES);
    if (related.length > 0) emit(`\n\n${composeRelatedVerses(related, turn.lang)}`);
    return { citedKeys: [...cited, ...related], source: 'model', interrupted: false };
  } catch (error) {
    if (options.signal?.aborted || (error instanceof LlmError && error.failure === 'aborted')) {
      // The client left: the answer ends at the last verified sentence; an unfinished one is dropped, not verified.
      verifier.abandon();
      return { citedKeys: verifier.citedKeys, source: 'model', interrupted: true };
    }
    deps.log.warn({ err: error }, 'the model failed; answering from retrieved verses');
    verifier.abandon();
    if (verifier.text.trim().length === 0) return composeFromVerses(deps.retriever, turn, emit);
    // Part of a verified answer is already shown: finish it with the verses themselves.
    const continuation = extractiveVerses(deps.retriever, turn);
    emit(`${verifier.text.endsWith('\n') ? '\n' : '\n\n'}${composeExtractiveContinuation(continuation, turn.lang)}`);
    return {
      citedKeys: [...verifier.citedKeys, ...continuation.map((entry) => entry.verse.key)],
      source: 'model_then_extractive',
      interrupted: false,
    };
  }
}

function logCorrections(deps: AnswerPipelineDeps, verifier: CitationVerifier): void {
  const { report } = verifier;
  if (report.removedKeys.length > 0 || report.correctedQuotations.length > 0 || report.fallbackAttached) {
    deps.log.info({ verification: report }, 'model answer corrected by citation verification');
  }
}
