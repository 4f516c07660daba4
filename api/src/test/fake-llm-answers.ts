import { detectLanguage } from '../retrieval/detect-language.js';
import type { Lang } from '../retrieval/types.js';

/** What the fake model is asked (read from the request as the pipeline builds it) and what it replies: the scripts tests choose from. */

export interface ChatCompletionRequestBody {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: string }>;
  max_tokens?: number;
  temperature?: number;
  frequency_penalty?: number;
  /** llama.cpp's: keep the processed prompt for the next request with the same prefix. */
  cache_prompt?: boolean;
}

/** A request as the fake received it, with what the scripts usually need to know about it. */
export interface FakeLlmRequest {
  body: ChatCompletionRequestBody;
  stream: boolean;
  /** The one-word topic classification of the answering pipeline (its system prompt starts with "Classify"). */
  isTopicClassification: boolean;
  /** The verses the pipeline put in the prompt, in order, with their text in the answer language (empty for other requests). */
  contextVerses: Array<{ key: string; translation: string }>;
  /** The question at the end of the prompt (or the last user message). */
  question: string;
  /** The client closed the connection before the reply was complete (e.g. it aborted the call). */
  clientClosed: boolean;
}

export type FakeLlmReply =
  /**
   * A complete reply. Streamed as `chunks` (default: a few characters each), with optional delays;
   * `cutOff` ends it as the token limit does (finish reason "length").
   */
  | { kind: 'text'; text: string; chunks?: string[]; firstByteDelayMs?: number; chunkDelayMs?: number; cutOff?: boolean }
  /** An error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Streams `sentChunks`, then sends nothing more while keeping the connection open. */
  | { kind: 'stall'; sentChunks?: string[] }
  /** Streams `sentChunks`, then cuts the connection without finishing the stream. */
  | { kind: 'break'; sentChunks: string[] }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Cuts the connection before any reply (a connection error for the client). */
  | { kind: 'drop' };

export type FakeLlmScript = (request: FakeLlmRequest) => FakeLlmReply;

// One line per verse in the answer prompt: "2:153 — O you who have believed…".
const CONTEXT_VERSE = /^(\d{1,3}:\d{1,3}) — ([^\n]*)$/gmu;

export function describeRequest(body: ChatCompletionRequestBody): FakeLlmRequest {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const contextVerses = [...lastUser.matchAll(CONTEXT_VERSE)].map((match) => ({
    key: match[1] as string,
    translation: (match[2] as string).trim(),
  }));
  const question = /(?:^|\n)Question: ([\s\S]*?)(?:\nAnswer:\s*)?$/u.exec(lastUser)?.[1]?.trim() ?? lastUser.trim();
  return {
    body,
    stream: body.stream === true,
    isTopicClassification: system.startsWith('Classify'),
    contextVerses,
    question,
    clientClosed: false,
  };
}

/**
 * A well-behaved model: classifies everything as Islamic and answers in the
 * question's language by quoting the first context verse exactly, citing it with
 * its marker.
 */
export const goodAnswerScript: FakeLlmScript = (request) => {
  if (request.isTopicClassification) return { kind: 'text', text: 'ISLAMIC' };
  return { kind: 'text', text: goodAnswerText(request) };
};

const GOOD_ANSWER_PHRASES: Record<Lang, { opening: string; says: string; reminder: string; another: string; none: string }> = {
  en: {
    opening: 'The Quran speaks to this directly.',
    says: 'Allah says:',
    reminder: 'This verse reminds believers to hold to it in every circumstance.',
    another: 'Another verse on the subject says:',
    none: 'The context has no verses on this question.',
  },
  bn: {
    opening: 'কুরআন এ বিষয়ে সরাসরি কথা বলে।',
    says: 'আল্লাহ বলেন:',
    reminder: 'এই আয়াত মুমিনদের সব অবস্থায় তা মেনে চলতে মনে করিয়ে দেয়।',
    another: 'এ বিষয়ে আরেকটি আয়াতে বলা হয়েছে:',
    none: 'এই প্রশ্নের জন্য কোনো আয়াত দেওয়া হয়নি।',
  },
  ar: {
    opening: 'يتحدث القرآن عن هذا مباشرة.',
    says: 'قال الله تعالى:',
    reminder: 'تذكّر هذه الآية المؤمنين بالتمسك بذلك في كل حال.',
    another: 'وفي الموضوع آية أخرى:',
    none: 'لا توجد آيات لهذا السؤال.',
  },
};

export function goodAnswerText(request: FakeLlmRequest): string {
  const phrases = GOOD_ANSWER_PHRASES[detectLanguage(request.question)];
  const [first, second] = request.contextVerses;
  if (!first) return phrases.none;
  const lines = [`${phrases.opening} ${phrases.says} “${first.translation}” [[${first.key}]]`, '', phrases.reminder];
  if (second) lines.push('', `${phrases.another} “${second.translation}” [[${second.key}]]`);
  return lines.join('\n');
}

/** Splits text into chunks of a few characters, as models stream tokens. */
export function toChunks(text: string, size = 12): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < characters.length; i += size) chunks.push(characters.slice(i, i + size).join(''));
  return chunks;
}
