import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageDto, Citation, MessageList } from '@quran-assistant/api/contract';
import { formatAnswerStreamEvent, type AnswerStreamEvent } from '@quran-assistant/api/contract/answer-stream.ts';
import { createQueryClient } from '@/lib/query-client';
import { useChat } from './use-chat';

const patienceVerse: Citation = {
  key: '2:153',
  surah: 2,
  ayah: 153,
  surahName: 'Al-Baqarah',
  arabic: 'يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُوا۟ ٱسْتَعِينُوا۟ بِٱلصَّبْرِ وَٱلصَّلَوٰةِ ۚ إِنَّ ٱللَّهَ مَعَ ٱلصَّـٰبِرِينَ',
  translation: 'O you who have believed, seek help through patience and prayer. Indeed, Allah is with the patient.',
};

/** A real HTTP server on 127.0.0.1 that speaks the messages contract (JSON and Server-Sent Events). */
interface Recorded {
  method: string;
  url: string;
  body: unknown;
}
const recorded: Recorded[] = [];
const stored = new Map<string, ChatMessageDto[]>();
let nextStreamReply: ((response: ServerResponse, body: { content: string; sessionId: string }) => void) | null = null;
let server: Server;
let origin = '';

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

/** Writes one answer event exactly as the server does, typed by the contract. */
function sse(response: ServerResponse, event: AnswerStreamEvent) {
  response.write(formatAnswerStreamEvent(event));
}

