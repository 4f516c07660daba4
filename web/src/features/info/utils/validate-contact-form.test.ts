import { describe, expect, it } from 'vitest';
import { validateContactForm } from './validate-contact-form';

describe('validateContactForm', () => {
  it('requires name, email and message', () => {
    expect(validateContactForm({ name: '', email: ' ', message: '\n' })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      message: 'validation.required',
    });
  });

  it('checks the email shape', () => {
    expect(validateContactForm({ name: 'Amina', email: 'amina.example.test', message: 'Salaam' })).toEqual({
      email: 'validation.emailInvalid',
    });
  });

  it('refuses overly long fields', () => {
    expect(validateContactForm({ name: 'Amina', email: 'a@b.test', message: 'x'.repeat(5001) }).message).toBe('validation.tooLong');
  });

  it('refuses control characters as the server does (line breaks only in the message)', () => {
    expect(validateContactForm({ name: 'Amina\u0000', email: 'a@b.test', message: 'Salaam' }).name).toBe('validation.invalidCharacters');
    expect(validateContactForm({ name: 'Amina', email: 'a@b.test', message: 'Salaam\u001b' }).message).toBe('validation.invalidCharacters');
    expect(validateContactForm({ name: 'Amina', email: 'a@b.test', message: 'Salaam,\n\tAmina' })).toEqual({});
    expect(validateContactForm({ name: 'Amina', email: 'a\u0000@b.test', message: 'Salaam' }).email).toBe('validation.emailInvalid');
  });

  it('accepts a complete message', () => {
    expect(validateContactForm({ name: 'Amina', email: 'amina@example.test', message: 'Salaam' })).toEqual({});
  });
});
