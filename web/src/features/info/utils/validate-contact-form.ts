import { isEmailAddress } from '@/lib/email-address';

export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

export type ContactField = keyof typeof contactLimits;
export type ContactErrorKey = 'validation.required' | 'validation.emailInvalid' | 'validation.tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

/** Spec §5: name, email and message are all required; the email must look like one. */
export function validateContactForm(values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = 'validation.required';
    else if (value.length > contactLimits[field]) errors[field] = 'validation.tooLong';
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = 'validation.emailInvalid';
  return errors;
}
