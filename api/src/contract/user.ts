import { Type, type Static } from '@sinclair/typebox';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.js';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, ONE_LINE_TEXT_PATTERN, WELL_FORMED } from './text-rules.js';

export { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH };

export const UserRoleSchema = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
export type UserRole = Static<typeof UserRoleSchema>;

/** GET /api/user and the answer of every sign-in. */
export const CurrentUserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  role: UserRoleSchema,
  /** The address was proven (Google, or an emailed link). */
  emailVerified: Type.Boolean(),
});
export type CurrentUser = Static<typeof CurrentUserSchema>;

export const EmailSchema = Type.String({
  minLength: 3,
  maxLength: MAX_EMAIL_LENGTH,
  pattern: EMAIL_PATTERN,
  ...WELL_FORMED,
  'x-error-message': 'must be an email address',
});

export const NameSchema = Type.String({
  minLength: 1,
  maxLength: MAX_NAME_LENGTH,
  pattern: ONE_LINE_TEXT_PATTERN,
  ...WELL_FORMED,
  'x-error-message': `must be 1 to ${MAX_NAME_LENGTH} characters on one line, not only spaces, with no control characters`,
});

export const PasswordSchema = Type.String({
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: MAX_PASSWORD_LENGTH,
  'x-error-message': `must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`,
});

export const RegisterBodySchema = Type.Object(
  { name: NameSchema, email: EmailSchema, password: PasswordSchema },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const LoginBodySchema = Type.Object(
  {
    email: EmailSchema,
    // Any length is checked against the account: a policy change must not lock out older passwords.
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const GoogleSignInBodySchema = Type.Object(
  {
    token: Type.String({
      minLength: 20,
      maxLength: 4096,
      description: 'The Google ID token (a JWT) from Google Identity Services.',
    }),
  },
  { additionalProperties: false },
);
export type GoogleSignInBody = Static<typeof GoogleSignInBodySchema>;


/** The token of an emailed link: 32 random bytes, base64url. */
export const EmailLinkTokenSchema = Type.String({
  minLength: 20,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
  'x-error-message': 'must be the token of an emailed link',
});

export const EmailVerificationConfirmBodySchema = Type.Object({ token: EmailLinkTokenSchema }, { additionalProperties: false });
export type EmailVerificationConfirmBody = Static<typeof EmailVerificationConfirmBodySchema>;

export const PasswordResetRequestBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBodySchema>;

export const PasswordResetConfirmBodySchema = Type.Object(
  { token: EmailLinkTokenSchema, password: PasswordSchema },
  { additionalProperties: false },
);
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBodySchema>;

/** The answer of an action that has nothing else to say (sign-out, mail sent, address verified). */
export const OkResponseSchema = Type.Object({ ok: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponseSchema>;
