/** `chat_sessions`: one conversation, owned by a user or a guest (exactly one of the two). */
export interface ConversationsTable {
  /** The id the client chose for the conversation (the API's sessionId). */
  id: string;
  user_id: string | null;
  guest_id: string | null;
  title: string;
  /** epoch ms */
  created_at: number;
  /** epoch ms */
  last_message_at: number;
  /** epoch ms; null while the conversation is listed */
  archived_at: number | null;
}
