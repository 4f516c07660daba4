import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppConfig } from '@/lib/app-config';
import { paths } from '@/lib/paths';
import styles from './footer.module.css';

export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  const year = new Date().getFullYear();

  return (
    <footer className={`${styles.footer} ${compact ? styles.compact : ''}`}>
      <div className={styles.inner}>
        <p className={styles.disclaimer}>{t('footer.disclaimer')}</p>
        <p className={styles.assist}>
          <span>{t('footer.needAssistance')}</span>{' '}
          <a href={config.alternativeAssistantUrl} target="_blank" rel="noopener noreferrer">
            {t('footer.alternativeAssistant')}
          </a>
        </p>
        <nav aria-label={t('footer.navigation')} className={styles.links}>
          <Link to={paths.about.getHref()}>{t('footer.about')}</Link>
          <Link to={paths.contact.getHref()}>{t('footer.contact')}</Link>
          <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
          <Link to={paths.privacy.getHref()}>{t('footer.privacy')}</Link>
          {config.authorUrl ? (
            <a href={config.authorUrl} target="_blank" rel="noopener noreferrer">
              {config.authorName ? t('footer.authorNamed', { name: config.authorName }) : t('footer.author')}
            </a>
          ) : null}
          {config.builtWithAiUrl ? (
            <a href={config.builtWithAiUrl} target="_blank" rel="noopener noreferrer">
              {t('footer.builtWithAi')}
            </a>
          ) : null}
        </nav>
        <p className={styles.small}>{t('footer.copyright', { year })}</p>
        <p className={styles.small}>
          {t('footer.attributionPrefix')}{' '}
          <a href="https://github.com/risan/quran-json" target="_blank" rel="noopener noreferrer">
            quran-json
          </a>{' '}
          {t('footer.attributionSuffix')}{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
            CC BY 4.0
          </a>
        </p>
      </div>
    </footer>
  );
}
