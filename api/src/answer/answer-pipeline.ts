import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_CONVERSATION_TITLE } from '../contract/limits.js';
import type { AnswerLanguage, TranslationLanguage } from '../contract/messages.js';
import {
  findOwnedOrFreeConversation,
  openConversation,
  recordConversationActivity,
  setConversationTitle,
  type Conversation,
} from '../conversations/conversations.repository.js';
import type { AppDatabase } from '../db/database.js';
import { AppError } from '../errors.js';
import type { ChatModel } from '../llm/chat-model.js';
import { insertMessage, recentConversationMessages, type StoredMessage } from '../messages/messages.repository.js';
import type { MatchedTopic, SearchHit, SearchResult, VerseRetriever } from '../retrieval/types.js';
import { assertGuestWithinLimit, countGuestQuestion } from '../usage/guest-limit.js';
import { ownerOf, type Actor } from '../users/actor.js';
import { answerLanguageOf, translationLanguageOf } from './answer-language.js';
import { titleFromQuestion } from './conversation-title.js';
import type { CacheScope } from './knowledge-cache.js';
import { buildTopicClassificationMessages, MAX_HISTORY_TURNS, parseTopicClassification, type HistoryTurn, type TopicLabel } from './prompts.js';
import { correctIslamicSpelling } from './spelling.js';
import { checkTopic, OFF_TOPIC_MESSAGE } from './topic-check.js';

/**
 * One question, one answer: the answering pipeline behind POST /api/messages and
 * its streaming twin. `prepareTurn` does everything that can still refuse the
 * question with an HTTP error (guest limit, unknown conversation, off-topic,
 * retrieval down) and stores the question; `composeAnswer` then always produces
 * a verified answer (model, cache or the verses themselves) and stores it
 * (compose-answer.ts).
 */

export interface AnswerPipelineDeps {
  db: AppDatabase;
  retriever: VerseRetriever;
  /** Null: answers are composed from the retrieved verses. */
  llm: ChatModel | null;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Google sign-in is configured: the guest limit's message may name it. */
  googleSignIn?: boolean;
}

export interface QuestionInput {
  actor: Actor;
  content: string;
  /** The conversation's id, chosen by the client (the API's sessionId). */
  conversationId: string;
  /** The interface language: decides the answer language when the question's script does not. */
  lang?: AnswerLanguage;
}

export interface PreparedTurn {
  actor: Actor;
  conversation: Conversation;
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

/** Verses shown to the model: enough to choose from, few enough to keep the prompt short. */
export const CONTEXT_VERSE_COUNT = 8;
/** The one-word classification must not hold up the answer for long. */
const TOPIC_CLASSIFICATION_TIMEOUT_MS = 5_000;
/** Without a model, extractive answers are keyed under this "model version" (they are not cached, see compose-answer.ts). */
export const EXTRACTIVE_MODEL_VERSION = 'extractive';

/**
 * When not one word of a question meets a verse, the answer still cites the
 * principle that applies to any question the Quran does not address: not to
 * assert what one does not know (17:36) and to ask those who know (16:43).
 */
const CLOSEST_PRINCIPLE_WHEN_NOTHING_MATCHES = ['17:36', '16:43'];

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
    // A misspelt Islamic word is searched as the word meant ("what hapens after deth").
    return await retriever.search(correctIslamicSpelling(question), { lang, k: CONTEXT_VERSE_COUNT, allowEmpty: false });
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

  const signInOffer = { googleSignIn: deps.googleSignIn ?? false };
  await assertGuestWithinLimit(db, actor, signInOffer);
  // A new conversation is created with its first question: a refused question leaves nothing behind.
  const existing = await findOwnedOrFreeConversation(db, actor, input.conversationId);
  const lang = answerLanguageOf(question, input.lang);
  const earlier = existing ? await recentConversationMessages(db, existing.id, MAX_HISTORY_TURNS) : [];
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
  const { conversation, userMessage } = await db.transaction().execute(async (trx) => {
    const conversation = existing ?? (await openConversation(trx, actor, input.conversationId, createdAt));
    const title = isFirstQuestion && conversation.title === DEFAULT_CONVERSATION_TITLE ? titleFromQuestion(question) : null;
    const stored = await insertMessage(trx, {
      id: randomUUID(),
      conversationId: conversation.id,
      role: 'user',
      content: question,
      citations: [],
      lang,
      userId: ownerOf(actor).userId,
      createdAt,
    });
    if (title !== null) {
      await setConversationTitle(trx, conversation.id, title);
      conversation.title = title;
    }
    await recordConversationActivity(trx, conversation.id, createdAt);
    await countGuestQuestion(trx, actor, createdAt, signInOffer);
    return { conversation, userMessage: stored };
  });

  return {
    actor,
    conversation,
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
