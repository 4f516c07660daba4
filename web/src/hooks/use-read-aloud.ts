import { useCallback, useEffect, useState } from 'react';
import { isSpeechSynthesisSupported, speak, stopSpeaking } from '@/lib/speech';
import { track } from '@/lib/track';

/** Reads one text at a time aloud; `speakingId` tells which one, so its button can become "Stop". */
export function useReadAloud() {
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  useEffect(() => () => stopSpeaking(), []);

  const toggle = useCallback(
    (id: string, text: string, language: string) => {
      if (speakingId === id) {
        stopSpeaking();
        setSpeakingId(null);
        return;
      }
      setSpeakingId(id);
      track('feature_used', { feature_name: 'read_aloud', language });
      speak(text, language)
        .catch((error: unknown) =>
          track('app_error', { error_type: 'read_aloud', error_message: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => setSpeakingId((current) => (current === id ? null : current)));
    },
    [speakingId],
  );

  return { speakingId, toggle, isSupported: isSpeechSynthesisSupported() };
}
