/**
 * Paging by limit + 1, the one way a list pages: the store is asked for one row more than the page;
 * when it came there is a next page, and its cursor is made from the page's last row (signed with
 * `rt.cursors`, shared/cursor.ts).
 */
export function pageOf<T>(rows: readonly T[], limit: number): { page: T[]; last: T | undefined } {
  const page = rows.slice(0, limit);
  return { page, last: rows.length > limit ? page[page.length - 1] : undefined };
}
