import type { ContactBody, FeedbackReceipt } from '@quran-assistant/api/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The contact form; `sessionId` is the conversation the visitor came from (/feedback/:sessionId), when there is one. */
export type ContactMessageInput = ContactBody;

/** POST /api/contact stores the message as a `contact` feedback item for the admins. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const { sessionId, ...fields } = input;
  const body: ContactBody = sessionId ? { ...fields, sessionId } : fields;
  await api.post<FeedbackReceipt>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
