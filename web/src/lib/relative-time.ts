/**
 * Spec §9: seconds under a minute, minutes under an hour, hours under a day, days under a week,
 * otherwise a short date; a missing date reads 'Never' (translated by the caller via `never`).
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  language: string,
  { now = Date.now(), never = 'Never' }: { now?: number; never?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return never;
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return never;
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 604800) return format.format(Math.round(seconds / 86400), 'day');
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
