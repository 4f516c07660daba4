import { Type, type Static } from '@sinclair/typebox';

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  verses: Type.Integer({ description: 'Verses in the index (6236).' }),
});
export type HealthResponse = Static<typeof HealthResponseSchema>;
