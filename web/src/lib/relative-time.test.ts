import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatShortDate } from './relative-time';

const now = new Date('2025-04-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const en = { locale: 'en', never: 'Never', now };

describe('formatRelativeTime', () => {
  it('shows Never when there is no date or it cannot be read', () => {
    expect(formatRelativeTime(null, en)).toBe('Never');
    expect(formatRelativeTime(undefined, en)).toBe('Never');
    expect(formatRelativeTime('', en)).toBe('Never');
    expect(formatRelativeTime('not a date', en)).toBe('Never');
  });

  it('uses seconds under a minute, minutes under an hour, hours under a day, days under a week', () => {
    expect(formatRelativeTime(ago(0), en)).toBe('0 seconds ago');
    expect(formatRelativeTime(ago(59_000), en)).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(60_000), en)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * 60_000 + 59_000), en)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(60 * 60_000), en)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3_600_000 + 59 * 60_000), en)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), en)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * 86_400_000 + 23 * 3_600_000), en)).toBe('6 days ago');
  });

  it('falls back to a short date from a week on', () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), en)).toBe('Apr 3, 2025');
    expect(formatRelativeTime('2024-12-25T08:00:00Z', en)).toBe('Dec 25, 2024');
  });

  it('reads a date slightly in the future as now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), en)).toBe('0 seconds ago');
  });

  it('follows the UI language', () => {
    const bangla = formatRelativeTime(ago(3 * 60_000), { locale: 'bn', never: 'কখনো নয়', now });
    expect(bangla).toMatch(/৩/);
    expect(bangla).not.toMatch(/minute/);
  });
});

describe('formatShortDate', () => {
  it('formats a medium date and gives nothing for an unreadable one', () => {
    expect(formatShortDate('2025-04-01T10:00:00Z', 'en')).toBe('Apr 1, 2025');
    expect(formatShortDate('nope', 'en')).toBe('');
  });
});
