/**
 * Server-Sent Events framing: `event: <name>` and one `data:` line of JSON, then a
 * blank line. JSON never contains a raw newline, so one data line always suffices.
 */
export function formatServerSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface ParsedServerSentEvent {
  event: string;
  data: string;
}

/** Parses a complete SSE text into its events (tests and benchmarks read streams with it). */
export function parseServerSentEvents(text: string): ParsedServerSentEvent[] {
  const events: ParsedServerSentEvent[] = [];
  for (const block of text.replace(/\r\n?/gu, '\n').split('\n\n')) {
    if (block.trim().length === 0) continue;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /u, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    events.push({ event, data: data.join('\n') });
  }
  return events;
}
