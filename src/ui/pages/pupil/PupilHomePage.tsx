import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { selectPupilHomeView, type pupilHomeMachine } from '@/application/pupil/pupilHome.machine';
import type { PupilHomework } from '@/application/pupil/pupilResultsPorts';
import type { PupilHomeEntry as DomainEntry } from '@/domain/homework/pupilHome';
import { selectUser } from '@/application/session/selectors';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { formatDate } from '@/ui/pages/homework/format';
import { pupilResultHref, submitTaskHref } from './results/links';
import './results/pupil.css';

type PupilHomeActor = ActorRefFrom<typeof pupilHomeMachine>;
type PupilHomeEntry = DomainEntry<PupilHomework>;

/**
 * `/pupil/home`, where a pupil lands after signing in (spec §2, issue #11): their homework to
 * do (soonest due first, overdue said in words), in progress (how many tasks done) and finished
 * (the score). Each opens its tasks and its result screen.
 */
export function PupilHomePage() {
  usePageTitle('My homework');
  const services = useServices();
  const name = useSelector(services.session, (snapshot) => selectUser(snapshot)?.name ?? '');
  // The moment the page opened is what "overdue" is measured against.
  const [now] = useState(() => services.now?.() ?? new Date());
  const actor = useActorRef(services.pupilResults.home, { input: { now } });
  const view = useSelector(actor, selectPupilHomeView);

  return (
    <section className="page pupil-page" aria-labelledby="page-title">
      <h1 id="page-title">My homework</h1>
      <p className="page-lead">{name === '' ? 'Hello!' : `Hello, ${name}!`}</p>
      {view.status === 'loading' && (
        <p role="status" className="page-status">
          Loading...
        </p>
      )}
      {view.status === 'failed' && (
        <ListLoadFailed
          className="pupil-failed"
          message={`Your homework could not be loaded: ${view.message}`}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {view.status === 'loaded' && (
        <>
          {SECTIONS.map((section) => (
            <HomeworkSection
              key={section.id}
              id={section.id}
              title={section.title}
              empty={section.empty}
              entries={view.groups[section.group]}
              openId={view.openId}
              actor={actor}
            />
          ))}
        </>
      )}
    </section>
  );
}

function HomeworkSection({
  id,
  title,
  empty,
  entries,
  openId,
  actor,
}: {
  readonly id: string;
  readonly title: string;
  readonly empty: string;
  readonly entries: readonly PupilHomeEntry[];
  readonly openId: number | null;
  readonly actor: PupilHomeActor;
}) {
  const headingId = `${id}-title`;
  return (
    <section className="pupil-section" aria-labelledby={headingId} data-tour={`pupil-${id}`}>
      <h2 id={headingId}>
        {title} <span className="pupil-count">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="page-status">{empty}</p>
      ) : (
        <ul className="pupil-homework-list">
          {entries.map((entry) => (
            <HomeworkCard
              key={entry.homework.pupilHomeworkId}
              entry={entry}
              open={openId === entry.homework.pupilHomeworkId}
              actor={actor}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the card says of the homework's state, in words (never by colour alone). */
/** The page's three sections, in reading order, each over one group of the domain's rule. */
const SECTIONS = [
  { id: 'to-do', title: 'To do', empty: 'Nothing to do: you have no new homework.', group: 'toDo' },
  {
    id: 'in-progress',
    title: 'In progress',
    empty: 'No homework in progress.',
    group: 'inProgress',
  },
  { id: 'finished', title: 'Finished', empty: 'No finished homework yet.', group: 'finished' },
] as const;

function statusText(entry: PupilHomeEntry): string {
  const { tasksDone: done, tasksTotal: total, score } = entry;
  const tasks = (n: number) => `${String(n)} ${n === 1 ? 'task' : 'tasks'}`;
  const scored = score === null ? '' : ` · score ${String(score)}%`;
  if (entry.closed && done < total)
    return `Closed by your teacher · ${String(done)} of ${tasks(total)} done${scored}`;
  if (entry.group === 'finished') return `Finished${scored}`;
  if (done > 0) return `${String(done)} of ${tasks(total)} done`;
  return `${tasks(total)} to do`;
}

function HomeworkCard({
  entry,
  open,
  actor,
}: {
  readonly entry: PupilHomeEntry;
  readonly open: boolean;
  readonly actor: PupilHomeActor;
}) {
  const { homework } = entry;
  const tasksId = `homework-${String(homework.pupilHomeworkId)}-tasks`;
  const titleId = `homework-${String(homework.pupilHomeworkId)}-title`;
  const { closed } = entry;
  return (
    <li className="pupil-homework" aria-labelledby={titleId}>
      <h3 id={titleId}>{homework.name}</h3>
      <p className="pupil-homework-meta">
        <span>
          Due {formatDate(homework.dueAt)}
          {entry.overdue && <strong className="pupil-overdue"> · Overdue</strong>}
        </span>
        <span>
          {homework.classroomName} · {homework.teacherName}
        </span>
      </p>
      <p className="pupil-homework-status">{statusText(entry)}</p>
      <div className="pupil-homework-actions">
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-label={`${open ? 'Hide tasks' : 'Show tasks'} of ${homework.name}`}
          aria-controls={tasksId}
          onClick={() =>
            actor.send({ type: 'user.toggleHomework', pupilHomeworkId: homework.pupilHomeworkId })
          }
        >
          {open ? 'Hide tasks' : 'Show tasks'}
        </button>
        <Link
          to={pupilResultHref(homework.pupilHomeworkId)}
          aria-label={`See results of ${homework.name}`}
        >
          See results
        </Link>
      </div>
      {open && (
        <ol id={tasksId} className="pupil-task-list">
          {homework.tasks.map((task) => (
            <li key={task.id}>
              {closed ? (
                <span>{task.taskName}</span>
              ) : (
                <Link to={submitTaskHref(homework.homeworkId, task.id)}>{task.taskName}</Link>
              )}{' '}
              <span className="pupil-task-state">
                {task.shown === null
                  ? '· not done yet'
                  : `· done, ${String(Math.round(task.shown.scorePercentage))}% ${
                      task.shown.testPassed ? '(passed)' : '(not passed)'
                    }`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
