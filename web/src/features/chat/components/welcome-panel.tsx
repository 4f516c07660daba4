import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { BookIcon, CloseIcon, InfoIcon } from '@/components/ui/icons';
import styles from './welcome-panel.module.css';

export const welcomePanelStorageKey = 'hasSeenWelcomePanel';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(welcomePanelStorageKey) === 'true';
  } catch {
    return false;
  }
}

/** Dismissible (remembered under hasSeenWelcomePanel); the caller hides it once there are messages. */
export function WelcomePanel({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { t } = useTranslation('chat');
  const [dismissed, setDismissed] = useState(readDismissed);
  const suggestions = t('welcome.suggestions', { returnObjects: true }) as string[];
  const purposeItems = t('purpose.purposeItems', { returnObjects: true }) as string[];
  const limitationItems = t('purpose.limitationItems', { returnObjects: true }) as string[];

  function dismiss() {
    setDismissed(true);
    try {
      window.localStorage.setItem(welcomePanelStorageKey, 'true');
    } catch {
      // Private mode without storage: the panel simply comes back next time.
    }
  }

  return (
    <div className={styles.welcome}>
      <section className={styles.hub} aria-labelledby="knowledge-hub-heading">
        <BookIcon className={styles.hubIcon} />
        <h1 id="knowledge-hub-heading" className={styles.heading}>
          {t('welcome.heading')}
        </h1>
        <p className={styles.intro}>{t('welcome.intro')}</p>
        <h2 className={styles.suggestedHeading}>{t('welcome.suggestedHeading')}</h2>
        <ul className={styles.suggestions}>
          {suggestions.map((question) => (
            <li key={question}>
              <button type="button" className={styles.suggestion} disabled={disabled} onClick={() => onAsk(question)}>
                {question}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {dismissed ? null : (
        <section className={styles.panel} aria-labelledby="purpose-heading" data-testid="welcome-panel">
          <div className={styles.panelHeader}>
            <InfoIcon className={styles.panelIcon} />
            <h2 id="purpose-heading" className={styles.panelTitle}>
              {t('purpose.title')}
            </h2>
            <Button variant="ghost" size="icon" onClick={dismiss} aria-label={t('welcome.dismiss')}>
              <CloseIcon />
            </Button>
          </div>
          <div className={styles.columns}>
            <div>
              <h3 className={styles.subheading}>{t('purpose.purposeHeading')}</h3>
              <ul className={styles.items}>
                {purposeItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={styles.subheading}>{t('purpose.limitationsHeading')}</h3>
              <ul className={styles.items}>
                {limitationItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
