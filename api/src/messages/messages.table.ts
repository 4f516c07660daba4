/** `messages`: the turns of a conversation. */
export interface MessagesTable {
  id: string;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  /** JSON array of citations rendered from the corpus when the answer was made; [] for user messages. */
  citations: string;
  lang: 'en' | 'bn' | 'ar';
  /** 'interrupted': the client left while the answer was streaming; the content is what was generated. */
  status: 'complete' | 'interrupted';
  user_id: string | null;
  /** epoch ms */
  created_at: number;
}
