/**
 * How many pages a server-paged list fills (issue #10: "every list is paged on the server"):
 * at least one, so an empty list still reads "Page 1 of 1" and Next stays disabled. A total
 * or page size that is not a positive number counts as one page rather than breaking the pager.
 */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize < 1) return 1;
  return Math.max(1, Math.ceil(total / Math.floor(pageSize)));
}

/** What a paged list shows right now: loading, failed with its message, or a page of rows. */
export type PagedListView<Item> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly items: readonly Item[];
      readonly total: number;
      /** How many pages the rows fill; at least one. */
      readonly pages: number;
    };
