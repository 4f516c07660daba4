import { CONTACT_FIELD_LIMITS } from '@quran-assistant/api/contract/limits.ts';
import { hasForbiddenCharacters, isEmailAddress } from '@quran-assistant/api/contract/text-rules.ts';

export type ContactField = keyof typeof CONTACT_FIELD_LIMITS;
export type ContactErrorKey = 'validation.required' | 'validation.emailInvalid' | 'validation.tooLong' | 'validation.invalidCharacters';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

/** Name, email and message are all required; the email must be one the server accepts. */
export function validateContactForm(values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = 'validation.required';
    else if (value.length > CONTACT_FIELD_LIMITS[field]) errors[field] = 'validation.tooLong';
    // The server's rule: a name on one line, a message may keep line breaks and tabs.
    else if (field !== 'email' && hasForbiddenCharacters(value, field === 'message')) errors[field] = 'validation.invalidCharacters';
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = 'validation.emailInvalid';
  return errors;
}
