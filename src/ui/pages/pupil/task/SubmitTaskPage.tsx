import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  selectAnswers,
  selectCanAnswer,
  selectCanSubmit,
  selectError,
  selectNotice,
  selectPhase,
  selectResult,
  selectTask,
} from '@/application/pupil/submissionSelectors';
import { selectUser } from '@/application/session/selectors';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { formatDate } from '@/ui/pages/homework/format';
import { TaskPlayer } from './TaskPlayer';
// The pass and fail colours of every result table (the teacher's and the pupil's).
import '@/ui/pages/homework/results.css';
import './submitTask.css';

const positiveId = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * `/submit_task/{homeworkId}/{taskId}` (issue #11): one homework task for the signed-in pupil.
 * The homework-submission machine loads it, keeps the answers on the device as they are given
 * and sends them; the page shows its state in words and sends the pupil's events.
 */
export function SubmitTaskPage() {
  const params = useParams();
  const homeworkId = positiveId(params.homeworkId);
  const taskId = positiveId(params.taskId);
  const { session } = useServices();
  const pupilId = useSelector(session, (snapshot) => selectUser(snapshot)?.id ?? null);
  if (homeworkId === null || taskId === null || pupilId === null) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Homework task</h1>
        <p role="alert">This address does not name a task of your homework.</p>
        <Link to="/pupil/home">Back to my homework</Link>
      </section>
    );
  }
  // A new machine for each task (the links between tasks keep this page mounted).
  return (
    <TaskAttempt
      key={`${String(pupilId)}:${String(homeworkId)}:${String(taskId)}`}
      pupilId={pupilId}
      homeworkId={homeworkId}
      taskId={taskId}
    />
  );
}

function TaskAttempt(input: {
  readonly pupilId: number;
  readonly homeworkId: number;
  readonly taskId: number;
}) {
  const { pupilTask } = useServices();
  const actor = useActorRef(pupilTask.submission, { input });
  const { homeworkId, taskId } = input;
  // The recording of a listening task, through the pupil's own task (never the resource).
  const loadTrack = useMemo(
    () => pupilTask.audio.loader(homeworkId, taskId),
    [pupilTask.audio, homeworkId, taskId],
  );
  const phase = useSelector(actor, selectPhase);
  const task = useSelector(actor, selectTask);
  const answers = useSelector(actor, selectAnswers);
  const result = useSelector(actor, selectResult);
  const error = useSelector(actor, selectError);
  const notice = useSelector(actor, selectNotice);
  const canAnswer = useSelector(actor, selectCanAnswer);
  const canSubmit = useSelector(actor, selectCanSubmit);
  usePageTitle(task?.taskName ?? 'Homework task');
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The Submit button that had the focus is gone: the keyboard goes on from the result.
    if (phase === 'marked') resultRef.current?.focus();
  }, [phase]);

  if (task === null) {
    return (
      <section className="page submit-task-page" aria-labelledby="page-title">
        <h1 id="page-title">Homework task</h1>
        {phase === 'loadFailed' ? (
          <>
            <p role="alert">{error}</p>
            <button
              type="button"
              className="button"
              onClick={() => actor.send({ type: 'user.retry' })}
            >
              Try again
            </button>{' '}
            <Link to="/pupil/home">Back to my homework</Link>
          </>
        ) : (
          <p role="status">Loading...</p>
        )}
      </section>
    );
  }

  const count = task.taskIds.length;
  const nextTaskId = task.taskIds[task.position + 1];
  const taskPath = (id: number) => `/submit_task/${String(task.homeworkId)}/${String(id)}`;
  return (
    <section className="page submit-task-page" aria-labelledby="page-title">
      <header className="submit-task-header" data-tour="task-header">
        <h1 id="page-title">{task.taskName}</h1>
        <p className="page-lead">
          {task.homeworkName} · due <time dateTime={task.dueAt}>{formatDate(task.dueAt)}</time>
        </p>
        <nav aria-label="Tasks of this homework">
          <p>
            Task {task.position + 1} of {count}
          </p>
          <ol className="submit-task-links">
            {task.taskIds.map((id, index) => (
              <li key={id}>
                {id === task.id ? (
                  <span aria-current="page">Task {index + 1}</span>
                ) : (
                  <Link to={taskPath(id)}>Task {index + 1}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </header>

      <div className="submit-task-items" data-tour="task-items">
        <TaskPlayer
          task={task}
          answers={answers}
          disabled={!canAnswer}
          loadTrack={loadTrack}
          onAnswer={(itemIndex, parts) => actor.send({ type: 'user.answer', itemIndex, parts })}
        />
      </div>

      <div className="submit-task-submit" data-tour="task-submit">
        <SubmissionState
          phase={phase}
          error={error}
          notice={notice}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
        {phase === 'marked' && result !== null ? (
          <div className="submit-task-result" role="status" tabIndex={-1} ref={resultRef}>
            <p>
              Your score:{' '}
              <strong className={result.testPassed ? 'result-passed' : 'result-failed'}>
                {result.scorePercentage}%
              </strong>{' '}
              —{' '}
              {result.testPassed
                ? 'passed'
                : `not passed yet (pass mark ${String(task.passMark)}%)`}
            </p>
            <p className="submit-task-actions">
              <Link to={`/pupil/result/${String(result.pupilHomeworkId)}`}>See your result</Link>
              <button
                type="button"
                className="button"
                onClick={() => actor.send({ type: 'user.newAttempt' })}
              >
                Try again
              </button>
              {nextTaskId === undefined ? null : <Link to={taskPath(nextTaskId)}>Next task</Link>}
            </p>
          </div>
        ) : phase === 'closed' ? null : (
          <button
            type="button"
            className="button button-primary"
            disabled={!canSubmit}
            onClick={() => actor.send({ type: 'user.submit' })}
          >
            {phase === 'sending' ? 'Sending…' : 'Submit'}
          </button>
        )}
      </div>
    </section>
  );
}

function SubmissionState({
  phase,
  error,
  notice,
  onRetry,
}: {
  readonly phase: ReturnType<typeof selectPhase>;
  readonly error: string | null;
  readonly notice: string | null;
  readonly onRetry: () => void;
}) {
  switch (phase) {
    case 'sending':
      return <p role="status">Sending your answers…</p>;
    case 'queued':
      return (
        <div role="status">
          <p>{notice}</p>
          <button type="button" className="button" onClick={onRetry}>
            Send now
          </button>
        </div>
      );
    case 'failed':
      return <p role="alert">{error}</p>;
    case 'closed':
      return (
        <p role="alert">
          {error ?? 'Your teacher has closed this homework: answers can no longer be sent.'}
        </p>
      );
    case 'editing':
      return <p role="status">Your answers are saved on this device as you go.</p>;
    default:
      return null;
  }
}
