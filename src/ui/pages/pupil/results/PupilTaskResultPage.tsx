import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import {
  selectPupilAttemptView,
  type AttemptItemView,
  type PartVerdict,
} from '@/application/pupil/pupilAttempt.machine';
import { PUPIL_HOME_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { formatDate } from '@/ui/pages/homework/format';
import { positiveId, pupilResultHref } from './links';
import '../../homework/results.css';
import './pupil.css';

const TITLE = 'Task result';

/**
 * `/pupil/result/tasks/:taskId` (spec §2; the id is the attempt's, spec §3 pupilTasks[].id):
 * the attempt question by question — what was asked, the pupil's answer, the right one, right or
 * wrong in words, "check your accents" where only accents were off, and what to look at again.
 */
export function PupilTaskResultPage() {
  const { taskId } = useParams();
  const id = positiveId(taskId);
  return <PupilTaskResult key={String(id)} attemptId={id} />;
}

const VERDICT_TEXT: Record<PartVerdict, string> = {
  right: '✓ Right',
  accents: '✓ Right — check your accents',
  wrong: '✗ Not right',
  teacher: 'Your teacher will mark this',
};

function PupilTaskResult({ attemptId }: { readonly attemptId: number | null }) {
  const { pupilResults } = useServices();
  const actor = useActorRef(pupilResults.attempt, { input: { attemptId } });
  const view = useSelector(actor, selectPupilAttemptView);
  const title = view.status === 'loaded' ? view.attempt.task.taskName : TITLE;
  usePageTitle(title);
  const back =
    view.status === 'loaded' && view.pupilHomeworkId !== null
      ? { to: pupilResultHref(view.pupilHomeworkId), label: '← Back to the homework result' }
      : { to: PUPIL_HOME_PATH, label: '← My homework' };

  return (
    <section className="page pupil-page" aria-labelledby="page-title">
      <p className="pupil-back">
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1 id="page-title">{title}</h1>
      {view.status === 'missing' && (
        <p className="page-status">This address names no result to show.</p>
      )}
      {view.status === 'loading' && (
        <p role="status" className="page-status">
          Loading...
        </p>
      )}
      {view.status === 'failed' && (
        <ListLoadFailed
          className="pupil-failed"
          message={`This result could not be loaded: ${view.message}`}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {view.status === 'loaded' && (
        <>
          <p className="page-lead">
            <span className={`result-cell result-${view.attempt.testPassed ? 'passed' : 'failed'}`}>
              {view.attempt.scorePercentage}%{' '}
              {view.attempt.testPassed ? '✓ passed' : '✗ not passed'}
            </span>{' '}
            (pass mark {view.attempt.task.passMark}%) · sent {formatDate(view.attempt.createdAt)}
          </p>
          <ol className="attempt-items pupil-attempt-items">
            {view.items.map((item, index) => (
              <AttemptItem key={index} item={item} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function AttemptItem({ item }: { readonly item: AttemptItemView }) {
  return (
    <li>
      <p className="attempt-prompt">{item.prompt}</p>
      <dl>
        {item.parts.map((part, index) => (
          <div
            key={index}
            className={`attempt-part attempt-${
              part.verdict === 'wrong' ? 'wrong' : part.verdict === 'teacher' ? 'teacher' : 'right'
            }`}
          >
            <dt>Your answer</dt>
            <dd>{part.given.trim() === '' ? '(no answer)' : part.given}</dd>
            <dt>{part.verdict === 'teacher' ? 'A model answer' : 'Right answer'}</dt>
            <dd>{part.expected}</dd>
            <dt>Marked</dt>
            <dd>{VERDICT_TEXT[part.verdict]}</dd>
          </div>
        ))}
      </dl>
      {item.lookAgain !== null && (
        <p className="pupil-look-again">
          <strong>Look again:</strong> {item.lookAgain}
        </p>
      )}
    </li>
  );
}
