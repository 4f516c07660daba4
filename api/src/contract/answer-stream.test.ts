import { describe, expect, it } from 'vitest';
import { formatAnswerStreamEvent, readAnswerStreamEvent, type AnswerStreamEvent } from './answer-stream.js';
import { formatServerSentEvent, parseServerSentEvents, ServerSentEventParser } from './server-sent-events.js';

const citation = { key: '2:153', surah: 2, ayah: 153, surahName: 'Al-Baqarah', arabic: 'يَٰٓأَيُّهَا', translation: 'O you who believe' };
const answer: AnswerStreamEvent[] = [
  { event: 'meta', data: { userMessageId: 'q1', assistantMessageId: 'a1' } },
  { event: 'delta', data: { text: 'Patience\nis "light" — ধৈর্য ' } },
  { event: 'delta', data: { text: 'and prayer [[2:153]]' } },
  { event: 'citations', data: { citations: [citation] } },
  {
    event: 'done',
    data: {
      message: {
        id: 'a1',
        content: 'Patience\nis "light" — ধৈর্য and prayer [[2:153]]',
        role: 'assistant',
        sessionId: 's1',
        timestamp: '2026-01-01T00:00:00.000Z',
        userId: null,
        citations: [citation],
      },
    },
  },
  { event: 'error', data: { code: 'service_unavailable', message: 'The answer could not be completed.' } },
];

function readBack(stream: string, chunkSize: number): AnswerStreamEvent[] {
  const parser = new ServerSentEventParser();
  const frames = [];
  for (let index = 0; index < stream.length; index += chunkSize) frames.push(...parser.push(stream.slice(index, index + chunkSize)));
  frames.push(...parser.end());
  return frames.map(readAnswerStreamEvent).filter((event) => event !== null);
}

describe('the answer stream', () => {
  it('writes the bytes the server has always sent', () => {
    expect(formatAnswerStreamEvent({ event: 'delta', data: { text: 'a\nb' } })).toBe('event: delta\ndata: {"text":"a\\nb"}\n\n');
  });

  it('reads back every event the writer wrote, however the text is split', () => {
    const stream = answer.map(formatAnswerStreamEvent).join('');
    for (const chunkSize of [1, 3, 7, 64, stream.length]) expect(readBack(stream, chunkSize)).toEqual(answer);
  });

  it('skips frames of names it does not know', () => {
    expect(readAnswerStreamEvent({ event: 'progress', data: '{}' })).toBeNull();
    expect(readBack(formatServerSentEvent('progress', { step: 1 }) + formatAnswerStreamEvent(answer[0]!), 5)).toEqual([answer[0]]);
  });
});

describe('ServerSentEventParser', () => {
  it('handles CRLF split between chunks, comments, multi-line data and ids', () => {
    const parser = new ServerSentEventParser();
    const events = [
      ...parser.push(': keep-alive\r'),
      ...parser.push('\nid: 7\r\ndata: first line\r\ndata: second line\r'),
      ...parser.push('\n\r\n'),
    ];
    expect(events).toEqual([{ event: 'message', data: 'first line\nsecond line', id: '7' }]);
  });

  it('ignores an event without data and a trailing event without its blank line', () => {
    const parser = new ServerSentEventParser();
    expect(parser.push('event: meta\n\n')).toEqual([]);
    expect(parser.push('data: unfinished')).toEqual([]);
    expect(parser.end()).toEqual([]);
    expect(parseServerSentEvents('event: a\ndata: 1\n\nevent: b\ndata: 2')).toEqual([{ event: 'a', data: '1' }]);
  });
});
