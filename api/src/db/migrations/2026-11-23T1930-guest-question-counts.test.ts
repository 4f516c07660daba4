import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../database.js';
import { migrations } from './index.js';

let db: AppDatabase;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.destroy());

it('carries over the questions guests had asked, per guest', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('2026-11-23T0900-arabic-answers')).error).toBeUndefined();
  // The schema as it was before this migration, in plain SQL.
  await sql`insert into users (id, name, email, role, status, created_at) values ('u', 'U', 'u@example.org', 'user', 'active', 1)`.execute(db);
  await sql`insert into chat_sessions (id, user_id, guest_id, title, created_at, last_message_at)
    values ('a1', null, 'guest-a', 't', 1, 1), ('a2', null, 'guest-a', 't', 1, 1), ('u1', 'u', null, 't', 1, 1)`.execute(db);
  await sql`insert into messages (id, session_id, role, content, lang, created_at)
    values ('1', 'a1', 'user', 'x', 'en', 10), ('2', 'a1', 'assistant', 'x', 'en', 11),
           ('3', 'a2', 'user', 'x', 'en', 20), ('4', 'u1', 'user', 'x', 'en', 30)`.execute(db);

  expect((await migrator.migrateTo('2026-11-23T1930-guest-question-counts')).error).toBeUndefined();
  expect(await db.selectFrom('guest_question_counts').selectAll().execute()).toEqual([
    { key: 'guest:guest-a', questions: 2, last_question_at: 20 },
  ]);
});
