import { useTranslation } from 'react-i18next';
import { useDocumentHead } from '@/lib/head';
import { InfoPageLayout, InfoSection } from './info-page-layout';
import styles from './info.module.css';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** Both legal texts were last revised on this date. */
export const legalLastUpdated = '2025-04-01';

/**
 * A legal page whose text lives in the `info` translations under `<document>`:
 * a title, meta description, an introduction and titled sections of paragraphs and lists.
 */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation('info');
  useDocumentHead({ title: t(`${document}.title`), description: t(`${document}.metaDescription`) });
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const lastUpdated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalLastUpdated}T00:00:00Z`),
  );

  return (
    <InfoPageLayout
      title={t(`${document}.title`)}
      lead={
        <>
          {t(`${document}.intro`)}
          <span className={styles.updated}>
            <time dateTime={legalLastUpdated}>{t('legal.lastUpdated', { date: lastUpdated })}</time>
          </span>
        </>
      }
    >
      {sections.map((section, index) => (
        <InfoSection key={section.title} id={`${document}-section-${index + 1}`} title={`${index + 1}. ${section.title}`}>
          {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </InfoSection>
      ))}
    </InfoPageLayout>
  );
}
