// The login throttle's counts (auth/login-throttle.ts), shared by every instance. Keys are keyed
// hashes (HMAC with the session secret): no address or email is stored in the clear.

/** `login_pairs`: failures of one account from one address, and the latest. */
export interface LoginPairsTable {
  key: string;
  failures: number;
  /** epoch ms */
  last_failure_at: number;
}

/** `login_failures`: one row per failed sign-in, under the address and (from an unknown address) the account. */
export interface LoginFailuresTable {
  key: string;
  /** epoch ms */
  failed_at: number;
}

/** `login_known_addresses`: addresses that signed in to an account, its most recent few. */
export interface LoginKnownAddressesTable {
  account: string;
  address: string;
  /** epoch ms */
  signed_in_at: number;
}
