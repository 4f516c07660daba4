import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ArchiveIcon, MoreIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';
import { Menu } from '@/components/ui/menu';
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

/** The signed-in user's conversations, each with a menu to rename, archive or delete it. */
export function HistoryList({ ownerId, activeSessionId, onNavigate }: { ownerId: string; activeSessionId: string; onNavigate: () => void }) {
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
            // Only conversations inactive for over 30 days are archived: say so when there were none.
            onSuccess: ({ archived }) => toast({ title: archived > 0 ? t('archivedOld') : t('archivedNone') }),
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
  const title = session.title || t('untitled');

  return (
    <li className={styles.row}>
      <NavLink
        to={paths.chat.getHref(session.sessionId)}
        className={styles.link}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowTime}>{formatRelativeTime(session.lastMessageAt, { locale: language, never: t('never') })}</span>
      </NavLink>
      <Menu
        label={t('rowMenu', { title })}
        trigger={<MoreIcon />}
        disabled={disabled}
        items={[
          { label: t('rename'), icon: <PencilIcon />, onSelect: onRename },
          { label: t('archive'), icon: <ArchiveIcon />, onSelect: onArchive },
          { label: t('delete'), icon: <TrashIcon />, onSelect: onDelete, destructive: true },
        ]}
      />
    </li>
  );
}
