import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows every page when there are at most 5', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres a window of 5 on the current page', () => {
    expect(paginationWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shifts the window at either end instead of shrinking it', () => {
    expect(paginationWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });
});
