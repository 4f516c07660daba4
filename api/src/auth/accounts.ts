import { isUniqueViolation, type AppDatabase } from '../db/database.js';
import type { AppConfig } from '../env.js';
import { AppError } from '../errors.js';
import {
  createUser,
  findCredentialsByEmail,
  findUserByEmail,
  findUserByGoogleSub,
  updateGoogleProfile,
  type User,
} from '../users/users.repository.js';
import type { GoogleIdentity } from './google-token-verifier.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { deleteSessionsOfUser } from './http-sessions.repository.js';
import { roleFor } from './roles.js';

/** One message for every failed password sign-in: it never tells which part was wrong. */
export const BAD_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

function assertActive(user: User): void {
  if (user.status !== 'active') throw new AppError('forbidden', 'This account has been disabled.');
}

/**
 * The user behind a verified Google identity: found by Google subject, else by
 * email (linking the accounts), else created. Google proved the address, so it
 * counts as verified. When an email/password account is linked, its password is
 * dropped and every session it had ends: the password's author never proved the
 * address (a stranger could have registered it first).
 */
export async function signInWithGoogle(
  db: AppDatabase,
  config: Pick<AppConfig, 'adminEmails'>,
  identity: GoogleIdentity,
  now: number = Date.now(),
): Promise<User> {
  const profileFor = (email: string, existing: User | null) => ({
    name: identity.name,
    email,
    photoUrl: identity.photoUrl,
    googleSub: identity.sub,
    role: roleFor(config, { email, emailVerifiedAt: now, adminGrant: existing?.adminGrant ?? null }),
    now,
  });

  const bySub = await findUserByGoogleSub(db, identity.sub);
  if (bySub) {
    assertActive(bySub);
    const emailTakenByAnother = await findUserByEmail(db, identity.email);
    const email = emailTakenByAnother && emailTakenByAnother.id !== bySub.id ? bySub.email : identity.email;
    return updateGoogleProfile(db, bySub.id, { ...profileFor(email, bySub), clearPassword: false });
  }

  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    assertActive(byEmail);
    const linking = byEmail.googleSub === null;
    const linked = await updateGoogleProfile(db, byEmail.id, { ...profileFor(identity.email, byEmail), clearPassword: linking });
    if (linking) await deleteSessionsOfUser(db, byEmail.id);
    return linked;
  }

  try {
    return await createUser(db, { ...profileFor(identity.email, null), emailVerifiedAt: now });
  } catch (error) {
    // Two first sign-ins at once: the other one created the account.
    if (isUniqueViolation(error)) {
      const created = await findUserByGoogleSub(db, identity.sub);
      if (created) return created;
    }
    throw error;
  }
}

export interface Registration {
  name: string;
  email: string;
  password: string;
}

/** A new password account: never an admin until its address is proven (see auth/roles.ts). */
export async function registerWithPassword(
  db: AppDatabase,
  { name, email, password }: Registration,
  now: number = Date.now(),
): Promise<User> {
  const normalizedEmail = email.trim();
  const passwordHash = await hashPassword(password);
  try {
    return await createUser(db, {
      name: name.trim(),
      email: normalizedEmail,
      passwordHash,
      role: 'user',
      now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'An account with this email already exists.');
    throw error;
  }
}

/**
 * The user whose email and password match, or null. A missing account or one
 * without a password costs the same hashing time as a wrong password.
 */
export async function authenticateWithPassword(db: AppDatabase, email: string, password: string): Promise<User | null> {
  const found = await findCredentialsByEmail(db, email.trim());
  const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyPasswordHash()));
  if (!found || !found.passwordHash || !matches) return null;
  assertActive(found.user);
  return found.user;
}
