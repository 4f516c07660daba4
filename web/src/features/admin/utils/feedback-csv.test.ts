import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from '../api/get-admin-feedback';
import { csvCell, feedbackToCsv } from './feedback-csv';

const item = (overrides: Partial<FeedbackItem>): FeedbackItem => ({
  id: 'f1',
  userId: null,
  type: 'contact',
  status: 'new',
  message: 'Salaam',
  rating: null,
  createdAt: '2025-04-01T10:00:00.000Z',
  updatedAt: '2025-04-01T10:00:00.000Z',
  response: null,
  name: null,
  email: null,
  sessionId: null,
  messageId: null,
  ...overrides,
});

describe('feedback CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('writes a header and one row per item, keeping Bangla text intact', () => {
    const csv = feedbackToCsv([
      item({ id: 'a', type: 'bug-report', rating: 'negative', message: 'উত্তর, ধীর', email: 'x@example.test' }),
      item({ id: 'b', status: 'reviewed', response: 'Thanks' }),
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,type,status,rating,name,email,user_id,session_id,message,response');
    expect(lines[1]).toBe('a,2025-04-01T10:00:00.000Z,bug-report,new,negative,,x@example.test,,,"উত্তর, ধীর",');
    expect(lines[2]).toBe('b,2025-04-01T10:00:00.000Z,contact,reviewed,,,,,,Salaam,Thanks');
    expect(lines).toHaveLength(3);
  });
});
