import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessageDto } from '@quran-assistant/api/contract';
import { useReadAloud } from '@/hooks/use-read-aloud';
import { MessageItem, type QueuedBubble } from './message-item';
import styles from './message.module.css';

export interface MessageListProps {
  messages: ChatMessageDto[];
  /** Id of the answer being streamed, if any. */
  streamingMessageId?: string | null;
  readOnly?: boolean;
  /** Questions kept on the device until they can be sent, by message id. */
  queued?: ReadonlyMap<string, QueuedBubble>;
}

/** The conversation, oldest first; follows new content while the reader is near the bottom. */
export function MessageList({ messages, streamingMessageId = null, readOnly = false, queued }: MessageListProps) {
  const { t } = useTranslation('chat');
  const readAloud = useReadAloud();
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  const lastLength = last ? last.content.length + (last.citations?.length ?? 0) : 0;

  useEffect(() => {
    const end = endRef.current;
    if (!end || typeof end.scrollIntoView !== 'function') return;
    const distanceFromBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
    if (distanceFromBottom < 400 || last?.role === 'user') end.scrollIntoView({ block: 'end' });
  }, [messages.length, lastLength, last?.role]);

  return (
    <>
      <ol className={styles.list} aria-label={t('messages.listLabel')}>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            readAloud={readAloud}
            readOnly={readOnly}
            streaming={message.id === streamingMessageId}
            queued={queued?.get(message.id)}
          />
        ))}
      </ol>
      <div ref={endRef} />
    </>
  );
}
