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

export const DatabaseKindSchema = StringEnum(['sqlite', 'postgres'], {
  description: 'The engine of the app database: SQLite in DATA_DIR, or the PostgreSQL server of DATABASE_URL.',
});

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  verses: Type.Integer({ description: 'Verses in the index (6236).' }),
  database: DatabaseKindSchema,
  checks: HealthChecksSchema,
});
export type HealthResponse = Static<typeof HealthResponseSchema>;

/** 503: `{code, message}`, the database engine and the state of each part. */
export const HealthUnavailableSchema = Type.Object(
  {
    code: StringEnum(['storage_unavailable', 'service_unavailable'], {
      description: 'storage_unavailable: the database or the disk is down; service_unavailable: the instance is shutting down.',
    }),
    message: Type.String(),
    database: DatabaseKindSchema,
    checks: HealthChecksSchema,
  },
  { description: 'Take this instance out of service: a part it stores on is down, or it is shutting down.' },
);
export type HealthUnavailable = Static<typeof HealthUnavailableSchema>;
