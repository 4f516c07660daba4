import { useCallback, useEffect, useRef, useState } from 'react';
import { speechLanguageFor } from '@/lib/speech';
import { track } from '@/lib/track';

export type VoiceInputState = 'idle' | 'initializing' | 'listening';

// The parts of the Web Speech API we use (not in TypeScript's DOM library).
interface SpeechRecognitionAlternativeLike {
  transcript: string;
}
interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechRecognitionAlternativeLike;
}
interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: SpeechRecognitionResultLike };
}
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export function getSpeechRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidate = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition ?? null;
}

// idle → initializing (about 1 s) → listening.
export const initializingDelayMs = 1000;

/**
 * Dictation through the browser's speech recognition: idle → initializing → listening, stoppable.
 * Errors and missing support are only tracked, never shown; the button is hidden when unsupported.
 */
export function useVoiceInput({ language, onTranscript }: { language: string; onTranscript: (text: string) => void }) {
  const [state, setState] = useState<VoiceInputState>('idle');
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const onTranscriptRef = useRef(onTranscript);
  onTranscriptRef.current = onTranscript;
  const isSupported = getSpeechRecognition() !== null;

  const cleanUp = useCallback(() => {
    window.clearTimeout(timerRef.current);
    recognitionRef.current = null;
    setState('idle');
  }, []);

  const stop = useCallback(() => {
    recognitionRef.current?.stop();
    cleanUp();
  }, [cleanUp]);

  const start = useCallback(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      track('app_error', { error_type: 'voice_unsupported', error_message: 'Speech recognition is not supported' });
      return;
    }
    if (recognitionRef.current) return;
    const recognition = new Recognition();
    const lang = speechLanguageFor(language);
    recognition.lang = lang;
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognitionRef.current = recognition;
    setState('initializing');
    const startedAt = Date.now();

    recognition.onstart = () => {
      // Show "initializing" for about a second so the user knows to wait before speaking.
      const remaining = Math.max(0, initializingDelayMs - (Date.now() - startedAt));
      timerRef.current = window.setTimeout(() => {
        if (recognitionRef.current === recognition) setState('listening');
      }, remaining);
    };
    recognition.onresult = (event) => {
      let transcript = '';
      for (let index = 0; index < event.results.length; index += 1) {
        transcript += event.results[index]?.[0]?.transcript ?? '';
      }
      transcript = transcript.trim();
      if (!transcript) return;
      onTranscriptRef.current(transcript);
      const last = event.results[event.results.length - 1];
      if (last?.isFinal) track('voice_input_used', { text_length: transcript.length, language: lang });
    };
    recognition.onerror = (event) => {
      track('app_error', { error_type: 'voice_recognition', error_message: event.error });
      if (recognitionRef.current === recognition) cleanUp();
    };
    recognition.onend = () => {
      if (recognitionRef.current === recognition) cleanUp();
    };
    try {
      recognition.start();
    } catch (error) {
      track('app_error', { error_type: 'voice_recognition', error_message: error instanceof Error ? error.message : String(error) });
      cleanUp();
    }
  }, [language, cleanUp]);

  useEffect(
    () => () => {
      window.clearTimeout(timerRef.current);
      recognitionRef.current?.abort();
    },
    [],
  );

  return { state, isSupported, start, stop };
}
