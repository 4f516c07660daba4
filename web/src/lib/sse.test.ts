import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './sse';

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
