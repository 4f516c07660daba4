import { PassThrough, type Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { prepareTurn, type AnswerPipelineDeps, type QuestionInput } from '../../../answer/answer-pipeline.js';
import { composeAnswer } from '../../../answer/compose-answer.js';
import { getOwnedConversation } from '../../../conversations/conversations.repository.js';
import { publicErrorOf } from '../../../errors.js';
import { presentMessage } from '../../../messages/message-presenters.js';
import { listConversationMessages } from '../../../messages/messages.repository.js';
import { formatAnswerStreamEvent, type AnswerStreamEvent } from '../../../messages/server-sent-events.js';
import { errorResponses } from '../../../contract/error.js';
import {
  ChatMessageSchema,
  ListMessagesQuerySchema,
  MessageListSchema,
  SendMessageBodySchema,
  type SendMessageBody,
} from '../../../contract/messages.js';

const PIPELINE_ERRORS = errorResponses(404, 422, 429, 503);

/** The wire's sessionId is the conversation's id. */
function questionOf(request: { actor: QuestionInput['actor']; body: SendMessageBody }): QuestionInput {
  const { content, sessionId, lang } = request.body;
  return { actor: request.actor, content, conversationId: sessionId, ...(lang !== undefined ? { lang } : {}) };
}

const messageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const depsFor = (request: FastifyRequest): AnswerPipelineDeps => ({
    db: fastify.db,
    retriever: fastify.retriever,
    llm: fastify.llm,
    log: request.log,
    googleSignIn: fastify.config.googleClientId !== null,
  });

  fastify.get(
    '/',
    {
      schema: {
        tags: ['messages'],
        summary: 'Messages of a conversation',
        description: 'Questions and answers of one of the caller’s conversations, oldest first, with citations. 404 for anyone else’s.',
        querystring: ListMessagesQuerySchema,
        response: { 200: MessageListSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const session = await getOwnedConversation(fastify.db, request.actor, request.query.sessionId);
      const messages = await listConversationMessages(fastify.db, session.id);
      return { messages: messages.map(presentMessage) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['messages'],
        summary: 'Ask a question',
        description:
          'Stores the question, answers it from retrieved Quranic verses (with the configured model, or from the verses alone) and returns the stored answer. Every citation is verified against the corpus. 422 off_topic for questions not related to Islam, 429 guest_limit, 503 when no answer can be made.',
        body: SendMessageBodySchema,
        response: { 200: ChatMessageSchema, ...PIPELINE_ERRORS },
      },
    },
    async (request) => {
      const deps = depsFor(request);
      const turn = await prepareTurn(deps, questionOf(request));
      request.rememberGuest(); // the question is stored
      const { message } = await composeAnswer(deps, turn);
      return presentMessage(message);
    },
  );

  fastify.post(
    '/stream',
    {
      schema: {
        tags: ['messages'],
        summary: 'Ask a question, streamed',
        description: [
          'The same as POST /api/messages, answered as Server-Sent Events (text/event-stream):',
          '`meta` {userMessageId, assistantMessageId}, then `delta` {text} as verified text becomes available,',
          '`citations` {citations}, and `done` {message} with the stored answer; `error` {code, message} if the answer fails.',
          'Refusals (400, 404, 422, 429, 503) come before the stream as JSON errors. A client that disconnects stops the model;',
          'what was generated is stored, marked interrupted.',
        ].join(' '),
        body: SendMessageBodySchema,
        response: {
          // The body is a stream of events, documented as text; Fastify sends streams as they are.
          200: Type.Unsafe<Readable>({
            type: 'string',
            description: 'A text/event-stream of meta, delta, citations and done (or error) events.',
          }),
          ...PIPELINE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const deps = depsFor(request);
      const turn = await prepareTurn(deps, questionOf(request));
      request.rememberGuest(); // the question is stored

      const events = new PassThrough();
      const send = (event: AnswerStreamEvent): void => {
        if (!events.writableEnded) events.write(formatAnswerStreamEvent(event));
      };
      const disconnect = new AbortController();
      let settled = false;
      // 'close' also follows a normal end; only a close before the answer is stored is the client leaving.
      reply.raw.on('close', () => {
        if (!settled) disconnect.abort(new Error('client disconnected'));
      });

      send({ event: 'meta', data: { userMessageId: turn.userMessage.id, assistantMessageId: turn.assistantMessageId } });
      const answering = composeAnswer(deps, turn, { signal: disconnect.signal, onText: (text) => send({ event: 'delta', data: { text } }) });
      void fastify.lifecycle
        .track(answering)
        .then(({ message }) => {
          const presented = presentMessage(message);
          send({ event: 'citations', data: { citations: presented.citations } });
          send({ event: 'done', data: { message: presented } });
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'the streamed answer failed');
          // Never `done`: an answer that could not be stored is not acknowledged.
          send({ event: 'error', data: publicErrorOf(error).toBody() });
        })
        .finally(() => {
          settled = true;
          events.end();
        });

      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(events);
    },
  );
};

export default messageRoutes;
