import type { AppConfig } from '../env.js';
import type { UserRole } from '../users/actor.js';
import type { AdminGrant } from '../users/users.table.js';

export interface RoleFacts {
  email: string;
  /** null: the address was never proven (a password account without a verified link). */
  emailVerifiedAt: number | null;
  adminGrant: AdminGrant | null;
}

export function isAdminEmail(config: Pick<AppConfig, 'adminEmails'>, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}

/**
 * Who is an admin: an operator's `admin:grant`/`admin:revoke` decides first; otherwise an
 * ADMIN_EMAILS address, but only once its owner proved it (Google, or an emailed link), so
 * registering someone else's address with a password never makes an admin. Checked at
 * sign-in and on every request, so a change takes effect at once.
 */
export function roleFor(config: Pick<AppConfig, 'adminEmails'>, facts: RoleFacts): UserRole {
  if (facts.adminGrant === 'granted') return 'admin';
  if (facts.adminGrant === 'revoked') return 'user';
  return facts.emailVerifiedAt !== null && isAdminEmail(config, facts.email) ? 'admin' : 'user';
}
