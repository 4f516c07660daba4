import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { CloseIcon, PlusIcon } from '@/components/ui/icons';
import { useDismiss } from '@/hooks/use-dismiss';
import { paths } from '@/lib/paths';
import { HistoryList } from './history-list';
import styles from './history-sidebar.module.css';

export interface HistorySidebarProps {
  /** The signed-in user's id; null for guests, who see a sign-in prompt instead of a list. */
  ownerId: string | null;
  activeSessionId: string;
  /** Drawer state on small screens (on large screens the panel is always shown). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNewChat: () => void;
}

export function HistorySidebar({ ownerId, activeSessionId, open, onOpenChange, onNewChat }: HistorySidebarProps) {
  const { t } = useTranslation('history');
  const panelRef = useRef<HTMLElement>(null);

  // The drawer takes focus when it opens and closes with Escape (its backdrop closes it too).
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);
  useDismiss({ open, onDismiss: () => onOpenChange(false) });

  return (
    <>
      {open ? <div className={styles.backdrop} onClick={() => onOpenChange(false)} aria-hidden="true" /> : null}
      <aside
        ref={panelRef}
        id="chat-history"
        className={`${styles.sidebar} ${open ? styles.open : ''}`}
        aria-label={t('title')}
        tabIndex={-1}
      >
        <div className={styles.top}>
          <Button
            className={styles.newChat}
            onClick={() => {
              onNewChat();
              onOpenChange(false);
            }}
          >
            <PlusIcon />
            {t('newChat')}
          </Button>
          <Button variant="ghost" size="icon" className={styles.close} onClick={() => onOpenChange(false)} aria-label={t('close')}>
            <CloseIcon />
          </Button>
        </div>
        {ownerId ? (
          <HistoryList ownerId={ownerId} activeSessionId={activeSessionId} onNavigate={() => onOpenChange(false)} />
        ) : (
          <div className={styles.guest}>
            <h2>{t('guestTitle')}</h2>
            <p>{t('guestMessage')}</p>
            <Link to={paths.auth.getHref()} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              {t('guestSignIn')}
            </Link>
          </div>
        )}
      </aside>
    </>
  );
}
