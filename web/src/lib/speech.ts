// Speech rate 0.8 (slow enough to follow a recitation); bn-BD for Bangla, otherwise en-US.
export const speechRate = 0.8;

export function speechLanguageFor(language: string): 'bn-BD' | 'en-US' {
  return language.toLowerCase().startsWith('bn') ? 'bn-BD' : 'en-US';
}

export function isSpeechSynthesisSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** Speaks the text, replacing whatever is being read. Resolves when reading ends or is cancelled. */
export function speak(text: string, language: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!isSpeechSynthesisSupported()) {
      reject(new Error('Speech synthesis is not supported in this browser'));
      return;
    }
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = speechRate;
    utterance.lang = speechLanguageFor(language);
    utterance.onend = () => resolve();
    utterance.onerror = (event) => {
      if (event.error === 'canceled' || event.error === 'interrupted') resolve();
      else reject(new Error(event.error));
    };
    window.speechSynthesis.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (isSpeechSynthesisSupported()) window.speechSynthesis.cancel();
}
