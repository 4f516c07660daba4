import type { AppDatabase } from '../db/database.js';
import type { AppConfig } from '../env.js';
import { findUserByEmail, setAdminGrant, type User } from '../users/users.repository.js';
import { roleFor } from './roles.js';

export type AdminGrantOutcome =
  | { kind: 'no_account' }
  | { kind: 'changed' | 'unchanged'; user: User };

/**
 * An operator's decision, made on the server (`admin:grant` / `admin:revoke`): it
 * needs access to the database, which proves more than any web request can. Only
 * an existing account can be granted, so an address nobody signed up with cannot
 * be reserved for whoever registers it first.
 */
export async function changeAdminGrant(
  db: AppDatabase,
  config: Pick<AppConfig, 'adminEmails'>,
  email: string,
  grant: 'granted' | 'revoked',
): Promise<AdminGrantOutcome> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) return { kind: 'no_account' };
  const role = roleFor(config, { ...user, adminGrant: grant });
  if (user.adminGrant === grant && user.role === role) return { kind: 'unchanged', user };
  await setAdminGrant(db, user.id, grant, role);
  return { kind: 'changed', user: { ...user, adminGrant: grant, role } };
}
