import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import { AuthSidePanel } from '../components/auth-side-panel';
import { EmailAuthForm } from '../components/email-auth-form';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { useAuth } from '../hooks/use-auth';
import styles from '../components/auth.module.css';

export function AuthPage() {
  const { t } = useTranslation('auth');
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  useDocumentHead({ title: t('meta.title'), description: t('meta.description'), noIndex: true });

  // Every way of signing in ends here: once the server knows the user, go home.
  useEffect(() => {
    if (user) navigate(paths.home.getHref(), { replace: true });
  }, [user, navigate]);

  return (
    <>
      <Header />
      <main className={styles.page} id="main-content" tabIndex={-1}>
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="auth-heading">
            <h1 id="auth-heading" className={styles.heading}>
              {t('welcome.heading')}
            </h1>
            <p className={styles.subheading}>{t('welcome.subheading')}</p>
            {isLoading ? (
              <div className={styles.loading}>
                <Spinner label={t('loading')} />
              </div>
            ) : (
              <>
                <GoogleSignInButton />
                <p className={styles.hint}>{t('welcome.hint')}</p>
                <div className={styles.divider} role="separator">
                  <span>{t('email.divider')}</span>
                </div>
                <EmailAuthForm onSignedIn={() => navigate(paths.home.getHref(), { replace: true })} />
              </>
            )}
            <p className={styles.legal}>
              {t('welcome.legalPrefix')} <Link to={paths.terms.getHref()}>{t('welcome.terms')}</Link> {t('welcome.legalJoin')}{' '}
              <Link to={paths.privacy.getHref()}>{t('welcome.privacy')}</Link>
              {t('welcome.legalSuffix')}
            </p>
          </section>
          <AuthSidePanel />
        </div>
      </main>
      <Footer compact />
    </>
  );
}
