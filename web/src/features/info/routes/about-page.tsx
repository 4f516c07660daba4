import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useDocumentHead } from '@/lib/head';
import { paths } from '@/lib/paths';
import { InfoPageLayout, InfoSection } from '../components/info-page-layout';
import styles from '../components/info.module.css';

const steps = ['ask', 'processing', 'references', 'boundaries'] as const;

export function AboutPage() {
  const { t } = useTranslation('info');
  useDocumentHead({ title: t('about.meta.title'), description: t('about.meta.description') });
  const purposes = t('about.purpose.items', { returnObjects: true }) as string[];
  const accountFeatures = t('about.account.items', { returnObjects: true }) as string[];

  return (
    <InfoPageLayout title={t('about.title')} lead={t('about.lead')}>
      <InfoSection id="about-purpose" title={t('about.purpose.title')}>
        <p>{t('about.purpose.intro')}</p>
        <ul>
          {purposes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="about-disclaimer" title={t('about.disclaimer.title')}>
        <div className={styles.callout} role="note">
          <AlertIcon />
          <p>{t('about.disclaimer.text')}</p>
        </div>
      </InfoSection>

      <InfoSection id="about-how" title={t('about.how.title')}>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step} className={styles.step}>
              <strong className={styles.stepTitle}>{t(`about.how.${step}.title`)}</strong>
              <p className={styles.stepText}>{t(`about.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="about-account" title={t('about.account.title')}>
        <p>{t('about.account.intro')}</p>
        <ul>
          {accountFeatures.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Link to={paths.auth.getHref()} className={buttonClassName({ variant: 'secondary' })}>
          {t('about.account.cta')}
        </Link>
      </InfoSection>

      <InfoSection id="about-privacy" title={t('about.privacy.title')}>
        <p>{t('about.privacy.text')}</p>
      </InfoSection>

      <InfoSection id="about-sources" title={t('about.sources.title')}>
        <p>{t('about.sources.text')}</p>
        <ul>
          <li>
            {t('about.sources.corpusPrefix')}{' '}
            <a href="https://github.com/risan/quran-json" target="_blank" rel="noopener noreferrer">
              quran-json
            </a>{' '}
            {t('about.sources.corpusSuffix')}
          </li>
          <li>{t('about.sources.english')}</li>
          <li>{t('about.sources.bangla')}</li>
          <li>{t('about.sources.arabic')}</li>
        </ul>
        <p>
          {t('about.sources.licencePrefix')}{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
            CC BY 4.0
          </a>
          {t('about.sources.licenceSuffix')}
        </p>
      </InfoSection>

      <InfoSection id="about-more" title={t('about.more.title')}>
        <p>{t('about.more.text')}</p>
        <div className={styles.linkRow}>
          <Link to={paths.privacy.getHref()} className={buttonClassName({ variant: 'outline' })}>
            {t('about.more.privacy')}
          </Link>
          <Link to={paths.contact.getHref()} className={buttonClassName({ variant: 'outline' })}>
            {t('about.more.contact')}
          </Link>
        </div>
      </InfoSection>
    </InfoPageLayout>
  );
}
