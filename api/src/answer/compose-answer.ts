import type { Citation } from '../contract/messages.js';
import { LlmError, type ChatModel } from '../llm/chat-model.js';
import { recordConversationActivity } from '../conversations/conversations.repository.js';
import { insertMessage, type StoredMessage } from '../messages/messages.repository.js';
import type { VerseRetriever } from '../retrieval/types.js';
import type { AnswerLanguage } from '../contract/messages.js';
import { ownerOf } from '../users/actor.js';
import type { AnswerPipelineDeps, PreparedTurn } from './answer-pipeline.js';
import { citationsFor, toContextVerses } from './cited-verses.js';
import { saysSomething } from './answer-substance.js';
import { corpusLookupsOf } from './corpus-lookups.js';
import {
  composeExtractiveAnswer,
  composeExtractiveContinuation,
  composeRelatedVerses,
  NOT_ADDRESSED_DIRECTLY,
  selectExtractiveHits,
} from './extractive-answer.js';
import { isKnowledgeCacheEnabled, lookUpKnowledge, rememberKnowledge } from './knowledge-cache.js';
import { ANSWER_MAX_TOKENS, ANSWER_SAMPLING, buildAnswerMessages } from './prompts.js';
import type { ContextVerse } from './verification.js';
import { CitationVerifier } from './verify-citations.js';

/**
 * The second half of a turn (see answer-pipeline.ts): once the question is
 * stored, an answer always follows, from the cache, the model or the verses
 * themselves, verified and stored.
 */

export interface ComposeOptions {
  /** Aborts the model call (the client left); what was verified so far is stored as interrupted. */
  signal?: AbortSignal;
  /** Receives the verified answer text as it is produced; the model is then asked to stream. */
  onText?: (text: string) => void;
}

/**
 * Of those, the ones the model reads, best first: a small model cites what it is
 * given, relevant or not, and on CPU each verse costs seconds of prompt time
 * (a Bangla verse about a token per character, so Bangla gets one verse fewer:
 * with three, the team's Bangla questions cite the canonical verse as often as with four).
 */
export const MODEL_CONTEXT_VERSE_COUNT: Record<AnswerLanguage, number> = { en: 5, bn: 3, ar: 5 };
/** The most relevant verses a model answer did not cite are named after it, this many at most. */
const MAX_RELATED_VERSES = 2;
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
      conversationId: turn.conversation.id,
      role: 'assistant',
      content,
      citations,
      lang: turn.lang,
      status: composed.interrupted ? 'interrupted' : 'complete',
      userId: ownerOf(turn.actor).userId,
      createdAt,
    });
    await recordConversationActivity(trx, turn.conversation.id, createdAt);
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
  const caveat = caveatOf(turn);
  const verifier = new CitationVerifier({ verses, lang: turn.lang, question: turn.question, caveat, ...corpusLookupsOf(deps.retriever, turn.lang) });
  const messages = buildAnswerMessages({ question: turn.question, lang: turn.lang, verses, history: turn.history, caveat });
  let cutOff = false;
  const generation = {
    signal: options.signal,
    maxTokens: ANSWER_MAX_TOKENS[turn.lang],
    ...ANSWER_SAMPLING,
    onCutOff: () => {
      cutOff = true;
    },
  };
  // Verified text waits until the answer says something of its own (a restated question, bare markers
  // or copied verses do not): until then the verses may still answer instead.
  let held = '';
  let substantive = false;
  // Nothing shown yet and the model has drifted into another language: the verses answer better.
  const drifted = (): boolean => !substantive && verifier.report.screened.some((entry) => entry.problem === 'wrong_language');
  const show = (verified: string): void => {
    held += verified;
    if (!substantive && !saysSomething(verifier.text, turn.question, turn.lang)) return;
    substantive = true;
    emit(held);
    held = '';
  };
  try {
    if (options.onText) {
      for await (const chunk of llm.stream(messages, generation)) {
        const verified = verifier.push(chunk);
        if (drifted()) break;
        show(verified);
        // Leaving the loop closes the stream, which stops the model.
        if (verifier.looping) break;
      }
    } else {
      const verified = verifier.push(await llm.complete(messages, generation));
      if (!drifted()) show(verified);
    }
    if (drifted()) {
      verifier.abandon();
      deps.log.warn({ verification: verifier.report }, 'the model answered in another language; answering from retrieved verses');
      return composeFromVerses(deps.retriever, turn, emit);
    }
    const rest = verifier.finish({ cutOff });
    if (verifier.report.emptyAfterVerification || !(substantive || saysSomething(verifier.text, turn.question, turn.lang))) {
      // Nothing was shown yet (all of it failed verification, or it says nothing of its own): the verses answer better.
      deps.log.warn({ verification: verifier.report }, 'the model gave no usable answer; answering from retrieved verses');
      return composeFromVerses(deps.retriever, turn, emit);
    }
    emit(held + rest);
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
      return { citedKeys: substantive ? verifier.citedKeys : [], source: 'model', interrupted: true };
    }
    deps.log.warn({ err: error }, 'the model failed; answering from retrieved verses');
    verifier.abandon();
    if (!substantive) return composeFromVerses(deps.retriever, turn, emit);
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
