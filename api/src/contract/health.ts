import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './string-enum.js';

export const HealthChecksSchema = Type.Object(
  {
    database: StringEnum(['ok', 'failing'], { description: 'failing: the app database cannot be read or cannot take a write.' }),
    disk: StringEnum(['ok', 'low', 'failing'], {
      description: 'low: DATA_DIR’s disk has less free space than DATA_DIR_MIN_FREE_MB; failing: its free space cannot be read.',
    }),
  },
  { description: 'The state of each part the service stores on, checked at most every two seconds.' },
);
export type HealthChecks = Static<typeof HealthChecksSchema>;

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  verses: Type.Integer({ description: 'Verses in the index (6236).' }),
  checks: HealthChecksSchema,
});
export type HealthResponse = Static<typeof HealthResponseSchema>;

/** 503: `{code: 'storage_unavailable', message}` and which part failed. */
export const HealthUnavailableSchema = Type.Object(
  {
    code: Type.Literal('storage_unavailable'),
    message: Type.String(),
    checks: HealthChecksSchema,
  },
  { description: 'The database or the disk is down.' },
);
export type HealthUnavailable = Static<typeof HealthUnavailableSchema>;
