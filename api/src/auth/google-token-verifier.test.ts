import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../test/google-tokens.js';
import { createGoogleTokenVerifier, GoogleTokenError, type GoogleTokenVerifier } from './google-token-verifier.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

describe('Google ID token verification (google-auth-library against local certificates)', () => {
  let google: FakeGoogle;
  let verifier: GoogleTokenVerifier;

  beforeAll(async () => {
    google = await startFakeGoogle({ clientId: CLIENT_ID });
    verifier = createGoogleTokenVerifier({ clientId: CLIENT_ID, certsUrl: google.certsUrl });
  });
  afterAll(() => google.close());

  it('accepts a valid token and returns the identity', async () => {
    const token = google.signIdToken({ sub: '1234567890', email: 'Amina@Example.org', name: 'Amina', picture: 'https://x.test/a.png' });
    await expect(verifier.verify(token)).resolves.toEqual({
      sub: '1234567890',
      email: 'Amina@Example.org',
      name: 'Amina',
      photoUrl: 'https://x.test/a.png',
    });
  });

  it('also accepts the issuer without a scheme, as Google issues both', async () => {
    const token = google.signIdToken({ iss: 'accounts.google.com' });
    await expect(verifier.verify(token)).resolves.toMatchObject({ email: expect.any(String) });
  });

  it('caches the certificates as their max-age allows', async () => {
    const before = google.certRequests();
    await verifier.verify(google.signIdToken());
    await verifier.verify(google.signIdToken());
    expect(google.certRequests()).toBe(before);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const refusals: Array<[string, () => string, RegExp]> = [
    ['expired', () => google.signIdToken({ iat: now() - 7200, exp: now() - 3600 }), /too late/],
    ['issued for another client', () => google.signIdToken({ aud: 'someone-else.apps.googleusercontent.com' }), /Wrong recipient/],
    ['from another issuer', () => google.signIdToken({ iss: 'https://evil.example.com' }), /Invalid issuer/],
    ['signed with an unpublished key', () => google.signIdToken({}, { privateKey: google.strangerKey }), /Invalid token signature/],
    ['naming an unknown key id', () => google.signIdToken({}, { kid: 'not-a-google-key' }), /No pem found/],
    ['with an unverified email', () => google.signIdToken({ email_verified: false }), /not verified/],
    ['without an email', () => google.signIdToken({ email: '' }), /no email/],
    ['that is not a JWT', () => 'not.a-token', /refused/],
  ];

  it.each(refusals)('refuses a token %s', async (_label, makeToken, reason) => {
    const error = await verifier.verify(makeToken()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GoogleTokenError);
    expect((error as Error).message).toMatch(reason);
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = google.signIdToken({ email: 'amina@example.org' }).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: '1', email: 'admin@example.org', email_verified: true, iat: now(), exp: now() + 600 }),
    ).toString('base64url');
    await expect(verifier.verify(`${header}.${forgedPayload}.${signature}`)).rejects.toThrow(/Invalid token signature/);
  });
});
