/** `feedback`: bug reports, ideas, answer ratings (the thumbs) and contact messages, for the admins. */
export interface FeedbackTable {
  id: string;
  user_id: string | null;
  /** Lets one guest's later thumb replace their earlier one on the same answer. */
  guest_id: string | null;
  /** bug-report, feature-request, content-issue, answer-rating, general, contact */
  type: string;
  /** new, reviewed, action_required, implemented, fixed */
  status: string;
  message: string;
  /** positive, negative, neutral */
  rating: string | null;
  message_id: string | null;
  session_id: string | null;
  /** contact form */
  name: string | null;
  email: string | null;
  /** the team's answer */
  response: string | null;
  /** epoch ms */
  created_at: number;
  updated_at: number;
}
