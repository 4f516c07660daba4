import { describe, expect, it } from 'vitest';
import { findQuotations } from './quotations.js';

describe('findQuotations', () => {
  it('finds quoted passages of three words or more and runs of Arabic words', () => {
    const text = 'He said "be patient always" and "sabr", then الله مع الصابرين.';
    expect(findQuotations(text).map((quotation) => quotation.text)).toEqual(['be patient always', 'الله مع الصابرين']);
  });
});
