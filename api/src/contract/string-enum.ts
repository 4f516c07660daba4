import { Type, type SchemaOptions } from '@sinclair/typebox';

/**
 * A string limited to a list of values, as a plain JSON-schema `enum` (clearer in
 * the OpenAPI document and in validation messages than a union of literals).
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}
