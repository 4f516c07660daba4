/**
 * The wire contract: every request and response schema with its type, the error
 * codes with their HTTP statuses, the answer stream's events, and the limits both
 * ends enforce. The server validates with it and the web app imports it, so it
 * imports nothing but TypeBox (checked by lint).
 */
export * from './admin.js';
export * from './answer-stream.js';
export * from './chat-sessions.js';
export * from './error-codes.js';
export * from './error.js';
export * from './feedback.js';
export * from './health.js';
export * from './limits.js';
export * from './messages.js';
export * from './quran.js';
export * from './settings.js';
export * from './shares.js';
export * from './server-sent-events.js';
export * from './string-enum.js';
export * from './text-rules.js';
export * from './user.js';
export * from './verse.js';
