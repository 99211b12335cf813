export type PaginationEntry = number | "ellipsis";

/**
 * The page numbers to show: always the first and last page, the current one with `siblings`
 * neighbours on each side, and an ellipsis where pages are left out. An ellipsis never stands
 * for a single page (that page is shown instead), so the list keeps one length while paging.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  const total = Math.max(0, Math.floor(pageCount));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const slots = siblings * 2 + 5;
  if (total <= slots) return Array.from({ length: total }, (_, index) => index + 1);

  // after MUI's usePagination, with one boundary page at each end
  const start = Math.max(Math.min(current - siblings, total - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), total - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    start > 3 ? "ellipsis" : 2,
    ...middle,
    end < total - 2 ? "ellipsis" : total - 1,
    total,
  ];
}
