export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** `email_tokens`: one-time links sent by email; only a hash of the token is kept. */
export interface EmailTokensTable {
  /** sha256 (hex) of the token in the link. */
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  /** The address the link was sent to: it proves that address, not a later one. */
  email: string;
  /** epoch ms */
  created_at: number;
  /** epoch ms */
  expires_at: number;
}
