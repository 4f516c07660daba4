import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/lib/app-config';
import styles from './registration-prompt.module.css';

/**
 * Asks a guest to sign in or register, in the flow of the conversation (it covers nothing
 * and blocks nothing), once their messages reach the admin's prompt count. Google is named
 * only where this server offers Google sign-in.
 */
export function RegistrationPrompt({ onSignIn, onDismiss }: { onSignIn: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('chat');
  const google = useAppConfig().googleClientId !== null;
  const titleId = useId();
  return (
    <section className={styles.prompt} aria-labelledby={titleId} data-testid="registration-prompt">
      <p className={styles.text}>
        <strong id={titleId} className={styles.title}>
          {t('limit.title')}
        </strong>
        {google ? t('prompt.message') : t('prompt.messageWithoutGoogle')}
      </p>
      <span className={styles.actions}>
        <Button variant="outline" size="sm" onClick={onDismiss}>
          {t('limit.later')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            onDismiss();
            onSignIn();
          }}
        >
          {google ? t('limit.continue') : t('limit.signIn')}
        </Button>
      </span>
    </section>
  );
}
