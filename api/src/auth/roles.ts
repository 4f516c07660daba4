import type { AppConfig } from '../env.js';
import type { UserRole } from '../users/actor.js';

/** ADMIN_EMAILS decides who is an admin; checked at sign-in and on every request, so removal takes effect at once. */
export function roleForEmail(config: Pick<AppConfig, 'adminEmails'>, email: string): UserRole {
  return config.adminEmails.includes(email.trim().toLowerCase()) ? 'admin' : 'user';
}
