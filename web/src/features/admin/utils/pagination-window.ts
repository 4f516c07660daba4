/** The users table shows a window of up to 5 page buttons. */
export const maxPageButtons = 5;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page numbers (1-based) to show as buttons: up to `size` consecutive pages,
 * centred on the current page where possible and shifted at either end.
 */
export function paginationWindow(currentPage: number, totalPages: number, size = maxPageButtons): number[] {
  const pages = Math.max(1, Math.floor(totalPages));
  const count = Math.min(size, pages);
  const current = Math.min(Math.max(1, Math.floor(currentPage)), pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
