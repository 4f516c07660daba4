/** `rate_limit_windows`: requests counted per client address and limited group, shared by every instance (plugins/rate-limit.ts). */
export interface RateLimitWindowsTable {
  /** A keyed hash of the plugin's key: the client address and the group of routes that share a budget. */
  key: string;
  /** Requests in the current window. */
  hits: number;
  /** epoch ms when the current window ends and the count starts again. */
  resets_at: number;
}
