import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { selectPupilResultView } from '@/application/pupil/pupilResult.machine';
import type { ResultCell } from '@/domain/homework/results';
import { PUPIL_HOME_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { positiveId, pupilTaskResultHref } from './links';
import '../../homework/results.css';
import './pupil.css';

/**
 * `/pupil/result/:pupilHomeworkId`, exactly as spec §2 "Pupil homework result screen" has it:
 * the title Homework with the homework's name, Loading... until fetched, a table Activity /
 * Result / View Result, the score green when passed and red when not (with a mark and words, so
 * colour is never the only cue), a dash with no attempt. Without an id nothing is loaded and
 * "pupilHomeworkId is required" is logged (spec §8).
 */
export function PupilResultPage() {
  const { pupilHomeworkId } = useParams();
  const id = positiveId(pupilHomeworkId);
  return <PupilResult key={String(id)} pupilHomeworkId={id} />;
}

function PupilResult({ pupilHomeworkId }: { readonly pupilHomeworkId: number | null }) {
  const { pupilResults } = useServices();
  const actor = useActorRef(pupilResults.result, { input: { pupilHomeworkId } });
  const view = useSelector(actor, selectPupilResultView);
  const title = view.status === 'loaded' ? `Homework: ${view.name}` : 'Homework';
  usePageTitle(title);

  return (
    <section className="page pupil-page" aria-labelledby="page-title">
      <p className="pupil-back">
        <Link to={PUPIL_HOME_PATH}>← My homework</Link>
      </p>
      <h1 id="page-title">{title}</h1>
      {view.status === 'loading' && (
        <p role="status" className="page-status">
          Loading...
        </p>
      )}
      {view.status === 'failed' && (
        <ListLoadFailed
          className="pupil-failed"
          message={`The result could not be loaded: ${view.message}`}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {view.status === 'loaded' && (
        <div className="class-result-wrap" data-tour="pupil-result-table">
          <table className="class-result-table pupil-result-table">
            <caption className="visually-hidden">
              Your result for each activity of {view.name}
            </caption>
            <thead>
              <tr>
                <th scope="col">Activity</th>
                <th scope="col">Result</th>
                <th scope="col">View Result</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.taskId}>
                  <th scope="row">{row.taskName}</th>
                  <td>
                    <ResultCellView cell={row.cell} />
                  </td>
                  <td>
                    {row.attempt === undefined ? (
                      <span className="result-none">
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">nothing to view yet</span>
                      </span>
                    ) : (
                      <Link
                        to={pupilTaskResultHref(row.attempt.id)}
                        aria-label={`View Result of ${row.taskName}`}
                      >
                        View Result
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The Result column (spec §2): the score, green when passed, red when not; a dash with none. */
export function ResultCellView({ cell }: { readonly cell: ResultCell }) {
  if (cell.kind === 'none')
    return (
      <span className="result-cell result-none">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">not attempted</span>
      </span>
    );
  const passed = cell.kind === 'passed';
  return (
    <span className={`result-cell result-${cell.kind}`}>
      {cell.percent}% <span aria-hidden="true">{passed ? '✓' : '✗'}</span>
      <span className="visually-hidden">{passed ? ' passed' : ' not passed'}</span>
    </span>
  );
}
