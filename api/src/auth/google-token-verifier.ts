import { OAuth2Client } from 'google-auth-library';

/** What we keep from a verified Google ID token. */
export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  email: string;
  name: string;
  photoUrl: string | null;
}

/** Verifies a Google ID token from Google Identity Services (the web app's sign-in popup). */
export interface GoogleTokenVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

/** Why a token was refused; logged, never shown (the client gets one generic message). */
export class GoogleTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GoogleTokenError';
  }
}

export interface GoogleTokenVerifierOptions {
  /** The OAuth client id the token must be issued for (its `aud`). */
  clientId: string;
  /**
   * Where Google's signing certificates (PEM, by key id) are fetched from. Defaults to
   * Google's own endpoint; tests serve locally generated certificates on 127.0.0.1.
   */
  certsUrl?: string | null;
}

/**
 * google-auth-library checks the signature against Google's certificates (cached
 * as their Cache-Control says), the expiry, the issuer (accounts.google.com) and
 * the audience. We add: the email must be present and verified by Google.
 */
export function createGoogleTokenVerifier({ clientId, certsUrl }: GoogleTokenVerifierOptions): GoogleTokenVerifier {
  const client = new OAuth2Client({
    clientId,
    ...(certsUrl ? { endpoints: { oauth2FederatedSignonPemCertsUrl: certsUrl } } : {}),
  });

  return {
    async verify(idToken) {
      let payload;
      try {
        const ticket = await client.verifyIdToken({ idToken, audience: clientId });
        payload = ticket.getPayload();
      } catch (cause) {
        // The library's messages quote the whole token; keep only the reason.
        const reason = cause instanceof Error ? cause.message.split(':')[0] : 'unknown';
        throw new GoogleTokenError(`Google ID token refused: ${reason}`, { cause });
      }
      if (!payload?.sub) throw new GoogleTokenError('Google ID token has no subject');
      if (!payload.email) throw new GoogleTokenError('Google ID token has no email');
      if (payload.email_verified !== true) throw new GoogleTokenError('Google account email is not verified');
      const email = payload.email.trim();
      return {
        sub: payload.sub,
        email,
        name: payload.name?.trim() || email.split('@')[0] || email,
        photoUrl: payload.picture ?? null,
      };
    },
  };
}
