import {
  hasForbiddenCharacters,
  isEmailAddress,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
} from '@quran-assistant/api/contract/text-rules.ts';

export const contactLimits = { name: MAX_NAME_LENGTH, email: MAX_EMAIL_LENGTH, message: 5000 } as const;

export type ContactField = keyof typeof contactLimits;
export type ContactErrorKey = 'validation.required' | 'validation.emailInvalid' | 'validation.tooLong' | 'validation.invalidCharacters';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

/** Name, email and message are all required; the email must look like one. */
export function validateContactForm(values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = 'validation.required';
    else if (value.length > contactLimits[field]) errors[field] = 'validation.tooLong';
    // The server's rule: a name on one line, a message may keep line breaks and tabs.
    else if (field !== 'email' && hasForbiddenCharacters(value, field === 'message')) errors[field] = 'validation.invalidCharacters';
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = 'validation.emailInvalid';
  return errors;
}
