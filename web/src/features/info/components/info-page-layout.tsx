import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import styles from './info.module.css';

export interface InfoPageLayoutProps {
  title: ReactNode;
  /** A short line under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the information pages: header, a readable column, footer. */
export function InfoPageLayout({ title, lead, children }: InfoPageLayoutProps) {
  return (
    <>
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <article className={styles.article}>
          <header className={styles.pageHeader}>
            <h1 className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </header>
          {children}
        </article>
      </main>
      <Footer />
    </>
  );
}

/** A titled section of an information page. */
export function InfoSection({ title, children, id }: { title: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
