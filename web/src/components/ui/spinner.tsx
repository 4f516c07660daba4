import styles from './spinner.module.css';

export function Spinner({ label, size = 20 }: { label?: string; size?: number }) {
  return (
    <span className={styles.wrapper} role={label ? 'status' : undefined}>
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
