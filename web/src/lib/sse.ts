/** One Server-Sent Event as defined by the HTML living standard's event-stream format. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Incremental parser: feed it decoded text chunks in any split, get whole events back.
 * Handles LF, CR and CRLF line endings, multi-line data, comments and the default "message" type.
 */
export class SseParser {
  private buffer = '';
  private eventType = '';
  private dataLines: string[] = [];
  private lastEventId: string | undefined;
  private pendingCarriageReturn = false;

  push(chunk: string): ServerSentEvent[] {
    let text = chunk;
    // A CR at the end of the previous chunk may be the first half of a CRLF.
    if (this.pendingCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.pendingCarriageReturn = text.endsWith('\r');
    this.buffer += text;

    const events: ServerSentEvent[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const event = this.processLine(line);
      if (event) events.push(event);
    }
    return events;
  }

  /** Dispatches what is left when the stream ends (a last event without its blank line is discarded, per spec). */
  end(): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    if (this.buffer) {
      const event = this.processLine(this.buffer);
      if (event) events.push(event);
      this.buffer = '';
    }
    return events;
  }

  private processLine(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      default:
        // "retry" and unknown fields are ignored: we do not reconnect a POST stream.
        break;
    }
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    if (this.dataLines.length === 0) {
      this.eventType = '';
      return null;
    }
    const event: ServerSentEvent = {
      event: this.eventType || 'message',
      data: this.dataLines.join('\n'),
      ...(this.lastEventId !== undefined ? { id: this.lastEventId } : {}),
    };
    this.eventType = '';
    this.dataLines = [];
    return event;
  }
}

/** Reads a response body as a stream of Server-Sent Events. Stops when the body ends or the signal aborts. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
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
