/**
 * The answer stream's framing lives in the wire contract, so the server writes
 * exactly what the web app parses; the route and the tests take it from here.
 */
export { formatAnswerStreamEvent, readAnswerStreamEvent, type AnswerStreamEvent } from '../contract/answer-stream.js';
export { parseServerSentEvents, type ServerSentEvent } from '../contract/server-sent-events.js';
