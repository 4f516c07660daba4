import type { CurrentUser } from '../contract/user.js';
import type { User } from './users.repository.js';

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photoUrl: user.photoUrl,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** Timestamps leave the API as ISO 8601 strings. */
export function isoTime(epochMs: number): string;
export function isoTime(epochMs: number | null): string | null;
export function isoTime(epochMs: number | null): string | null {
  return epochMs === null ? null : new Date(epochMs).toISOString();
}
