import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The conversation the visitor came from (/feedback/:sessionId), when there is one. */
  sessionId?: string;
}

/** POST /api/contact stores the message as a `contact` feedback item for the admins. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const { sessionId, ...fields } = input;
  await api.post<unknown>('/api/contact', sessionId ? { ...fields, sessionId } : fields);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
