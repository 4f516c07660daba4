import type {
  CurrentUser,
  OkResponse,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@quran-assistant/api/contract';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<OkResponse> {
  const body: PasswordResetRequestBody = { email };
  return api.post<OkResponse>('/api/password-reset', body);
}

/** Sets the new password from the link's token; the server signs this browser in and everyone else out. */
export function confirmPasswordReset(input: PasswordResetConfirmBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/password-reset/confirm', input);
}
