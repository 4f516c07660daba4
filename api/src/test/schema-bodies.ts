import type { TObject, TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '../contract/error-codes.js';

/**
 * Arbitrary request bodies for a TypeBox schema (valid, near-valid and junk,
 * with characters that trip naive handling), and the contract every refusal of
 * them must keep.
 */

type Body = Record<string, unknown>;
type JsonSchema = TSchema & Record<string, unknown>;

/** Characters that trip naive handling: controls, line breaks, lone surrogates, other scripts, emoji, odd spaces. */
const trickyCharacter = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('a', 'Z', '0', ' ', '-', '_', '.', '@', '?', 's', 'e') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\n', '\t', '\r', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\u00a0', '\u200d', '\ufeff', '\u2028'),
  },
  { weight: 1, arbitrary: fc.constantFrom('\ud800', '\udfff', '🌙', 'আ', 'ع', 'é', 'ﷺ') },
);

function trickyText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: trickyCharacter, maxLength });
}

/** A value of another JSON type than the schema asks for (or of the same, by chance). */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

function constantsOf(schema: JsonSchema): unknown[] {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).flatMap(constantsOf);
  return [];
}

/** Values near what a property's schema accepts: valid ones, edge lengths and bounds, tricky text, other types. */
function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [];
  const constants = constantsOf(schema);
  if (constants.length > 0) near.push(fc.constantFrom(...constants));
  if (schema.type === 'string') {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    near.push(trickyText(Math.min(max + 2, 80)));
    if (typeof schema.pattern === 'string') {
      near.push(fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((value) => value.length >= min && value.length <= max));
    }
    near.push(fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ` ${'y'.repeat(Math.max(min, 1))} `));
  }
  if (schema.type === 'integer') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
    near.push(fc.integer({ min: min - 2, max: max + 2 }), fc.constant(`${min}`));
  }
  if (schema.type === 'boolean') near.push(fc.boolean(), fc.constantFrom('true', 0));
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...near) }, { weight: 1, arbitrary: anyJson });
}

const ABSENT = Symbol('absent');

/**
 * Bodies for a route: mostly objects with the schema's properties (each may be
 * missing or wrong, now and then an unknown one is added), sometimes any JSON at all.
 * `hints` add values that reach the accepted path (an own conversation's id).
 */
export function bodiesFor(schema: TObject, hints: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => {
      const value = hints[key] ? fc.oneof({ weight: 2, arbitrary: hints[key] }, { weight: 1, arbitrary: valueFor(property as JsonSchema) }) : valueFor(property as JsonSchema);
      return [key, fc.oneof({ weight: required.has(key) ? 12 : 3, arbitrary: value }, { weight: 1, arbitrary: fc.constant(ABSENT) })];
    }),
  );
  const known = new Set(Object.keys(schema.properties));
  const unknownProperty = fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !known.has(key) && key !== '__proto__'), anyJson) },
  );
  const objects = fc.tuple(fc.record(fields), unknownProperty).map(([record, extra]) => {
    const body: Body = {};
    for (const [key, value] of Object.entries(record)) if (value !== ABSENT) body[key] = value;
    if (extra) body[extra[0]] = extra[1];
    return body;
  });
  return fc.oneof({ weight: 9, arbitrary: objects }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

/** Whether a 400's message starts with the body or one of its fields (an unknown one included). */
function namesAField(message: string, schema: TObject, body: unknown): boolean {
  const fields = [...Object.keys(schema.properties), ...(body && typeof body === 'object' ? Object.keys(body) : [])];
  return /^body\b/u.test(message) || fields.some((field) => message.startsWith(`${field} `));
}

export function expectRefusalContract(response: LightMyRequestResponse, schema: TObject, body: unknown): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const refusal = response.json() as { code: ErrorCode; message: string };
  expect(refusal).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  expect(ERROR_STATUS[refusal.code], refusal.code).toBe(response.statusCode);
  if (response.statusCode === 400) expect(namesAField(refusal.message, schema, body), refusal.message).toBe(true);
}
