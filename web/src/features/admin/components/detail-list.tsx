import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** Label and value pairs as a description list. */
export function DetailList({ rows, testId }: { rows: Array<[string, ReactNode]>; testId?: string }) {
  return (
    <dl className={styles.detailList} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
