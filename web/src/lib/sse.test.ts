import { describe, expect, it } from 'vitest';
import { readServerSentEvents, SseParser } from './sse';

describe('SseParser', () => {
  it('assembles events split across arbitrary chunk boundaries', () => {
    const parser = new SseParser();
    const stream = 'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {}\n\n';
    const events = [];
    for (let index = 0; index < stream.length; index += 7) events.push(...parser.push(stream.slice(index, index + 7)));
    events.push(...parser.end());
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('handles CRLF split between chunks, comments, multi-line data and ids', () => {
    const parser = new SseParser();
    const events = [
      ...parser.push(': keep-alive\r'),
      ...parser.push('\nid: 7\r\ndata: first line\r\ndata: second line\r'),
      ...parser.push('\n\r\n'),
    ];
    expect(events).toEqual([{ event: 'message', data: 'first line\nsecond line', id: '7' }]);
  });

  it('ignores an event without data and a trailing event without its blank line', () => {
    const parser = new SseParser();
    expect(parser.push('event: meta\n\n')).toEqual([]);
    expect(parser.push('data: unfinished')).toEqual([]);
    expect(parser.end()).toEqual([]);
  });
});

describe('readServerSentEvents', () => {
  it('decodes UTF-8 split inside a multi-byte Bangla character', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: ধৈর্য\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 21));
        controller.enqueue(bytes.slice(21));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(body)) events.push(event);
    expect(events).toEqual([{ event: 'delta', data: 'ধৈর্য' }]);
  });
});
