import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import styles from './auth.module.css';

/** The one-card page of the emailed-link steps (verify an address, reset a password). */
export function EmailLinkCard({ title, back, children }: { title: string; back: { to: string; label: string }; children: ReactNode }) {
  const headingId = useId();
  return (
    <>
      <Header />
      <main className={styles.page} id="main-content" tabIndex={-1}>
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby={headingId}>
            <h1 id={headingId} className={styles.heading}>
              {title}
            </h1>
            {children}
            <p className={styles.legal}>
              <Link to={back.to}>{back.label}</Link>
            </p>
          </section>
        </div>
      </main>
      <Footer compact />
    </>
  );
}
