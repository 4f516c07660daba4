import { api } from '@/lib/api-client';

/** Mails the signed-in user a link that proves their address. */
export function sendVerificationEmail(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/email-verification', {});
}

/** Confirms an address with the token of the emailed link (no session needed). */
export function confirmEmail(token: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/email-verification/confirm', { token });
}
