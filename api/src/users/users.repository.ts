import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { databaseKind, type AppDatabase } from '../db/database.js';
import type { UserRole } from './actor.js';
import type { AdminGrant, UsersTable, UserStatus } from './users.table.js';

export interface User {
  id: string;
  name: string;
  email: string;
  photoUrl: string | null;
  googleSub: string | null;
  role: UserRole;
  status: UserStatus;
  createdAt: number;
  lastActivityAt: number | null;
  /** epoch ms when the address was last proven; null: never. */
  emailVerifiedAt: number | null;
  adminGrant: AdminGrant | null;
}

/** A user row as the admin list shows it. */
export interface UserWithChatCount extends User {
  chatCount: number;
}

const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'photo_url',
  'google_sub',
  'role',
  'status',
  'created_at',
  'last_activity_at',
  'email_verified_at',
  'admin_grant',
] as const;

type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photoUrl: row.photo_url,
    googleSub: row.google_sub,
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    emailVerifiedAt: row.email_verified_at,
    adminGrant: row.admin_grant,
  };
}

export async function findUserById(db: AppDatabase, id: string): Promise<User | null> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

/**
 * Emails compare case-insensitively: SQLite's column is COLLATE NOCASE; PostgreSQL
 * compares lower() on both sides, which its unique index on lower(email) serves.
 */
function sameEmail(db: AppDatabase, email: string) {
  return databaseKind(db) === 'postgres' ? sql<boolean>`lower(users.email) = lower(${email})` : sql<boolean>`users.email = ${email}`;
}

export async function findUserByEmail(db: AppDatabase, email: string): Promise<User | null> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where(sameEmail(db, email)).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserByGoogleSub(db: AppDatabase, googleSub: string): Promise<User | null> {
  const row = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('google_sub', '=', googleSub)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The user and the stored password hash, for a password sign-in. */
export async function findCredentialsByEmail(
  db: AppDatabase,
  email: string,
): Promise<{ user: User; passwordHash: string | null } | null> {
  const row = await db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where(sameEmail(db, email))
    .executeTakeFirst();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

export interface NewUser {
  name: string;
  email: string;
  photoUrl?: string | null;
  googleSub?: string | null;
  passwordHash?: string | null;
  role: UserRole;
  /** epoch ms; set when the address is proven at creation (Google). */
  emailVerifiedAt?: number | null;
  now: number;
}

export async function createUser(db: AppDatabase, user: NewUser): Promise<User> {
  const row = await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      name: user.name,
      email: user.email,
      photo_url: user.photoUrl ?? null,
      google_sub: user.googleSub ?? null,
      password_hash: user.passwordHash ?? null,
      role: user.role,
      status: 'active',
      created_at: user.now,
      last_activity_at: user.now,
      email_verified_at: user.emailVerifiedAt ?? null,
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  return toUser(row);
}

export interface GoogleProfileUpdate {
  name: string;
  email: string;
  photoUrl: string | null;
  googleSub: string;
  role: UserRole;
  /** Drop a password nobody proved ownership of (see auth/google-sign-in.ts). */
  clearPassword: boolean;
  now: number;
}

/** Refreshes a user's profile from a verified Google identity (which proves the address). */
export async function updateGoogleProfile(db: AppDatabase, id: string, update: GoogleProfileUpdate): Promise<User> {
  const row = await db
    .updateTable('users')
    .set({
      name: update.name,
      email: update.email,
      photo_url: update.photoUrl,
      google_sub: update.googleSub,
      role: update.role,
      last_activity_at: update.now,
      email_verified_at: update.now,
      ...(update.clearPassword ? { password_hash: null } : {}),
    })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  return toUser(row);
}

/**
 * Records that the user proved `email` (an emailed link). Nothing changes when the
 * account's address is no longer that one: a link proves the address it was sent to.
 */
export async function markEmailVerified(db: AppDatabase, id: string, email: string, now: number): Promise<User | null> {
  const row = await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', id)
    .where(sameEmail(db, email))
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function setPasswordHash(db: AppDatabase, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** An operator's grant or revocation of the admin role (null: ADMIN_EMAILS decides again). */
export async function setAdminGrant(db: AppDatabase, id: string, grant: AdminGrant | null, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ admin_grant: grant, role }).where('id', '=', id).execute();
}

export async function setUserRole(db: AppDatabase, id: string, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}

export async function setUserStatus(db: AppDatabase, id: string, status: UserStatus): Promise<User | null> {
  const row = await db
    .updateTable('users')
    .set({ status })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function recordUserActivity(db: AppDatabase, id: string, now: number): Promise<void> {
  await db.updateTable('users').set({ last_activity_at: now }).where('id', '=', id).execute();
}

/** `%`, `_` and `\` in a search typed by an admin are literal characters. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface UserListQuery {
  /** Case-insensitive substring of the name or the email; empty lists everyone. */
  search: string;
  /** 1-based */
  page: number;
  pageSize: number;
}

/** Newest first, with the number of conversations each user has. */
export async function listUsers(
  db: AppDatabase,
  { search, page, pageSize }: UserListQuery,
): Promise<{ users: UserWithChatCount[]; total: number }> {
  let query = db.selectFrom('users');
  if (search) {
    const pattern = likePattern(search.toLowerCase());
    // lower() folds ASCII only; Bangla has no case, so this covers the names we expect.
    query = query.where(
      sql<boolean>`(lower(users.name) like ${pattern} escape '\\' or lower(users.email) like ${pattern} escape '\\')`,
    );
  }

  const { total } = await query
    .select(({ fn }) => fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .select((eb) =>
      eb
        .selectFrom('chat_sessions')
        .whereRef('chat_sessions.user_id', '=', 'users.id')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .as('chat_count'),
    )
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    users: rows.map((row) => ({ ...toUser(row), chatCount: Number(row.chat_count ?? 0) })),
    total: Number(total),
  };
}

export interface UserTotals {
  total: number;
  /** Not disabled, and active at or after `activeSince`. */
  active: number;
}

export async function userTotals(db: AppDatabase, activeSince: number): Promise<UserTotals> {
  const row = await db
    .selectFrom('users')
    .select(({ fn, eb }) => [
      fn.countAll<number>().as('total'),
      fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'active'), eb('last_activity_at', '>=', activeSince)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active ?? 0) };
}

/** One user as the admin list shows it, or null. */
export async function findUserWithChatCount(db: AppDatabase, id: string): Promise<UserWithChatCount | null> {
  const user = await findUserById(db, id);
  if (!user) return null;
  const { n } = await db
    .selectFrom('chat_sessions')
    .where('user_id', '=', id)
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { ...user, chatCount: Number(n) };
}
