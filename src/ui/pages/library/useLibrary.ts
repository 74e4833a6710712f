import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  LibraryQuery,
  LibraryScope,
  ResourceGateway,
  ResourceSummary,
} from '@/application/resources/ports';
import type { ResourceVisibility } from '@/domain/catalog/enumerations';
import type { LanguageCode } from '@/domain/catalog/languages';

/** Rows a page of the library shows (the server's default page size). */
export const LIBRARY_PAGE_SIZE = 20;

/** Shown when a failure carries no words of its own. */
const FALLBACK = 'Something went wrong';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : FALLBACK;

/** The filters the teacher set; empty strings mean "any". */
export interface LibraryFilters {
  /** A name, or a hashtag when it starts with `#`. */
  readonly search: string;
  readonly language: LanguageCode | '';
  readonly level: string;
}

export const NO_FILTERS: LibraryFilters = { search: '', language: '', level: '' };

/** The server query of the filters: a search starting with `#` looks for that hashtag. */
export function libraryQuery(
  scope: LibraryScope,
  filters: LibraryFilters,
  page: number,
): LibraryQuery {
  const search = filters.search.trim();
  const hashtag = search.startsWith('#') ? search.slice(1).trim() : '';
  return {
    scope,
    page,
    limit: LIBRARY_PAGE_SIZE,
    ...(search === '' ? {} : hashtag !== '' ? { hashtag } : { search }),
    ...(filters.language === '' ? {} : { language: filters.language }),
    ...(filters.level === '' ? {} : { level: filters.level }),
  };
}

export type LibraryLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'loaded';
      readonly items: readonly ResourceSummary[];
      readonly total: number;
    };

/**
 * One page of the library for the filters, reloaded when they change, and the owner's actions on
 * its rows. An answer that arrives after a newer request started is dropped.
 */
export function useLibrary(gateway: ResourceGateway, scope: LibraryScope) {
  const [filters, setFilters] = useState<LibraryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<LibraryLoad>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const request = (latest.current += 1);
    setLoad({ status: 'loading' });
    gateway.list(libraryQuery(scope, filters, page)).then(
      ({ items, total }) => {
        if (request !== latest.current) return;
        // The last row of a later page was deleted: show the page before it.
        if (items.length === 0 && page > 1) setPage((current) => Math.max(1, current - 1));
        else setLoad({ status: 'loaded', items, total });
      },
      (error: unknown) => {
        if (request === latest.current) setLoad({ status: 'failed', message: messageOf(error) });
      },
    );
  }, [gateway, scope, filters, page, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const filter = useCallback((next: LibraryFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  /** Changes a row's visibility; resolves with an error message, or null when it worked. */
  const setVisibility = useCallback(
    async (id: number, visibility: ResourceVisibility): Promise<string | null> => {
      try {
        const row = await gateway.setVisibility(id, visibility);
        setLoad((current) =>
          current.status === 'loaded'
            ? {
                ...current,
                items: current.items.map((item) =>
                  item.id === id ? { ...item, visibility: row.visibility } : item,
                ),
              }
            : current,
        );
        return null;
      } catch (error) {
        return messageOf(error);
      }
    },
    [gateway],
  );

  /** Deletes a row and reloads the page; resolves with an error message, or null. */
  const remove = useCallback(
    async (id: number): Promise<string | null> => {
      try {
        await gateway.remove(id);
        reload();
        return null;
      } catch (error) {
        return messageOf(error);
      }
    },
    [gateway, reload],
  );

  return { filters, filter, page, setPage, load, reload, setVisibility, remove };
}
