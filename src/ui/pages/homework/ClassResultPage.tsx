import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  selectAttemptView,
  selectClassResultView,
  selectResultTable,
  type classResultMachine,
} from '@/application/homework/classResult.machine';
import type { AttemptDetail } from '@/application/homework/resultsPorts';
import type { Marking } from '@/domain/questions/answers';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { formatDate, formatPercent } from './format';
import { NO_CLASS_RESULT_MESSAGE } from '@/application/homework/classResult.machine';
import '../library/library.css';
import './results.css';

const TITLE = 'Classroom homework result';
const RESULTS_PATH = '/homework-result';

/**
 * `/homework-classroom-result/:homeworkId/:classroomId` (issue #10): the class's pupils × the
 * homework's tasks, each cell the attempt the pupil's own result screen shows (a pass if any,
 * else the latest), green when passed, red when not, a dash when not attempted. A cell opens
 * that attempt question by question; the table downloads as CSV.
 */
export function ClassResultPage() {
  const { homeworkId, classroomId } = useParams();
  const homework = Number(homeworkId);
  const classroom = Number(classroomId);
  if (![homework, classroom].every((n) => Number.isInteger(n) && n >= 1)) return <NoSuchResult />;
  return (
    <ClassResult
      key={`${String(homework)}-${String(classroom)}`}
      homeworkId={homework}
      classId={classroom}
    />
  );
}

/** An address whose ids are not numbers: nothing to ask the server, spec §8's message. */
function NoSuchResult() {
  usePageTitle(TITLE);
  return (
    <section className="page library-page" aria-labelledby="page-title">
      <h1 id="page-title">{TITLE}</h1>
      <p role="status" className="library-empty">
        {NO_CLASS_RESULT_MESSAGE}
      </p>
      <p>
        <Link to={RESULTS_PATH}>All homework results</Link>
      </p>
    </section>
  );
}

