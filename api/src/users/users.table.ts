import type { Generated } from 'kysely';
import type { UserRole } from './actor.js';

export type UserStatus = 'active' | 'disabled';
export type AdminGrant = 'granted' | 'revoked';

/** `users`: people who signed in with Google or with an email and password. */
export interface UsersTable {
  id: string;
  name: string;
  /** Unique, compared case-insensitively (COLLATE NOCASE). */
  email: string;
  photo_url: string | null;
  /** Google's stable subject id; null for email/password accounts not yet linked to Google. */
  google_sub: string | null;
  /** scrypt hash (see auth/password.ts); null for Google-only accounts. */
  password_hash: string | null;
  /** What the users' own sessions show; derived from the fields below and ADMIN_EMAILS (see auth/roles.ts). */
  role: UserRole;
  status: UserStatus;
  /** epoch ms when the address was last proven (a Google sign-in or an emailed link); null: never. */
  email_verified_at: Generated<number | null>;
  /** Set by `admin:grant` / `admin:revoke` on the server; wins over ADMIN_EMAILS. */
  admin_grant: Generated<AdminGrant | null>;
  /** epoch ms */
  created_at: number;
  /** epoch ms; updated at most once a minute per user */
  last_activity_at: Generated<number | null>;
}
