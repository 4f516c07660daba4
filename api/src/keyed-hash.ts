import { createHmac } from 'node:crypto';

/**
 * How identifiers (client addresses, emails) are stored where they only need to be
 * matched: HMAC-SHA256 with the session secret, so a stored key does not give the
 * value back (addresses are few enough to try them all without the secret). The
 * purpose is part of the input, so one value hashes differently in each table.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url');
}
