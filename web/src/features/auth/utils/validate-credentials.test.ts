import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validate-credentials';
import { isUnauthorizedDomainError } from './google-identity';

describe('validateCredentials', () => {
  it('accepts a good sign-in and a good registration', () => {
    expect(validateCredentials({ email: 'amina@example.test', password: 'secret' }, 'login')).toEqual({});
    expect(validateCredentials({ name: 'Amina', email: 'amina@example.test', password: 'secret' }, 'register')).toEqual({});
  });

  it('asks for at least 6 password characters', () => {
    expect(validateCredentials({ email: 'a@b.test', password: '12345' }, 'login').password).toBe('validation.passwordTooShort');
    expect(validateCredentials({ email: 'a@b.test', password: '' }, 'login').password).toBe('validation.passwordRequired');
  });

  it('checks the email address', () => {
    expect(validateCredentials({ email: '  ', password: 'secret' }, 'login').email).toBe('validation.emailRequired');
    expect(validateCredentials({ email: 'amina@', password: 'secret' }, 'login').email).toBe('validation.emailInvalid');
    expect(validateCredentials({ email: 'a b@c.test', password: 'secret' }, 'login').email).toBe('validation.emailInvalid');
  });

  it('needs a name only to register', () => {
    expect(validateCredentials({ name: ' ', email: 'a@b.test', password: 'secret' }, 'register').name).toBe('validation.nameRequired');
    expect(validateCredentials({ name: 'x'.repeat(101), email: 'a@b.test', password: 'secret' }, 'register').name).toBe(
      'validation.nameTooLong',
    );
    expect(validateCredentials({ email: 'a@b.test', password: 'secret' }, 'login').name).toBeUndefined();
  });

  it('refuses a name with control characters and an address without a dotted domain, as the server does', () => {
    for (const name of ['Amina\u0000', 'Amina\tB', 'Amina\u0085']) {
      expect(validateCredentials({ name, email: 'a@b.test', password: 'secret' }, 'register').name).toBe('validation.nameInvalid');
    }
    expect(validateCredentials({ email: 'amina@localhost', password: 'secret' }, 'login').email).toBe('validation.emailInvalid');
  });
});

describe('isUnauthorizedDomainError', () => {
  it('recognises the ways providers report an unauthorised origin', () => {
    expect(isUnauthorizedDomainError('auth/unauthorized-domain')).toBe(true);
    expect(isUnauthorizedDomainError('The given origin is not allowed for the given client ID.')).toBe(true);
    expect(isUnauthorizedDomainError('Popup closed by user')).toBe(false);
  });
});
