import './pager.css';

/**
 * Previous / next over a server-paged list, shown only when there is more than one page. The
 * list's machine owns the page: this only asks it for another one.
 */
export function Pager({
  page,
  pages,
  onPage,
  label = 'Pages',
  busy = false,
}: {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  /** Names the pager when a page has more than one list. */
  readonly label?: string;
  /** While the list is changing, another page would race it. */
  readonly busy?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
