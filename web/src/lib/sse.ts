import { ServerSentEventParser, type ServerSentEvent } from '@quran-assistant/api/contract/server-sent-events.ts';

/** Reads a response body as a stream of Server-Sent Events, parsed by the contract's parser. Stops when the body ends. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new ServerSentEventParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    reader.releaseLock();
  }
}
