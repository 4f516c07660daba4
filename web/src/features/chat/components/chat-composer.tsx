import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MicIcon, SendIcon, StopIcon } from '@/components/ui/icons';
import { useVoiceInput } from '../hooks/use-voice-input';
import { canSendMessage, maxMessageLength, questionText } from '../lib/text';
import styles from './chat-composer.module.css';

export interface ChatComposerProps {
  /** Returns whether the message was accepted, so the box is cleared only then. */
  onSend: (text: string) => Promise<boolean> | boolean;
  onStop: () => void;
  isPending: boolean;
  isStreaming: boolean;
  isOffline: boolean;
  language: string;
}

/**
 * The question box: at most 1000 characters, trimmed-empty text cannot be sent, Enter sends and
 * Shift+Enter makes a new line, nothing is sent while an answer is pending; offline, questions are kept to send later.
 */
export function ChatComposer({ onSend, onStop, isPending, isStreaming, isOffline, language }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const hintId = useId();
  const voice = useVoiceInput({ language, onTranscript: (transcript) => setText(questionText(transcript)) });
  // Offline, a question is still accepted: it waits on the device and goes out when the network returns.
  const sendable = canSendMessage(text, isPending);

  async function submit() {
    if (!sendable) return;
    if (voice.state !== 'idle') voice.stop();
    const content = text;
    const accepted = await onSend(content);
    if (accepted) setText((current) => (current === content ? '' : current));
    // A dialog the send opened (off-topic, limit) keeps focus; it hands it back here when it closes.
    if (!document.activeElement?.closest('[aria-modal="true"]')) textareaRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter and IME composition (Bangla input methods) keep typing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const voiceLabel =
    voice.state === 'idle' ? t('composer.voiceStart') : voice.state === 'initializing' ? t('composer.voiceInitializing') : t('composer.voiceStop');

  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label={t('composer.label')}>
      {isOffline ? (
        <p className={styles.offline} role="status">
          {t('composer.offline')}
        </p>
      ) : null}
      {voice.state !== 'idle' ? (
        <p className={styles.voiceStatus} role="status" data-state={voice.state}>
          <span className={styles.pulse} aria-hidden="true" />
          {voice.state === 'initializing' ? t('composer.voiceInitializing') : t('composer.voiceListening')}
        </p>
      ) : null}
      <div className={styles.box}>
        <label htmlFor={`${counterId}-input`} className="visually-hidden">
          {t('composer.label')}
        </label>
        <textarea
          id={`${counterId}-input`}
          ref={textareaRef}
          className={styles.textarea}
          value={text}
          maxLength={maxMessageLength}
          rows={2}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${counterId} ${hintId}`}
          onChange={(event) => setText(questionText(event.target.value))}
          onKeyDown={onKeyDown}
          lang={language}
        />
        <div className={styles.toolbar}>
          <span id={counterId} className={styles.counter} aria-live="off" data-full={text.length >= maxMessageLength || undefined}>
            {t('composer.counter', { count: text.length, max: maxMessageLength })}
          </span>
          <span id={hintId} className={styles.hint}>
            {t('composer.hint')}
          </span>
          <span className={styles.buttons}>
            {voice.isSupported ? (
              <Button
                variant={voice.state === 'idle' ? 'ghost' : 'secondary'}
                size="icon"
                aria-label={voiceLabel}
                aria-pressed={voice.state !== 'idle'}
                data-voice-state={voice.state}
                disabled={isPending || isOffline}
                onClick={() => (voice.state === 'idle' ? voice.start() : voice.stop())}
              >
                {voice.state === 'idle' ? <MicIcon /> : <StopIcon />}
              </Button>
            ) : null}
            {isStreaming || isPending ? (
              <Button variant="outline" size="icon" aria-label={t('composer.stop')} title={t('composer.stop')} onClick={onStop}>
                <StopIcon />
              </Button>
            ) : (
              <Button type="submit" size="icon" aria-label={t('composer.send')} title={t('composer.send')} disabled={!sendable}>
                <SendIcon />
              </Button>
            )}
          </span>
        </div>
      </div>
    </form>
  );
}
