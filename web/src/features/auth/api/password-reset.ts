import { api } from '@/lib/api-client';
import type { User } from './get-current-user';

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/password-reset', { email });
}

/** Sets the new password from the link's token; the server signs this browser in and everyone else out. */
export function confirmPasswordReset(input: { token: string; password: string }): Promise<User> {
  return api.post<User>('/api/password-reset/confirm', input);
}