function ClassResult({
  homeworkId,
  classId,
}: {
  readonly homeworkId: number;
  readonly classId: number;
}) {
  usePageTitle(TITLE);
  const { homeworkResults } = useServices();
  const actor = useActorRef(homeworkResults.classResult, { input: { classId, homeworkId } });
  const view = useSelector(actor, selectClassResultView);
  usePageVisibility(actor);

  return (
    <section className="page library-page class-result-page" aria-labelledby="page-title">
      <p className="class-result-back">
        <Link to={RESULTS_PATH}>← All homework results</Link>
      </p>
      {view.status === 'loaded' ? (
        <>
          <h1 id="page-title">{view.result.homework.name}</h1>
          <p className="page-lead">
            {view.result.classroom.name} · due {formatDate(view.result.homework.dueAt)} ·{' '}
            {view.result.homework.completed ? 'Completed' : 'Active'} ·{' '}
            {view.summary.pupilsFinished} of {view.summary.pupilsTotal} finished · average{' '}
            {formatPercent(view.summary.averageScore)}
          </p>
        </>
      ) : (
        <h1 id="page-title">{TITLE}</h1>
      )}

      {view.status === 'loading' && (
        <p role="status" className="page-status">
          Loading results…
        </p>
      )}
      {view.status === 'failed' && (
        <ListLoadFailed
          className="library-failed"
          message={`The results could not be loaded: ${view.message}`}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {view.status === 'empty' && (
        <p role="status" className="library-empty">
          {view.message}
        </p>
      )}
      {view.status === 'loaded' && <ResultTableView actor={actor} />}
    </section>
  );
}

type ClassResultActor = ActorRefFrom<typeof classResultMachine>;

/**
 * Tells the machine when the tab is hidden, shown or focused: it refreshes the table only while
 * the teacher can see it, and at once when they come back to it.
 */
function usePageVisibility(actor: ClassResultActor) {
  useEffect(() => {
    const visibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
    const focus = () => actor.send({ type: 'page.focused' });
    if (document.visibilityState === 'hidden') actor.send({ type: 'page.hidden' });
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('focus', focus);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('focus', focus);
    };
  }, [actor]);
}

function ResultTableView({ actor }: { readonly actor: ClassResultActor }) {
  const table = useSelector(actor, selectResultTable);
  const openId = useSelector(actor, (s) => s.context.attemptId);
  const refreshError = useSelector(actor, (s) => s.context.refreshError);
  if (table === null) return null;
  return (
    <>
      <p className="class-result-live">
        {refreshError === null
          ? 'New attempts appear here by themselves while this page is open.'
          : `The results could not be refreshed (${refreshError}); the table shows the last ones received.`}
      </p>
      <div className="class-result-actions">
        <button
          type="button"
          className="button"
          data-tour="download-csv"
          onClick={() => actor.send({ type: 'user.downloadCsv' })}
        >
          Download CSV
        </button>
        <p className="class-result-legend" data-tour="result-legend">
          <span className="result-cell result-passed">Passed</span>
          <span className="result-cell result-failed">Not passed</span>
          <span className="result-cell result-none" aria-hidden="true">
            —
          </span>
          <span>not attempted</span>
        </p>
      </div>
      {table.rows.length === 0 ? (
        <p role="status" className="library-empty">
          No pupil has this homework yet.
        </p>
      ) : (
        // On a phone the table scrolls inside its own focusable region (arrow keys scroll it),
        // with the pupil column kept in view, so the page itself never moves sideways.
        <div
          className="class-result-wrap"
          data-tour="results-table"
          role="region"
          aria-label="Results by pupil and task"
          tabIndex={0}
        >
          <table className="class-result-table">
            <caption className="visually-hidden">
              Results by pupil and task. Choose a score to see that attempt question by question.
            </caption>
            <thead>
              <tr>
                <th scope="col">Pupil</th>
                {table.tasks.map((task) => (
                  <th key={task.id} scope="col">
                    {task.taskName}
                  </th>
                ))}
                <th scope="col">Average</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.pupil.pupilId}>
                  <th scope="row">
                    {row.pupil.name}
                    <span className="library-tags">{row.pupil.userName}</span>
                  </th>
                  {row.cells.map(({ taskId, attempt, cell }) => {
                    const task = table.tasks.find((t) => t.id === taskId);
                    return (
                      <td key={taskId}>
                        {cell.kind === 'none' || attempt === undefined ? (
                          <span className="result-cell result-none">
                            <span aria-hidden="true">—</span>
                            <span className="visually-hidden">not attempted</span>
                          </span>
                        ) : (
                          <button
                            type="button"
                            className={`result-cell result-${cell.kind}`}
                            aria-pressed={openId === attempt.id}
                            aria-label={`${row.pupil.name}, ${task?.taskName ?? ''}: ${String(cell.percent)}%, ${
                              cell.kind === 'passed' ? 'passed' : 'not passed'
                            }. Show this attempt`}
                            onClick={() =>
                              actor.send({ type: 'user.openAttempt', attemptId: attempt.id })
                            }
                          >
                            {cell.percent}%
                          </button>
                        )}
                      </td>
                    );
                  })}
                  <td>{formatPercent(row.average)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AttemptPanel actor={actor} />
    </>
  );
}

function markingText(marking: Marking, part: number): string {
  if (marking.marking === 'teacher') return 'Marked by the teacher';
  return marking.correct[part] === true ? 'Right' : 'Wrong';
}

function AttemptItems({ attempt }: { readonly attempt: AttemptDetail }) {
  return (
    <ol className="attempt-items">
      {attempt.items.map((item, index) => (
        <li key={index}>
          <p className="attempt-prompt">{item.prompt}</p>
          <dl>
            {item.expected.map((expected, part) => {
              const given = item.given[part] ?? '';
              const status = markingText(item.marking, part);
              return (
                <div
                  key={part}
                  className={`attempt-part attempt-${status === 'Right' ? 'right' : status === 'Wrong' ? 'wrong' : 'teacher'}`}
                >
                  <dt>Answered</dt>
                  <dd>{given.trim() === '' ? '(no answer)' : given}</dd>
                  <dt>{item.marking.marking === 'teacher' ? 'Model answer' : 'Right answer'}</dt>
                  <dd>{expected}</dd>
                  <dt>Marked</dt>
                  <dd>{status}</dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ol>
  );
}

function AttemptPanel({ actor }: { readonly actor: ClassResultActor }) {
  const view = useSelector(actor, selectAttemptView);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = view.status === 'shown' ? view.attempt.id : null;
  // The panel opens below the table: take the reader there, as a dialog would.
  useEffect(() => {
    if (shownId !== null) heading.current?.focus();
  }, [shownId]);
  if (view.status === 'closed') return null;
  const close = () => actor.send({ type: 'user.closeAttempt' });
  return (
    <section className="attempt-panel" aria-labelledby="attempt-title" data-tour="attempt-detail">
      {view.status === 'loading' && (
        <>
          <h2 id="attempt-title">Attempt</h2>
          <p role="status">Loading the attempt…</p>
        </>
      )}
      {view.status === 'failed' && (
        <>
          <h2 id="attempt-title">Attempt</h2>
          <FormAlert message={`The attempt could not be loaded: ${view.message}`} />
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.retry' })}
          >
            Try again
          </button>
        </>
      )}
      {view.status === 'shown' && (
        <>
          <h2 id="attempt-title" ref={heading} tabIndex={-1}>
            {view.attempt.pupil.name} · {view.attempt.task.taskName}
          </h2>
          <p>
            {view.attempt.scorePercentage}% · {view.attempt.testPassed ? 'passed' : 'not passed'}{' '}
            (pass mark {view.attempt.task.passMark}%) · sent {formatDate(view.attempt.createdAt)}
          </p>
          <AttemptItems attempt={view.attempt} />
        </>
      )}
      <button type="button" className="button button-quiet" onClick={close}>
        Close the attempt
      </button>
    </section>
  );
}
