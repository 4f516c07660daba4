import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';

// "Copied" shows for 2 seconds.
export const copiedFeedbackMs = 2000;

export function useCopyFeedback({ onError }: { onError?: (error: unknown) => void } = {}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await copyText(text);
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), copiedFeedbackMs);
      } catch (error) {
        onError?.(error);
      }
    },
    [onError],
  );
  return { copied, copy };
}
