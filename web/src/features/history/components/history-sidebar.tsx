import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ArchiveIcon, CloseIcon, MoreIcon, PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import type { ChatSessionDto as ChatSession } from '@quran-assistant/api/contract';
import { KEEP_ON_ARCHIVE_OLD } from '@quran-assistant/api/contract/limits.ts';
import { useOnlineStatus } from '@/lib/online-status';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';
import { useChatSessions } from '../api/get-chat-sessions';
import {
  useArchiveChatSession,
  useArchiveOldChatSessions,
  useDeleteChatSession,
  useRenameChatSession,
} from '../api/update-chat-sessions';
import styles from './history-sidebar.module.css';
import { RenameChatDialog } from './rename-chat-dialog';

// "Archive old" is offered only when it would archive something: above the number it keeps.
export const archiveOldThreshold = KEEP_ON_ARCHIVE_OLD;

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

  // The drawer closes with Escape and takes focus when it opens.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onOpenChange(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);

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
            <Link to={paths.auth()} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              {t('guestSignIn')}
            </Link>
          </div>
        )}
      </aside>
    </>
  );
}

function HistoryList({ ownerId, activeSessionId, onNavigate }: { ownerId: string; activeSessionId: string; onNavigate: () => void }) {
  const { t, i18n } = useTranslation('history');
  const { toast } = useToast();
  const online = useOnlineStatus();
  const sessions = useChatSessions(ownerId);
  const rename = useRenameChatSession(ownerId);
  const archive = useArchiveChatSession(ownerId);
  const remove = useDeleteChatSession(ownerId);
  const archiveOld = useArchiveOldChatSessions(ownerId);
  const [renaming, setRenaming] = useState<ChatSession | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<ChatSession | null>(null);
  const [confirmArchiveOld, setConfirmArchiveOld] = useState(false);

  function fail(description: string) {
    toast({ title: t('errorTitle'), description, variant: 'destructive' });
  }

  if (sessions.isLoading) {
    return (
      <div className={styles.state}>
        <Spinner label={t('title')} />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <p className={styles.state} role="alert">
        {t('loadError')}
      </p>
    );
  }
  const list = sessions.data ?? [];

  return (
    <>
      {!online ? <p className={styles.offline}>{t('offlineSaved')}</p> : null}
      {list.length > archiveOldThreshold ? (
        <Button variant="ghost" size="sm" className={styles.archiveOld} onClick={() => setConfirmArchiveOld(true)} disabled={!online}>
          <ArchiveIcon />
          {t('archiveOld')}
        </Button>
      ) : null}
      {list.length === 0 ? (
        <p className={styles.state}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((session) => (
            <HistoryRow
              key={session.sessionId}
              session={session}
              active={session.sessionId === activeSessionId}
              language={i18n.resolvedLanguage ?? 'en'}
              disabled={!online}
              onNavigate={onNavigate}
              onRename={() => setRenaming(session)}
              onArchive={() =>
                archive.mutate(session.sessionId, {
                  onSuccess: () => toast({ title: t('archived') }),
                  onError: () => fail(t('archiveFailed')),
                })
              }
              onDelete={() => setConfirmDelete(session)}
            />
          ))}
        </ul>
      )}
      <RenameChatDialog
        currentTitle={renaming ? renaming.title || t('untitled') : null}
        onOpenChange={(open) => !open && setRenaming(null)}
        onRename={(title) => {
          if (!renaming) return;
          rename.mutate(
            { sessionId: renaming.sessionId, title },
            { onSuccess: () => toast({ title: t('renamed') }), onError: () => fail(t('renameFailed')) },
          );
        }}
      />
      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(open) => !open && setConfirmDelete(null)}
        title={t('confirmDeleteTitle')}
        description={t('confirmDelete')}
        confirmLabel={t('delete')}
        destructive
        onConfirm={() => {
          if (!confirmDelete) return;
          remove.mutate(confirmDelete.sessionId, {
            onSuccess: () => toast({ title: t('deleted') }),
            onError: () => fail(t('deleteFailed')),
          });
        }}
      />
      <ConfirmDialog
        open={confirmArchiveOld}
        onOpenChange={setConfirmArchiveOld}
        title={t('confirmArchiveOldTitle')}
        description={t('confirmArchiveOld')}
        confirmLabel={t('archiveOld')}
        onConfirm={() =>
          archiveOld.mutate(undefined, {
            onSuccess: () => toast({ title: t('archivedOld') }),
            onError: () => fail(t('archiveFailed')),
          })
        }
      />
    </>
  );
}

function HistoryRow({
  session,
  active,
  language,
  disabled,
  onNavigate,
  onRename,
  onArchive,
  onDelete,
}: {
  session: ChatSession;
  active: boolean;
  language: string;
  disabled: boolean;
  onNavigate: () => void;
  onRename: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('history');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const title = session.title || t('untitled');

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!menuRef.current?.parentElement?.contains(event.target as Node)) setMenuOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setMenuOpen(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [menuOpen]);

  return (
    <li className={styles.row}>
      <NavLink
        to={paths.chat(session.sessionId)}
        className={styles.link}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowTime}>{formatRelativeTime(session.lastMessageAt, language, { never: t('never') })}</span>
      </NavLink>
      <div className={styles.menuWrapper}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('rowMenu', { title })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          disabled={disabled}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <MoreIcon />
        </Button>
        {menuOpen ? (
          <div ref={menuRef} role="menu" className={styles.menu}>
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setMenuOpen(false);
                onRename();
              }}
            >
              <PencilIcon />
              {t('rename')}
            </button>
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setMenuOpen(false);
                onArchive();
              }}
            >
              <ArchiveIcon />
              {t('archive')}
            </button>
            <button
              type="button"
              role="menuitem"
              className={`${styles.menuItem} ${styles.danger}`}
              onClick={() => {
                setMenuOpen(false);
                onDelete();
              }}
            >
              <TrashIcon />
              {t('delete')}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
