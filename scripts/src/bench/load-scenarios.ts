import type autocannon from 'autocannon';
import { loadTopicSet } from '@quran-assistant/api/answer/topic-evaluation.ts';
import { SESSION_COOKIE_NAME } from '@quran-assistant/api/plugins/session.ts';

/** What `pnpm bench:load` asks of every server it measures. */

/** Realistic searches in the three languages (patience, charity, mercy…), asked again and again as popular ones are. */
const SEARCHES = ['patience in hardship', 'what does the Quran say about charity', 'ধৈর্য', 'দান সদকা', 'الصبر', 'الرحمة'];

/** Conversations of the signed-in user whose history is listed: a full page (the list shows at most 20). */
const HISTORY_CONVERSATIONS = 20;

/** Per server: the session cookie of a signed-in user with a history. */
export interface ScenarioContext {
  cookie: string;
}

export interface Scenario {
  name: string;
  /** Least share of the bare server's requests per second for one instance on SQLite; null: measured, no target. */
  target: number | null;
  requests: (context: ScenarioContext) => autocannon.Request[];
}

export function scenarios(): Scenario[] {
  const questions = loadTopicSet().map((item) => item.question);
  const onTopic = loadTopicSet().filter((item) => item.label === 'on_topic').map((item) => item.question);
  let nextQuestion = 0;
  let nextTurn = 0;
  return [
    { name: 'GET /api/health', target: 0.5, requests: () => [{ method: 'GET', path: '/api/health' }] },
    {
      name: 'verse search (6 queries en/bn/ar, repeated)',
      target: 0.2,
      requests: () => SEARCHES.map((q) => ({ method: 'GET', path: `/api/verses/search?q=${encodeURIComponent(q)}` })),
    },
    {
      // Every request a query not searched before in this run: the topic set's questions, then the
      // same with one more question mark for each pass (the search ignores it, the cache does not).
      name: 'verse search (each query new)',
      target: null,
      requests: () => [
        {
          method: 'GET',
          setupRequest: (request) => {
            const n = nextQuestion++;
            const query = `${questions[n % questions.length]!}${'?'.repeat(Math.floor(n / questions.length))}`;
            return { ...request, path: `/api/verses/search?q=${encodeURIComponent(query)}` };
          },
        },
      ],
    },
    {
      // A signed-in user opens the history: their session is read, then their 20 latest conversations.
      name: 'history listing (signed in, 20 conversations)',
      target: null,
      requests: ({ cookie }) => [{ method: 'GET', path: '/api/chat-sessions', headers: { cookie } }],
    },
    {
      // A new guest without cookies asks a new conversation's first question: stored, answered from the verses, stored.
      name: 'POST /api/messages (no model)',
      target: null,
      requests: () => [
        {
          method: 'POST',
          path: '/api/messages',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const turn = nextTurn++;
            const content = onTopic[turn % onTopic.length]!;
            return { ...request, body: JSON.stringify({ content, sessionId: `load-${turn}`, role: 'user' }) };
          },
        },
      ],
    },
  ];
}

async function postJson(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Registers a user and gives them a page of conversations, each with one answered question,
 * through the instances in turn; every instance must then list the whole page.
 */
export async function signedInWithHistory(baseUrls: string[], label: string): Promise<ScenarioContext> {
  const registered = await postJson(baseUrls[0]!, '/api/register', { name: 'Load Reader', email: `load-${label}@example.org`, password: 'sabr-load-123' });
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!cookie) throw new Error('register set no session cookie');
  for (let n = 0; n < HISTORY_CONVERSATIONS; n += 1) {
    await postJson(baseUrls[n % baseUrls.length]!, '/api/messages', { content: 'What does the Quran say about patience?', sessionId: `history-${label}-${n}`, role: 'user' }, cookie);
  }
  for (const baseUrl of baseUrls) {
    const listed = (await (await fetch(`${baseUrl}/api/chat-sessions`, { headers: { cookie } })).json()) as unknown[];
    if (listed.length !== HISTORY_CONVERSATIONS) throw new Error(`${label}: ${baseUrl} lists ${listed.length} conversations, expected ${HISTORY_CONVERSATIONS}`);
  }
  return { cookie };
}
