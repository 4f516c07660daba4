import { MIN_PASSWORD_LENGTH } from '@quran-assistant/api/contract/limits.ts';
import { isEmailAddress, isOneLineText, MAX_NAME_LENGTH } from '@quran-assistant/api/contract/text-rules.ts';

/** The server's password policy. */
export const minimumPasswordLength = MIN_PASSWORD_LENGTH;
export const maximumNameLength = MAX_NAME_LENGTH;

export type CredentialField = 'name' | 'email' | 'password';
export type CredentialErrorKey =
  | 'validation.nameRequired'
  | 'validation.nameTooLong'
  | 'validation.nameInvalid'
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort';

export type CredentialErrors = Partial<Record<CredentialField, CredentialErrorKey>>;

export interface CredentialInput {
  name?: string;
  email: string;
  password: string;
}

/**
 * Checks a sign-in (no name) or registration (with name) form before it is sent.
 * Returns translation keys per field; an empty object means the input is fine.
 */
export function validateCredentials(input: CredentialInput, mode: 'login' | 'register'): CredentialErrors {
  const errors: CredentialErrors = {};
  if (mode === 'register') {
    const name = input.name?.trim() ?? '';
    if (!name) errors.name = 'validation.nameRequired';
    else if (name.length > maximumNameLength) errors.name = 'validation.nameTooLong';
    else if (!isOneLineText(name)) errors.name = 'validation.nameInvalid';
  }
  const email = input.email.trim();
  if (!email) errors.email = 'validation.emailRequired';
  else if (!isEmailAddress(email)) errors.email = 'validation.emailInvalid';
  if (!input.password) errors.password = 'validation.passwordRequired';
  else if (input.password.length < minimumPasswordLength) errors.password = 'validation.passwordTooShort';
  return errors;
}
