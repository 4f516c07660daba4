const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;

export interface RelativeTimeOptions {
  /** BCP 47 language of the UI, e.g. 'en' or 'bn'. */
  locale: string;
  /** Shown when there is no date at all, e.g. 'Never'. */
  never: string;
  now?: Date;
}

/**
 * When something happened, for every list of the app (history, admin): seconds under a minute,
 * minutes under an hour, hours under a day, days under a week, otherwise a short date. A missing
 * or unreadable date shows the `never` text.
 */
export function formatRelativeTime(value: string | number | Date | null | undefined, options: RelativeTimeOptions): string {
  if (value === null || value === undefined || value === '') return options.never;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return options.never;
  const now = options.now ?? new Date();
  // Clocks drift: a date slightly in the future reads as "now" rather than "in 3 seconds".
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const relative = new Intl.RelativeTimeFormat(options.locale, { numeric: 'always', style: 'long' });
  if (elapsed < minute) return relative.format(-Math.floor(elapsed / second), 'second');
  if (elapsed < hour) return relative.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return relative.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < week) return relative.format(-Math.floor(elapsed / day), 'day');
  return formatShortDate(date, options.locale);
}

/** A short calendar date such as "Apr 1, 2025". */
export function formatShortDate(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
