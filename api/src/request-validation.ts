import { AjvCompiler, type Options } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

/**
 * A JSON body is taken as sent: `false` is not the name "false", and a property
 * the schema forbids is refused (400 naming it), never dropped in silence.
 * Query strings and path parameters are text by nature, so they keep Fastify's
 * coercion (`?k=5` is the number 5).
 */
const STRICT_BODY_OPTIONS = { coerceTypes: false, removeAdditional: false } as const;

const fromPool = AjvCompiler();

/** Fastify's schemaController.compilersFactory.buildValidator: one Ajv for bodies, one for the rest. */
export const buildRequestValidator = ((...[externalSchemas, serverOptions]: Parameters<typeof fromPool>) => {
  // The app's `ajv` option (never the JTD mode).
  const options = (serverOptions ?? {}) as { customOptions?: Options };
  const forBody = fromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, ...STRICT_BODY_OPTIONS } });
  const forText = fromPool(externalSchemas, options);
  // The pool's compilers take Fastify's route definition, whatever their declared type says.
  const compile: FastifySchemaCompiler<unknown> = (route) =>
    (route.httpPart === 'body' ? forBody : forText)(route as never) as ReturnType<FastifySchemaCompiler<unknown>>;
  return compile;
}) as ValidatorFactory;
