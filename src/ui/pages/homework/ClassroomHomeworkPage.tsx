import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { HomeworkList } from './HomeworkList';
import '../library/library.css';

const STATUSES = ['active', 'completed'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string | undefined): value is Status =>
  (STATUSES as readonly (string | undefined)[]).includes(value);

const TITLE = 'Classroom homework';

/**
 * `/classroom/homework/:id/:status` (spec §2; issue #10): one classroom's active or completed
 * homework. Any other status, or an id that is not a number, says so and asks nothing.
 */
export function ClassroomHomeworkPage() {
  const { id, status } = useParams();
  const classroomId = Number(id);
  if (!isStatus(status) || !Number.isInteger(classroomId) || classroomId < 1) return <NoSuchList />;
  // A new machine for each classroom and status: its filters start from them.
  return (
    <ClassroomHomework key={`${String(classroomId)}-${status}`} id={classroomId} status={status} />
  );
}

function NoSuchList() {
  usePageTitle(TITLE);
  return (
    <section className="page library-page" aria-labelledby="page-title">
      <h1 id="page-title">{TITLE}</h1>
      <p role="status" className="library-empty">
        There is no such list: a classroom’s homework is either active or completed.
      </p>
      <p>
        <Link to="/homework-result">All homework results</Link>
      </p>
    </section>
  );
}

function ClassroomHomework({ id, status }: { readonly id: number; readonly status: Status }) {
  const title = status === 'active' ? 'Active homework' : 'Completed homework';
  usePageTitle(title);
  const { homeworkResults } = useServices();
  const actor = useActorRef(homeworkResults.list, {
    input: { classroomId: id, filters: { status } },
  });
  const className = useSelector(actor, (s) => s.context.items[0]?.classroomName ?? null);
  const other: Status = status === 'active' ? 'completed' : 'active';
  return (
    <section className="page library-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page-lead">
        {className === null ? 'This class’s homework.' : `Homework set for ${className}.`}{' '}
        <Link to={`/classroom/homework/${String(id)}/${other}`}>See the {other} homework</Link>
      </p>
      <HomeworkList actor={actor} label={title} fixedClassroom />
    </section>
  );
}
