import type { EmailVerificationConfirmBody, OkResponse } from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';

/** Mails the signed-in user a link that proves their address. */
export function sendVerificationEmail(): Promise<OkResponse> {
  return api.post<OkResponse>('/api/email-verification', {});
}

/** Confirms an address with the token of the emailed link (no session needed). */
export function confirmEmail(token: string): Promise<OkResponse> {
  const body: EmailVerificationConfirmBody = { token };
  return api.post<OkResponse>('/api/email-verification/confirm', body);
}
