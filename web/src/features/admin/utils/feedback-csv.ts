import type { FeedbackItem } from '../api/get-admin-feedback';

const columns: Array<{ header: string; value: (item: FeedbackItem) => string }> = [
  { header: 'id', value: (item) => item.id },
  { header: 'created_at', value: (item) => item.createdAt },
  { header: 'type', value: (item) => item.type },
  { header: 'status', value: (item) => item.status },
  { header: 'rating', value: (item) => item.rating ?? '' },
  { header: 'name', value: (item) => item.name ?? '' },
  { header: 'email', value: (item) => item.email ?? '' },
  { header: 'user_id', value: (item) => item.userId ?? '' },
  { header: 'session_id', value: (item) => item.sessionId ?? '' },
  { header: 'message', value: (item) => item.message },
  { header: 'response', value: (item) => item.response ?? '' },
];

/**
 * One CSV cell (RFC 4180 quoting). Cells that a spreadsheet would run as a formula are
 * prefixed with an apostrophe, because feedback text comes from anyone on the internet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function feedbackToCsv(items: FeedbackItem[]): string {
  const lines = [columns.map((column) => column.header).join(',')];
  for (const item of items) lines.push(columns.map((column) => csvCell(column.value(item))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary object URL. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes spreadsheet apps read Bangla text as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
