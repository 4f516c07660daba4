import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClassName } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { useAppConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { errorText } from '@/lib/error-text';
import { useUsage } from '@/lib/usage';
import { BrandMark } from './brand-mark';
import { InstallButton } from './install-button';
import { LanguageSwitcher } from './language-switcher';
import styles from './header.module.css';

export interface HeaderProps {
  /** Content before the brand, e.g. the chat page's history button. */
  leading?: ReactNode;
}

export function Header({ leading }: HeaderProps) {
  const { t } = useTranslation('common');
  const { user, isLoading, logout } = useSession();
  const { emailEnabled } = useAppConfig();
  const navigate = useNavigate();
  const { toast } = useToast();
  const isGuest = !isLoading && !user;
  const usage = useUsage({ enabled: isGuest });

  async function onLogout() {
    try {
      await logout();
      navigate(paths.auth.getHref());
    } catch (error) {
      toast({
        title: t('header.logoutFailed'),
        description: errorText(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {leading}
        <Link to={paths.home.getHref()} className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandText}>{t('brand.name')}</span>
        </Link>
        <div className={styles.spacer} />
        <InstallButton />
        <LanguageSwitcher />
        {user ? (
          <div className={styles.account}>
            <Avatar name={user.name || t('header.userFallback')} photoUrl={user.photoUrl} />
            <span className={styles.userName}>{user.name || t('header.userFallback')}</span>
            {user.emailVerified === false && emailEnabled ? (
              <Link to={paths.verifyEmail.getHref()} className={styles.hint}>
                {t('header.verifyEmail')}
              </Link>
            ) : null}
            <Button variant="ghost" size="icon" onClick={onLogout} aria-label={t('header.logout')} title={t('header.logout')}>
              <LogoutIcon />
            </Button>
          </div>
        ) : isGuest ? (
          <div className={styles.account}>
            {usage.data ? (
              <span className={styles.usage} data-testid="message-count">
                {usage.data.enabled
                  ? t('header.messagesUsedOfLimit', { used: usage.data.used, limit: usage.data.limit })
                  : t('header.messagesUsed', { count: usage.data.used })}
              </span>
            ) : null}
            <span className={styles.hint}>{t('header.signInHint')}</span>
            <Link to={paths.auth.getHref()} className={buttonClassName({ size: 'sm', className: styles.signIn })}>
              {t('header.signIn')}
            </Link>
          </div>
        ) : null}
      </div>
    </header>
  );
}
