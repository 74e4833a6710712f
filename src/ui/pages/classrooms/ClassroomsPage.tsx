import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectClassroomPages } from '@/application/classrooms/classroomList.machine';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { languageName } from '@/domain/catalog/languages';
import { levelKeyLabel } from '@/domain/catalog/levels';
import { classroomHref, CREATE_CLASSROOM_PATH } from './classroomText';
import './classrooms.css';
import { Pager } from '@/ui/components/Pager';

/**
 * `/classrooms/view` (issue #10): the teacher's classrooms with their pupil and homework
 * counts, paged on the server; the archived ones on a second list, kept with their results.
 */
export function ClassroomsPage() {
  usePageTitle('Classrooms');
  const actor = useActorRef(useServices().classrooms.list);
  const state = useSelector(actor, (s) =>
    s.matches('Loading') ? 'loading' : s.matches('Failed') ? 'failed' : 'loaded',
  );
  const { items, total, page, archived, error } = useSelector(actor, (s) => s.context);
  const pages = useSelector(actor, selectClassroomPages);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{archived ? 'Archived classrooms' : 'Classrooms'}</h1>
      <p className="page-lead">
        {archived
          ? 'Classrooms you archived. Their pupils and results are kept; bring one back from its page.'
          : 'Your classes, with their pupils and homework. Open one to add pupils or print their login cards.'}
      </p>
      <div className="classrooms-actions">
        <Link
          className="button button-primary"
          to={CREATE_CLASSROOM_PATH}
          data-tour="classrooms-new"
        >
          New classroom
        </Link>
        <button
          type="button"
          className="button"
          data-tour="classrooms-archived"
          onClick={() => actor.send({ type: 'user.showArchived', archived: !archived })}
        >
          {archived ? 'Show current classrooms' : 'Show archived classrooms'}
        </button>
      </div>

      {/* One mark for the list whatever it shows, so the tour finds it for a new teacher too. */}
      <div data-tour="classrooms-list">
        {state === 'loading' && (
          <p role="status" className="page-status">
            Loading classrooms…
          </p>
        )}
        {state === 'failed' && (
          <ListLoadFailed
            className="classrooms-failed"
            message={`The classrooms could not be loaded: ${error ?? ''}`}
            onRetry={() => actor.send({ type: 'user.retry' })}
          />
        )}
        {state === 'loaded' && items.length === 0 && (
          <p role="status">
            {archived
              ? 'No archived classrooms.'
              : 'You have no classrooms yet. Make one to add pupils.'}
          </p>
        )}
        {state === 'loaded' && items.length > 0 && (
          <>
            <p role="status">{total === 1 ? '1 classroom' : `${total} classrooms`}</p>
            <div className="classrooms-table-wrap">
              <table className="classrooms-table">
                <caption className="visually-hidden">
                  {archived ? 'Archived classrooms' : 'Classrooms'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Language</th>
                    <th scope="col">Level</th>
                    <th scope="col">Academic year</th>
                    <th scope="col">Pupils</th>
                    <th scope="col">Homework</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((classroom) => (
                    <tr key={classroom.id}>
                      <th scope="row">
                        <Link to={classroomHref(classroom.id)}>{classroom.name}</Link>
                      </th>
                      <td data-label="Language">{languageName(classroom.language)}</td>
                      <td data-label="Level">{levelKeyLabel(classroom.levelKey)}</td>
                      <td data-label="Academic year">{classroom.academicYear ?? '—'}</td>
                      <td data-label="Pupils">{classroom.pupilCount}</td>
                      <td data-label="Homework">{classroom.homeworkCount}</td>
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
      </div>
    </section>
  );
}
