/** `guest_question_counts`: what the guest limit counts (see usage/guest-limit.ts). */
export interface GuestQuestionCountsTable {
  /** "guest:<guest id>" or "address:<keyed hash of the client's address>" (never the address itself). */
  key: string;
  /** Questions stored for this guest or from this address. */
  questions: number;
  /** epoch ms; counts idle for the guest retention period are purged. */
  last_question_at: number;
}
