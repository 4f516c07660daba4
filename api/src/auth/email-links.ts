import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database.js';
import type { AppConfig } from '../env.js';
import { AppError } from '../errors.js';
import { EMAIL_LINK_PATHS, emailLink, passwordResetMail, verificationMail } from '../email/account-mails.js';
import type { Mailer } from '../email/mailer.js';
import { findCredentialsByEmail, findUserById, markEmailVerified, setPasswordHash, setUserRole, type User } from '../users/users.repository.js';
import { deleteSessionsOfUser } from './http-sessions.repository.js';
import { deleteEmailTokensOfUser, newestEmailTokenTime, replaceEmailToken, takeEmailToken } from './email-tokens.repository.js';
import type { EmailTokenPurpose } from './email-tokens.table.js';
import { hashPassword } from './password.js';
import { roleFor } from './roles.js';

export const VERIFY_LINK_VALID_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_VALID_MS = 60 * 60 * 1000;
/** One mail of a kind per account per minute: nobody can flood someone's inbox through us. */
export const MIN_MAIL_INTERVAL_MS = 60 * 1000;

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';

export interface EmailLinkContext {
  db: AppDatabase;
  config: Pick<AppConfig, 'adminEmails' | 'publicOrigin'>;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
}

export function emailLinkContext(fastify: FastifyInstance): EmailLinkContext {
  return { db: fastify.db, config: fastify.config, mailer: fastify.mailer, log: fastify.log };
}

/** The stored form of a token: its hash, so a copy of the database opens no account. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function requireMail(context: EmailLinkContext): { mailer: Mailer; publicOrigin: string } {
  const { mailer } = context;
  const { publicOrigin } = context.config;
  if (!mailer || !publicOrigin) throw new AppError('not_found', 'Email is not offered on this server.');
  return { mailer, publicOrigin };
}

/** A new one-time link for the user, or null when one of this kind was sent less than a minute ago. */
async function issueLink(
  context: EmailLinkContext,
  user: User,
  purpose: EmailTokenPurpose,
  validMs: number,
  now: number,
): Promise<string | null> {
  const { publicOrigin } = requireMail(context);
  const newest = await newestEmailTokenTime(context.db, user.id, purpose);
  if (newest !== null && now - newest < MIN_MAIL_INTERVAL_MS) return null;
  const token = randomBytes(32).toString('base64url');
  await replaceEmailToken(context.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    email: user.email,
    createdAt: now,
    expiresAt: now + validMs,
  });
  return emailLink(publicOrigin, EMAIL_LINK_PATHS[purpose], token);
}

/**
 * Mails the user a link that proves their address. Resolves once the mail server
 * accepted it (or at once when one was sent within the last minute).
 */
export async function sendVerificationLink(context: EmailLinkContext, user: User, now: number = Date.now()): Promise<void> {
  const { mailer } = requireMail(context);
  const link = await issueLink(context, user, 'verify_email', VERIFY_LINK_VALID_MS, now);
  if (!link) return;
  try {
    await mailer.send(verificationMail(user.email, user.name, link, VERIFY_LINK_VALID_MS / 3_600_000));
  } catch (error) {
    throw new AppError('service_unavailable', 'The email could not be sent. Please try again later.', { cause: error });
  }
}

/** Marks the address the link was sent to as the user's proven address; the role follows. */
export async function verifyEmailWithToken(context: EmailLinkContext, token: string, now: number = Date.now()): Promise<User> {
  const taken = await takeEmailToken(context.db, hashToken(token), 'verify_email', now);
  const verified = taken ? await markEmailVerified(context.db, taken.userId, taken.email, now) : null;
  if (!verified || verified.status !== 'active') throw new AppError('invalid_token', INVALID_LINK_MESSAGE);
  const role = roleFor(context.config, verified);
  if (role !== verified.role) {
    await setUserRole(context.db, verified.id, role);
    verified.role = role;
  }
  context.log.info({ userId: verified.id }, 'email address verified');
  return verified;
}

/**
 * Mails a reset link when the address belongs to an active account. The caller answers
 * the same either way and does not wait for the mail server, so neither the answer nor
 * its timing tells whether an account exists.
 */
export function sendPasswordResetLink(context: EmailLinkContext, email: string, now: number = Date.now()): void {
  const { mailer } = requireMail(context);
  const send = async () => {
    const found = await findCredentialsByEmail(context.db, email.trim());
    if (!found || found.user.status !== 'active') return;
    const link = await issueLink(context, found.user, 'reset_password', RESET_LINK_VALID_MS, now);
    if (link) await mailer.send(passwordResetMail(found.user.email, found.user.name, link, RESET_LINK_VALID_MS / 60_000));
  };
  send().catch((error: unknown) => context.log.error({ err: error }, 'password reset mail failed'));
}

/**
 * Sets a new password from a reset link. The link proves the address, so it is marked
 * verified; every session of the account ends (whoever held the old password is out).
 */
export async function resetPasswordWithToken(
  context: EmailLinkContext,
  token: string,
  password: string,
  now: number = Date.now(),
): Promise<User> {
  const taken = await takeEmailToken(context.db, hashToken(token), 'reset_password', now);
  const user = taken ? await findUserById(context.db, taken.userId) : null;
  if (!taken || !user || user.status !== 'active') throw new AppError('invalid_token', INVALID_LINK_MESSAGE);
  await setPasswordHash(context.db, user.id, await hashPassword(password));
  const verified = (await markEmailVerified(context.db, user.id, taken.email, now)) ?? user;
  await deleteEmailTokensOfUser(context.db, user.id, 'reset_password');
  const ended = await deleteSessionsOfUser(context.db, user.id);
  const role = roleFor(context.config, verified);
  if (role !== verified.role) {
    await setUserRole(context.db, verified.id, role);
    verified.role = role;
  }
  context.log.info({ userId: user.id, sessionsEnded: ended }, 'password reset by email link');
  return verified;
}
