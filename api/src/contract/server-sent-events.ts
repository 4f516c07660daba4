/**
 * Server-Sent Events framing (the HTML standard's text/event-stream), written by the
 * server and read by the web app. Pure string code: no Node or browser API.
 */

/** One event as it travels: a name and its data text. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * `event: <name>` and one `data:` line of JSON, then a blank line. JSON never holds
 * a raw newline, so one data line always suffices.
 */
export function formatServerSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Incremental parser: feed it text chunks split anywhere, get whole events back.
 * Handles LF, CR and CRLF line endings, multi-line data, comments and the default
 * "message" type.
 */
export class ServerSentEventParser {
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
    const lines = this.buffer.split(/\r\n|\r|\n/u);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const event = this.processLine(line);
      if (event) events.push(event);
    }
    return events;
  }

  /** What is left when the stream ends: a last event without its blank line is incomplete and dropped, as the standard says. */
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
        // "retry" and unknown fields are ignored: a POST stream is never reconnected.
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

/** Parses a whole event-stream text at once (tests and benchmarks read finished streams with it). */
export function parseServerSentEvents(text: string): ServerSentEvent[] {
  const parser = new ServerSentEventParser();
  return [...parser.push(text), ...parser.end()];
}