function answerWithVerse(response: ServerResponse, body: { content: string; sessionId: string }) {
  const timestamp = new Date().toISOString();
  const question: ChatMessageDto = { id: 'u-1', content: body.content, role: 'user', sessionId: body.sessionId, timestamp, userId: 'guest', citations: [] };
  const answer: ChatMessageDto = {
    id: 'a-1',
    content: 'Seek help through **patience** and prayer [[2:153]].',
    role: 'assistant',
    sessionId: body.sessionId,
    timestamp,
    userId: null,
    citations: [patienceVerse],
  };
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  sse(response, { event: 'meta', data: { userMessageId: question.id, assistantMessageId: answer.id } });
  sse(response, { event: 'delta', data: { text: 'Seek help through **patience** ' } });
  sse(response, { event: 'delta', data: { text: 'and prayer [[2:153]].' } });
  sse(response, { event: 'citations', data: { citations: [patienceVerse] } });
  stored.set(body.sessionId, [question, answer]);
  sse(response, { event: 'done', data: { message: answer } });
  response.end();
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    recorded.push({ method: request.method ?? '', url: request.url ?? '', body });
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'POST' && url.pathname === '/api/chat-sessions') {
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
    } else if (request.method === 'POST' && url.pathname === '/api/messages/stream' && nextStreamReply) {
      nextStreamReply(response, body as { content: string; sessionId: string });
    } else if (request.method === 'GET' && url.pathname === '/api/messages') {
      const messages = stored.get(url.searchParams.get('sessionId') ?? '') ?? [];
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ messages } satisfies MessageList));
    } else {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"not_found","message":"Not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  recorded.length = 0;
  stored.clear();
  nextStreamReply = answerWithVerse;
  // The app calls same-origin paths; in the test that origin is the loopback server above.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useChat', () => {
  it('creates the session on the first message, streams the answer and ends with the server copy', async () => {
    const onTurnComplete = vi.fn();
    const sessionId = crypto.randomUUID();
    const { result } = renderHook(() => useChat({ sessionId, ownerId: null, sessionExists: false, onTurnComplete }), { wrapper });
    expect(result.current.messages).toEqual([]);

    let outcome: Awaited<ReturnType<typeof result.current.send>> | undefined;
    await act(async () => {
      outcome = await result.current.send('  What does the Quran say about patience?  ');
    });

    expect(outcome).toEqual({ ok: true });
    const posts = recorded.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual(['/api/chat-sessions', '/api/messages/stream']);
    expect(posts[0]?.body).toEqual({ sessionId, title: 'New Conversation' });
    expect(posts[1]?.body).toEqual({ content: 'What does the Quran say about patience?', sessionId, role: 'user', lang: 'en' });
    expect(result.current.messages.map((message) => message.id)).toEqual(['u-1', 'a-1']);
    expect(result.current.messages[1]?.citations).toEqual([patienceVerse]);
    expect(result.current.status).toBe('ready');
    expect(onTurnComplete).toHaveBeenCalledWith({ firstTurn: true });
  });

  it('rolls the question back and reports off_topic when the server refuses it', async () => {
    nextStreamReply = (response) =>
      response
        .writeHead(422, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ code: 'off_topic', message: 'This question is not related to Islam or the Quran.' }));
    const { result } = renderHook(() => useChat({ sessionId: crypto.randomUUID(), ownerId: null, sessionExists: false }), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.send>> | undefined;
    await act(async () => {
      outcome = await result.current.send('Tell me a joke');
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'off_topic' } });
    expect(result.current.messages).toEqual([]);
  });

  it('reports guest_limit with the limit from the error body', async () => {
    nextStreamReply = (response) =>
      response
        .writeHead(429, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ code: 'guest_limit', message: 'Limit reached', limit: 5 }));
    const { result } = renderHook(() => useChat({ sessionId: crypto.randomUUID(), ownerId: null, sessionExists: false }), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.send>> | undefined;
    await act(async () => {
      outcome = await result.current.send('What is zakat?');
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'guest_limit', limit: 5 } });
  });

  it('treats an error event inside the stream as a service failure', async () => {
    nextStreamReply = (response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      sse(response, { event: 'delta', data: { text: 'Partial' } });
      sse(response, { event: 'error', data: { code: 'service_unavailable', message: 'No answer could be produced' } });
      response.end();
    };
    const { result } = renderHook(() => useChat({ sessionId: crypto.randomUUID(), ownerId: null, sessionExists: false }), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.send>> | undefined;
    await act(async () => {
      outcome = await result.current.send('What is zakat?');
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'service', message: 'No answer could be produced' } });
    expect(result.current.messages).toEqual([]);
  });

  it('reports storage_unavailable, before or inside the stream, as a storage failure: the question was not answered', async () => {
    const replies: Array<(response: ServerResponse) => void> = [
      (response) =>
        response
          .writeHead(503, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ code: 'storage_unavailable', message: 'The server cannot save data right now.' })),
      (response) => {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        sse(response, { event: 'delta', data: { text: 'Partial' } });
        sse(response, { event: 'error', data: { code: 'storage_unavailable', message: 'The server cannot save data right now.' } });
        response.end();
      },
    ];
    for (const reply of replies) {
      nextStreamReply = reply;
      const { result } = renderHook(() => useChat({ sessionId: crypto.randomUUID(), ownerId: null, sessionExists: false }), { wrapper });
      let outcome: Awaited<ReturnType<typeof result.current.send>> | undefined;
      await act(async () => {
        outcome = await result.current.send('What is zakat?');
      });
      expect(outcome).toEqual({ ok: false, failure: { kind: 'storage' } });
    }
  });

  it('stops an off-topic question on the client without any request', async () => {
    const { result } = renderHook(() => useChat({ sessionId: crypto.randomUUID(), ownerId: null, sessionExists: false }), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.send>> | undefined;
    await act(async () => {
      outcome = await result.current.send("What's the weather tomorrow in Dhaka?");
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'off_topic' } });
    expect(recorded.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('aborts a stream that is still open when the user presses Stop', async () => {
    nextStreamReply = (response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      sse(response, { event: 'delta', data: { text: 'Indeed, with hardship' } });
      // The stream stays open until the client aborts.
    };
    stored.clear();
    const { result } = renderHook(() => useChat({ sessionId: crypto.randomUUID(), ownerId: null, sessionExists: false }), { wrapper });
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.send('What does the Quran say about hardship?');
    });
    await vi.waitFor(() => expect(result.current.status).toBe('streaming'));
    act(() => result.current.stop());
    await act(async () => {
      await pending;
    });
    expect(result.current.status).toBe('ready');
  });

  it('keeps the stopped answer on screen while the server has not stored it yet, then shows the stored copy', async () => {
    const sessionId = crypto.randomUUID();
    const timestamp = new Date().toISOString();
    nextStreamReply = (response, body) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      sse(response, { event: 'meta', data: { userMessageId: 'u-stop', assistantMessageId: 'a-stop' } });
      sse(response, { event: 'delta', data: { text: 'Indeed, with hardship comes ease [[94:5]]. ' } });
      // The server stores the question at once and the interrupted answer only after it sees the client leave.
      stored.set(sessionId, [{ id: 'u-stop', content: body.content, role: 'user', sessionId, timestamp, userId: null, citations: [] }]);
      response.on('close', () => {
        setTimeout(() => {
          stored.set(sessionId, [
            ...(stored.get(sessionId) ?? []),
            {
              id: 'a-stop',
              content: 'Indeed, with hardship comes ease [[94:5]].',
              role: 'assistant',
              sessionId,
              timestamp,
              userId: null,
              citations: [],
              interrupted: true,
            },
          ]);
        }, 300);
      });
    };
    const { result } = renderHook(() => useChat({ sessionId, ownerId: null, sessionExists: false }), { wrapper });
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.send('Is there ease after hardship?');
    });
    await vi.waitFor(() => expect(result.current.status).toBe('streaming'));
    act(() => result.current.stop());
    await act(async () => {
      await pending;
    });
    // Right after Stop the server's list has only the question: the partial answer still shows.
    expect(result.current.messages.map((message) => [message.id, message.role])).toEqual([
      ['u-stop', 'user'],
      ['a-stop', 'assistant'],
    ]);
    expect(result.current.messages[1]?.content).toContain('with hardship comes ease');
    expect(result.current.messages[1]?.content).toBe('Indeed, with hardship comes ease [[94:5]]. ');
    // Then the stored, interrupted copy (the server trims the trailing space) takes its place.
    await vi.waitFor(() => expect(result.current.messages[1]?.content).toBe('Indeed, with hardship comes ease [[94:5]].'), { timeout: 5000 });
    expect(result.current.messages[1]?.interrupted).toBe(true);
    expect(result.current.messages).toHaveLength(2);
  });
});
