import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon, CheckIcon, CopyIcon, OfflineIcon, SpeakerIcon, StopIcon, ThumbsDownIcon, ThumbsUpIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import type { ChatMessageDto } from '@quran-assistant/api/contract';
import { normaliseLanguage } from '@/lib/i18n';
import { useSendAnswerRating, type AnswerRating } from '../api/send-answer-rating';
import { useCopyFeedback } from '../hooks/use-copy-feedback';
import type { useReadAloud } from '@/hooks/use-read-aloud';
import { toPlainText } from '../lib/markdown-light';
import { MarkdownContent } from './markdown-content';
import styles from './message.module.css';
import { VerseCard, verseAnchorId } from './verse-card';

const banglaScript = /[\u0980-\u09FF]/;

/** A question kept on the device: waiting for the network, being sent from another tab, or refused by the server. */
export interface QueuedBubble {
  state: 'queued' | 'sending' | 'failed';
  /** Why the server refused it, in the UI language. */
  reason?: string;
  onCancel: () => void;
}

export interface MessageItemProps {
  message: ChatMessageDto;
  readAloud: ReturnType<typeof useReadAloud>;
  /** Shared view: no rating (the reader does not own the conversation). */
  readOnly?: boolean;
  streaming?: boolean;
  queued?: QueuedBubble;
}

export function MessageItem({ message, readAloud, readOnly = false, streaming = false, queued }: MessageItemProps) {
  const { t, i18n } = useTranslation('chat');
  const { toast } = useToast();
  const onCopyError = () => toast({ title: t('errors.title'), description: t('errors.copyFailed'), variant: 'destructive' });
  const { copied, copy } = useCopyFeedback({ onError: onCopyError });
  const rating = useSendAnswerRating();
  const [rated, setRated] = useState<AnswerRating | null>(null);

  if (message.role === 'user') {
    return (
      <li className={`${styles.message} ${styles.user}`} data-queue-state={queued?.state}>
        <span className="visually-hidden">{t('messages.you')}:</span>
        <div className={styles.userBubble}>{message.content}</div>
        {queued ? (
          <p className={styles.queueNote} role="status">
            {queued.state === 'failed' ? <AlertIcon /> : <OfflineIcon />}
            <span>
              {queued.state === 'failed' ? t('queue.failed', { reason: queued.reason }) : t(queued.state === 'sending' ? 'queue.sending' : 'queue.waiting')}
            </span>
            {queued.state !== 'sending' ? (
              <Button variant="ghost" size="sm" onClick={queued.onCancel}>
                {queued.state === 'failed' ? t('queue.remove') : t('queue.cancel')}
              </Button>
            ) : null}
          </p>
        ) : null}
      </li>
    );
  }

  const plainText = toPlainText(message.content);
  const answerLanguage = banglaScript.test(message.content) ? 'bn' : normaliseLanguage(i18n.resolvedLanguage);
  const isLocal = message.id.startsWith('local-');
  const citations = message.citations ?? [];

  function rate(value: AnswerRating) {
    if (rated || isLocal) return;
    setRated(value);
    rating.mutate(
      { messageId: message.id, sessionId: message.sessionId, rating: value },
      {
        onSuccess: () => toast({ title: t('actions.thanks') }),
        onError: () => {
          setRated(null);
          toast({ title: t('errors.title'), description: t('errors.feedbackFailed'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <li className={`${styles.message} ${styles.assistant}`} aria-busy={streaming || undefined}>
      <span className="visually-hidden">{t('messages.assistant')}:</span>
      {message.content ? (
        <MarkdownContent content={message.content} />
      ) : (
        <p className={styles.thinking} role="status">
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('messages.thinking')}
        </p>
      )}
      {message.interrupted ? <p className={styles.interrupted}>{t('messages.interrupted')}</p> : null}
      {citations.length > 0 ? (
        <section className={styles.verses} aria-label={t('verses.heading')}>
          <h2 className={styles.versesHeading}>{t('verses.heading')}</h2>
          {citations.map((citation) => {
            const id = `${message.id}:${citation.key}`;
            return (
              <VerseCard
                key={citation.key}
                citation={citation}
                anchorId={verseAnchorId(message.id, citation.key)}
                speaking={readAloud.speakingId === id}
                canReadAloud={readAloud.isSupported}
                onToggleReadAloud={(text, language) => readAloud.toggle(id, text, language)}
                onCopyError={onCopyError}
              />
            );
          })}
        </section>
      ) : null}
      {!streaming && message.content ? (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void copy(plainText)}
            aria-label={copied ? t('actions.copied') : t('actions.copy')}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
            <span aria-hidden="true">{copied ? t('actions.copied') : t('actions.copy')}</span>
          </Button>
          {readAloud.isSupported ? (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={readAloud.speakingId === message.id}
              onClick={() => readAloud.toggle(message.id, plainText, answerLanguage)}
            >
              {readAloud.speakingId === message.id ? <StopIcon /> : <SpeakerIcon />}
              <span>{readAloud.speakingId === message.id ? t('actions.stopReading') : t('actions.readAloud')}</span>
            </Button>
          ) : null}
          {!readOnly && !isLocal ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('actions.helpful')}
                aria-pressed={rated === 'positive'}
                disabled={rated !== null}
                onClick={() => rate('positive')}
              >
                <ThumbsUpIcon />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('actions.notHelpful')}
                aria-pressed={rated === 'negative'}
                disabled={rated !== null}
                onClick={() => rate('negative')}
              >
                <ThumbsDownIcon />
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
