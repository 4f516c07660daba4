import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Google's side of sign-in, on 127.0.0.1: a locally generated RSA key signs
 * Google-style ID tokens, and a real HTTP server publishes its public key the way
 * https://www.googleapis.com/oauth2/v1/certs does (`{kid: PEM}` with a max-age).
 * Point GOOGLE_CERTS_URL at `certsUrl` and google-auth-library verifies these
 * tokens exactly as it verifies Google's, without touching the network.
 *
 *   const google = await startFakeGoogle({ clientId: 'test-client.apps.googleusercontent.com' });
 *   const token = google.signIdToken({ email: 'amina@example.org' });
 *   ...
 *   await google.close();
 */

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface IdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
  /** seconds */
  iat: number;
  /** seconds */
  exp: number;
  [claim: string]: unknown;
}

export interface SignOptions {
  /** Sign with another key than the published one (a forged token). */
  privateKey?: KeyObject;
  /** Key id in the header; defaults to the published key's. */
  kid?: string;
}

export interface FakeGoogle {
  clientId: string;
  /** Serve this as GOOGLE_CERTS_URL. */
  certsUrl: string;
  kid: string;
  /** A Google ID token for `clientId`, valid for an hour, with the claims given replacing the defaults. */
  signIdToken(claims?: Partial<IdTokenClaims>, options?: SignOptions): string;
  /** A private key whose public half is not published. */
  strangerKey: KeyObject;
  /** How many times the certificates were fetched. */
  certRequests(): number;
  close(): Promise<void>;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function rsaKeyPair() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, privateKey: KeyObject): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(signingInput).end().sign(privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

export async function startFakeGoogle({ clientId }: { clientId: string }): Promise<FakeGoogle> {
  const { publicKey, privateKey } = rsaKeyPair();
  const kid = randomBytes(8).toString('hex');
  const certs = { [kid]: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  let requests = 0;

  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/oauth2/v1/certs') {
      requests += 1;
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      response.end(JSON.stringify(certs));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    clientId,
    certsUrl: `http://127.0.0.1:${port}/oauth2/v1/certs`,
    kid,
    strangerKey: rsaKeyPair().privateKey,
    certRequests: () => requests,
    signIdToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const sub = claims.sub ?? String(100_000_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e9)));
      const payload: IdTokenClaims = {
        iss: GOOGLE_ISSUER,
        azp: clientId,
        aud: clientId,
        sub,
        email: `user-${sub.slice(-6)}@example.org`,
        email_verified: true,
        name: 'Test User',
        picture: 'https://lh3.googleusercontent.com/a/test-photo',
        iat: now,
        exp: now + 3600,
        ...claims,
      };
      return signJwt({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' }, payload, options.privateKey ?? privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
