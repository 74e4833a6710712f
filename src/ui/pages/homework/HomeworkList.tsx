import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  ALL_HOMEWORK,
  selectHomeworkListView,
  type HomeworkListFilters,
  type HomeworkStatusFilter,
  type homeworkListMachine,
} from '@/application/homework/homeworkList.machine';
import { languageName } from '@/domain/catalog/languages';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { classResultHref, formatDate, formatPercent } from './format';
import '../library/library.css';
import './results.css';
import { Pager } from '@/ui/components/Pager';
import { LanguageFilter } from '@/ui/components/LanguageFilter';

const STATUS_LABELS: Readonly<Record<HomeworkStatusFilter, string>> = {
  all: 'All homework',
  active: 'Active',
  completed: 'Completed',
};

const isStatus = (value: string): value is HomeworkStatusFilter => value in STATUS_LABELS;

/**
 * The teacher's homework, one row per homework and class, with the filters of spec §7 (the
 * language and academic year of the class, active or completed, a search) and pages. The
 * classroom's own list (`fixedClassroom`) leaves out the filters a classroom already fixes.
 */
export function HomeworkList({
  actor,
  label,
  fixedClassroom = false,
}: {
  readonly actor: ActorRefFrom<typeof homeworkListMachine>;
  readonly label: string;
  readonly fixedClassroom?: boolean;
}) {
  const view = useSelector(actor, selectHomeworkListView);
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const page = useSelector(actor, (snapshot) => snapshot.context.page);
  const [search, setSearch] = useState(filters.search);
  const [year, setYear] = useState(filters.year);

  const filter = (next: HomeworkListFilters) => actor.send({ type: 'user.filter', filters: next });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter({ ...filters, search, year });
  };
  const filtered =
    filters.search !== '' ||
    filters.language !== '' ||
    filters.year !== '' ||
    (!fixedClassroom && filters.status !== 'all');
  const pages = view.status === 'loaded' ? view.pages : 1;

  return (
    <>
      {!fixedClassroom && (
        <div
          className="library-filters homework-filters"
          // Marked once the list has loaded: a tour that started on the filters while the rows
          // were on their way would offer Exit on its first step (the next marks are not there).
          data-tour={view.status === 'loaded' ? 'homework-filters' : undefined}
        >
          <form role="search" aria-label={`Search ${label.toLowerCase()}`} onSubmit={onSearch}>
            <div className="library-filter">
              <label htmlFor="homework-search">Homework or class</label>
              <input
                id="homework-search"
                type="search"
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <div className="library-filter">
              <label htmlFor="homework-year">Academic year</label>
              <input
                id="homework-year"
                type="text"
                value={year}
                maxLength={40}
                placeholder="2026-27"
                onChange={(event) => setYear(event.target.value)}
              />
            </div>
            <button type="submit" className="button">
              Search
            </button>
          </form>
          <LanguageFilter
            id="homework-language"
            value={filters.language}
            onChange={(language) => filter({ ...filters, language })}
          />
          <div className="library-filter">
            <label htmlFor="homework-status">Status</label>
            <select
              id="homework-status"
              value={filters.status}
              onChange={(event) => {
                const value = event.target.value;
                if (isStatus(value)) filter({ ...filters, status: value });
              }}
            >
              {Object.entries(STATUS_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}

      {view.status === 'loading' && (
        <p role="status" className="page-status">
          Loading homework…
        </p>
      )}

      {view.status === 'failed' && (
        <ListLoadFailed
          className="library-failed"
          message={`The homework could not be loaded: ${view.message}`}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}

      {view.status === 'loaded' && view.items.length === 0 && (
        <div className="library-empty" role="status" data-tour="homework-list">
          {filtered ? (
            <>
              <p>No homework matches your search.</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setSearch('');
                  setYear('');
                  filter({ ...ALL_HOMEWORK, status: fixedClassroom ? filters.status : 'all' });
                }}
              >
                Clear the search
              </button>
            </>
          ) : (
            <p>No homework here yet.</p>
          )}
        </div>
      )}

      {view.status === 'loaded' && view.items.length > 0 && (
        <>
          <p className="library-count" role="status">
            {view.total === 1 ? '1 homework' : `${String(view.total)} homework rows`}
          </p>
          <div className="library-table-wrap">
            <table className="library-table" data-tour="homework-list">
              <caption className="visually-hidden">{label}</caption>
              <thead>
                <tr>
                  <th scope="col">Homework</th>
                  <th scope="col">Class</th>
                  <th scope="col">Due</th>
                  <th scope="col">Finished</th>
                  <th scope="col">Average score</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {view.items.map((row, index) => (
                  <tr key={`${String(row.homeworkId)}-${String(row.classroomId)}`}>
                    <th scope="row">
                      <Link
                        to={classResultHref(row.homeworkId, row.classroomId)}
                        data-tour={index === 0 ? 'homework-open' : undefined}
                      >
                        {row.homeworkName}
                        <span className="visually-hidden">, results for {row.classroomName}</span>
                      </Link>
                    </th>
                    <td data-label="Class">
                      {row.classroomName}
                      <span className="library-tags">
                        {languageName(row.language) ?? row.language}
                        {row.academicYear === null ? '' : ` · ${row.academicYear}`}
                      </span>
                    </td>
                    <td data-label="Due">
                      <time dateTime={row.dueAt}>{formatDate(row.dueAt)}</time>
                    </td>
                    <td data-label="Finished">
                      {row.pupilsFinished} of {row.pupilsTotal}
                    </td>
                    <td data-label="Average score">{formatPercent(row.averageScore)}</td>
                    <td data-label="Status">{row.completed ? 'Completed' : 'Active'}</td>
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
    </>
  );
}
