import { describe, expect, it } from 'vitest';
import { segmentEnd } from './sentence-segments.js';

describe('segmentEnd', () => {
  it('ends a segment after the sentence and its markers, and waits while a marker may still arrive', () => {
    expect(segmentEnd('One [[2:153]]. Two', false)).toBe('One [[2:153]]. '.length);
    expect(segmentEnd('One. [[2:1', false)).toBeNull();
    expect(segmentEnd('Version 2.5 of it', false)).toBeNull();
    expect(segmentEnd('“Quoted. Still quoted” and more. Next', false)).toBe('“Quoted. Still quoted” and more. '.length);
  });
});
