/** The eight-pointed star of the brand, drawn inline so it needs no asset request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect x="12" y="12" width="40" height="40" rx="4" fill="currentColor" />
      <rect x="12" y="12" width="40" height="40" rx="4" fill="currentColor" transform="rotate(45 32 32)" />
      <circle cx="32" cy="32" r="11" fill="var(--color-surface)" />
      <path d="M36 26a8 8 0 1 0 0 12 6.5 6.5 0 1 1 0-12z" fill="currentColor" />
    </svg>
  );
}
