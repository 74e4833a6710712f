import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  NO_FILTERS,
  selectIsDeleting,
  selectLibraryView,
  selectPendingDelete,
  type LibraryFilters,
} from '@/application/resources/library.machine';
import type { LibraryScope, ResourceSummary } from '@/application/resources/ports';
import { resourceHref, setAsHomeworkHref } from '@/application/resources/resourceLinks';
import { languageName } from '@/domain/catalog/languages';
import { CEFR_LEVELS, CEFR_SUBLEVELS, audienceLabel } from '@/domain/catalog/levels';
import { textStyleLabel } from '@/domain/catalog/textStyles';
import { writtenByLabel } from '@/domain/resource/writtenBy';
import { TEACHER_HOME_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { usePrivileges } from '@/ui/app/usePrivileges';
import { FormAlert } from '@/ui/components/FormAlert';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { ConfirmDialog } from './ConfirmDialog';
import './library.css';
import { Pager } from '@/ui/components/Pager';
import { LanguageFilter } from '@/ui/components/LanguageFilter';

const TITLES: Readonly<Record<LibraryScope, string>> = {
  private: 'My resources',
  public: 'Shared resources',
};

const LEADS: Readonly<Record<LibraryScope, string>> = {
  private: 'Every resource you have made, finished or not. Share one by making it public.',
  public: 'Finished resources that teachers have made public, ready to use with your classes.',
};

/** Level filter choices: a band also finds its sublevels (A2 finds A2.1 and A2.2). */
const LEVEL_OPTIONS = [...CEFR_LEVELS, ...CEFR_SUBLEVELS].sort();

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

function hasFilters(filters: LibraryFilters): boolean {
  return filters.search.trim() !== '' || filters.language !== '' || filters.level !== '';
}

/**
 * `/private_resources` ("My resources") and `/public_resources` ("Shared resources"), issue #4
 * Library: search by name or hashtag, language and level filters, pages of results, and for
 * the owner the visibility toggle (spec §4 PUBLIC ⇄ PRIVATE) and Delete with a confirmation.
 * Who sees what is the server's decision: this page only asks for a scope.
 */
export function LibraryPage({ scope }: { readonly scope: LibraryScope }) {
  // One machine a scope: switching between the two libraries starts the other afresh.
  return <Library key={scope} scope={scope} />;
}

function Library({ scope }: { readonly scope: LibraryScope }) {
  const title = TITLES[scope];
  usePageTitle(title);
  const { resources } = useServices();
  const actor = useActorRef(resources.library, { input: { scope } });
  const load = useSelector(actor, selectLibraryView);
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const page = useSelector(actor, (snapshot) => snapshot.context.page);
  const busyRow = useSelector(actor, (snapshot) => snapshot.context.busyRow);
  const actionError = useSelector(actor, (snapshot) => snapshot.context.actionError);
  const deleting = useSelector(actor, selectIsDeleting);
  const pendingDelete = useSelector(actor, selectPendingDelete);
  const [search, setSearch] = useState('');
  // Issue #13: only a plan with the shared area (a department's) offers sharing with it.
  const canShareWithDepartment = usePrivileges().sharedArea;

  const filter = (next: LibraryFilters) => actor.send({ type: 'user.filter', filters: next });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter({ ...filters, search });
  };

  const clearFilters = () => {
    setSearch('');
    filter(NO_FILTERS);
  };

  const toggleVisibility = (row: ResourceSummary) =>
    actor.send({
      type: 'user.setVisibility',
      id: row.id,
      visibility: row.visibility === 'PUBLIC' ? 'PRIVATE' : 'PUBLIC',
    });

  const pages = load.status === 'loaded' ? load.pages : 1;

  return (
    <section className="page library-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page-lead">{LEADS[scope]}</p>

      <div className="library-filters">
        <form role="search" aria-label={`Search ${title.toLowerCase()}`} onSubmit={onSearch}>
          <label htmlFor="library-search">Name or #hashtag</label>
          <div className="library-search-row">
            <input
              id="library-search"
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </form>
        <LanguageFilter
          id="library-language"
          value={filters.language}
          onChange={(language) => filter({ ...filters, language })}
        />
        <div className="library-filter">
          <label htmlFor="library-level">Level</label>
          <select
            id="library-level"
            value={filters.level}
            onChange={(event) => filter({ ...filters, level: event.target.value })}
          >
            <option value="">Any level</option>
            {LEVEL_OPTIONS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
      </div>

      <FormAlert message={actionError} />

      {load.status === 'loading' && (
        <p role="status" className="page-status">
          Loading resources…
        </p>
      )}

      {load.status === 'failed' && (
        <ListLoadFailed
          className="library-failed"
          message={`The resources could not be loaded: ${load.message}`}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}

      {load.status === 'loaded' && load.items.length === 0 && (
        <div className="library-empty" role="status">
          {hasFilters(filters) ? (
            <>
              <p>No resources match your search.</p>
              <button type="button" className="button" onClick={clearFilters}>
                Clear the search
              </button>
            </>
          ) : (
            <>
              <p>
                {scope === 'private'
                  ? 'You have not made any resources yet.'
                  : 'No teacher has shared a resource yet.'}
              </p>
              <p>
                <Link to={TEACHER_HOME_PATH}>Create a resource on Home</Link>
              </p>
            </>
          )}
        </div>
      )}

      {load.status === 'loaded' && load.items.length > 0 && (
        <>
          <p className="library-count" role="status">
            {load.total === 1 ? '1 resource' : `${load.total} resources`}
          </p>
          <div className="library-table-wrap">
            <table className="library-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Languages</th>
                  <th scope="col">Level</th>
                  <th scope="col">Type</th>
                  <th scope="col">Updated</th>
                  <th scope="col">Visibility</th>
                  {scope === 'private' && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {load.items.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to={resourceHref(row)}>{row.name}</Link>
                      {row.status === 'draft' && <span className="library-badge">Draft</span>}
                      {row.hashtags.length > 0 && (
                        <span className="library-tags">
                          {row.hashtags.map((tag) => `#${tag}`).join(' ')}
                        </span>
                      )}
                      {!row.owner && <span className="library-owner">by {row.ownerName}</span>}
                      <span className="library-writer">{writtenByLabel(row.writtenBy)}</span>
                    </th>
                    <td data-label="Languages">
                      {languageName(row.language.target)} for {languageName(row.language.native)}{' '}
                      speakers
                    </td>
                    <td data-label="Level">{audienceLabel(row.level)}</td>
                    <td data-label="Type">
                      {textStyleLabel(row.resourceType) ?? row.resourceType}
                    </td>
                    <td data-label="Updated">
                      <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>
                    </td>
                    <td data-label="Visibility">
                      {row.visibility === 'PUBLIC' ? 'Public' : 'Private'}
                    </td>
                    {scope === 'private' && (
                      <td className="library-actions" data-label="Actions">
                        {row.owner && (
                          <>
                            <button
                              type="button"
                              className="button button-quiet"
                              disabled={busyRow === row.id}
                              aria-label={`Make ${row.name} ${row.visibility === 'PUBLIC' ? 'private' : 'public'}`}
                              onClick={() => toggleVisibility(row)}
                            >
                              {row.visibility === 'PUBLIC' ? 'Make private' : 'Make public'}
                            </button>
                            {canShareWithDepartment && (
                              <button
                                type="button"
                                className="button button-quiet"
                                disabled={busyRow === row.id}
                                aria-pressed={row.sharedWithDepartment}
                                aria-label={`Share ${row.name} with my department`}
                                onClick={() =>
                                  actor.send({
                                    type: 'user.shareWithDepartment',
                                    id: row.id,
                                    shared: !row.sharedWithDepartment,
                                  })
                                }
                              >
                                Share with my department
                              </button>
                            )}
                            {row.status === 'ready' && (
                              <Link
                                className="button button-quiet"
                                to={setAsHomeworkHref(row.id)}
                                aria-label={`Set ${row.name} as homework`}
                              >
                                Set as homework
                              </Link>
                            )}
                            <button
                              type="button"
                              className="button button-quiet"
                              aria-label={`Delete ${row.name}`}
                              onClick={() => actor.send({ type: 'user.delete', row })}
                            >
                              Delete
                            </button>
                          </>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pages={pages}
            onPage={(next) => actor.send({ type: 'user.page', page: next })}
          />
        </>
      )}

      {pendingDelete !== null && (
        <ConfirmDialog
          title={`Delete “${pendingDelete.name}”?`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={deleting}
          onConfirm={() => actor.send({ type: 'user.confirmDelete' })}
          onCancel={() => actor.send({ type: 'user.cancelDelete' })}
        >
          <p>
            The resource, its questions and its audio are deleted for good. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
