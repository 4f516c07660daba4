import { isApiError } from '@/lib/api-client';

export type SendFailure =
  | { kind: 'off_topic' }
  | { kind: 'guest_limit'; limit: number | null }
  | { kind: 'offline' }
  /** The server could not store the question or its answer (503 storage_unavailable): it was not answered. */
  | { kind: 'storage' }
  | { kind: 'service'; message: string };

/** Decides which dialog or toast a failed send leads to, by the error's code (never by its text). */
export function classifySendError(error: unknown): SendFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (isApiError(error)) {
    if (error.code === 'off_topic') return { kind: 'off_topic' };
    if (error.code === 'guest_limit') {
      const limit = error.details.limit;
      return { kind: 'guest_limit', limit: typeof limit === 'number' ? limit : null };
    }
    if (error.code === 'network_error') return { kind: 'offline' };
    if (error.code === 'storage_unavailable') return { kind: 'storage' };
    return { kind: 'service', message };
  }
  return { kind: 'service', message };
}
