import { useActorRef, useSelector } from '@xstate/react';
import { NO_PUPIL_ACCOUNTS } from '@/domain/classrooms/pupilAllowance';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  CLASSROOM_PUPILS_PAGE_SIZE,
  selectMoveTargets,
} from '@/application/classrooms/classroom.machine';
import type { ClassroomSummary, PupilSummary } from '@/application/classrooms/ports';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { RefusalText } from '@/ui/components/PlanGate';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { ModalDialog } from '@/ui/components/ModalDialog';
import { ConfirmDialog } from '@/ui/pages/library/ConfirmDialog';
import {
  addPupilsHref,
  classroomHomeworkHref,
  classroomMeta,
  CLASSROOMS_PATH,
  pupilsText,
} from './classroomText';
import { LoginCards } from './LoginCards';
import { NoSuchClassroom } from './NoSuchClassroom';
import { PupilAccessPanel } from './PupilAccessPanel';
import './classrooms.css';
import { Pager } from '@/ui/components/Pager';
import { HomeworkList } from '@/ui/pages/homework/HomeworkList';
import { pageCount } from '@/domain/navigation/paging';

/**
 * The class's homework still open, on its own page as a teacher expects to find it; the
 * completed homework is one link away. The list's machine is the results list's, fixed to
 * this class.
 */
function ActiveHomework({ classroomId }: { readonly classroomId: number }) {
  const { homeworkResults } = useServices();
  const actor = useActorRef(homeworkResults.list, {
    input: { classroomId, filters: { status: 'active' } },
  });
  return <HomeworkList actor={actor} label="Active homework" fixedClassroom />;
}

/** `/classrooms/view/:id` (issue #10). */
export function ClassroomPage() {
  const { id = '' } = useParams();
  const classroomId = Number(id);
  if (!/^\d{1,9}$/.test(id) || classroomId < 1) return <NoSuchClassroom title="Classroom" />;
  // One machine a classroom: another id starts afresh.
  return <Classroom key={classroomId} id={classroomId} />;
}

function Classroom({ id }: { readonly id: number }) {
  const actor = useActorRef(useServices().classrooms.classroom, { input: { id } });
  const { view, loadError, actionError, notice, card, pending, page } = useSelector(
    actor,
    (s) => s.context,
  );
  const state = useSelector(actor, (s) => s.value);
  const targets = useSelector(actor, selectMoveTargets);
  usePageTitle(view?.classroom.name ?? 'Classroom');

  if (view === null)
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Classroom</h1>
        {state === 'Failed' ? (
          <ListLoadFailed
            className="classrooms-failed"
            message={`The classroom could not be loaded: ${loadError ?? ''}`}
            onRetry={() => actor.send({ type: 'user.retry' })}
          />
        ) : (
          <p role="status" className="page-status">
            Loading the classroom…
          </p>
        )}
      </section>
    );

  const { classroom, pupils, total } = view;
  const pages = pageCount(total, CLASSROOM_PUPILS_PAGE_SIZE);
  const busy = state !== 'Ready';

  return (
    <section className="page" aria-labelledby="page-title">
      <p>
        <Link to={CLASSROOMS_PATH}>All classrooms</Link>
      </p>
      <h1 id="page-title">{classroom.name}</h1>
      <p className="page-lead">
        {classroomMeta(classroom)}
        {classroom.archived ? ' · Archived' : ''}
      </p>
      <p role="status">{notice}</p>
      <FormAlert message={actionError} />

      <ClassroomSettings
        classroom={classroom}
        busy={busy}
        onRename={(name) => actor.send({ type: 'user.rename', name })}
        onArchive={(archived) => actor.send({ type: 'user.setArchived', archived })}
      />

      <section className="classroom-section" aria-labelledby="homework-title">
        <h2 id="homework-title">Homework</h2>
        <p>
          {classroom.homeworkCount === 1
            ? '1 homework set for this class.'
            : `${classroom.homeworkCount} homework set for this class.`}
        </p>
        {!classroom.archived && <ActiveHomework classroomId={classroom.id} />}
        <ul>
          <li>
            <Link to={classroomHomeworkHref(classroom.id, 'active')}>Active homework</Link>
          </li>
          <li>
            <Link to={classroomHomeworkHref(classroom.id, 'completed')}>Completed homework</Link>
          </li>
          {!classroom.archived && (
            <li>
              <Link to="/create-homework">Set homework</Link>
            </li>
          )}
        </ul>
      </section>

      <PupilAccessPanel />

      <section className="classroom-section" aria-labelledby="pupils-title">
        <h2 id="pupils-title">Pupils ({total})</h2>
        <p>
          {classroom.allowance.totalPupilsAllowed === 0 ? (
            <RefusalText text={NO_PUPIL_ACCOUNTS} />
          ) : (
            <>
              Your plan allows {pupilsText(classroom.allowance.totalPupilsAllowed)};{' '}
              {classroom.allowance.remainingPupils} more can be added.
            </>
          )}
        </p>
        {!classroom.archived && (
          <p>
            <Link className="button button-primary" to={addPupilsHref(classroom.id)}>
              Add pupils
            </Link>
          </p>
        )}
        {pupils.length === 0 ? (
          <p>No pupils in this class yet.</p>
        ) : (
          <div className="classrooms-table-wrap">
            <table className="classrooms-table">
              <caption className="visually-hidden">Pupils of {classroom.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">User name</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {pupils.map((pupil) => (
                  <tr key={pupil.id}>
                    <th scope="row">{pupil.fullName}</th>
                    <td data-label="User name">
                      <code>{pupil.userName}</code>
                    </td>
                    <td data-label="Actions">
                      <div className="classrooms-row-actions">
                        <button
                          type="button"
                          className="button button-quiet"
                          disabled={busy}
                          aria-label={`Reset the password of ${pupil.fullName}`}
                          onClick={() => actor.send({ type: 'user.resetPassword', pupil })}
                        >
                          Reset password
                        </button>
                        <button
                          type="button"
                          className="button button-quiet"
                          disabled={busy || targets.length === 0}
                          aria-label={`Move ${pupil.fullName} to another classroom`}
                          onClick={() => actor.send({ type: 'user.move', pupil })}
                        >
                          Move
                        </button>
                        <button
                          type="button"
                          className="button button-quiet"
                          disabled={busy}
                          aria-label={`Remove ${pupil.fullName}`}
                          onClick={() => actor.send({ type: 'user.remove', pupil })}
                        >
                          Remove
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={page}
          pages={pages}
          label="Pages of pupils"
          busy={busy}
          onPage={(next) => actor.send({ type: 'user.page', page: next })}
        />
      </section>

      {card !== null && (
        <ModalDialog
          title={`New password for ${card.fullName}`}
          onEscape={() => actor.send({ type: 'user.closeCard' })}
          actions={[
            { label: 'Close', onClick: () => actor.send({ type: 'user.closeCard' }) },
            { label: 'Print card', onClick: () => window.print(), kind: 'primary' },
          ]}
        >
          <p>The old password no longer works. This card is shown once: print it or copy it now.</p>
          <LoginCards cards={[card]} title={classroom.name} sheet />
        </ModalDialog>
      )}

      {pending !== null && (state === 'ConfirmingRemove' || state === 'Removing') && (
        <ConfirmDialog
          title={`Remove ${pending.fullName}?`}
          confirmLabel="Remove pupil"
          busyLabel="Removing…"
          busy={state === 'Removing'}
          onConfirm={() => actor.send({ type: 'user.confirmRemove' })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        >
          <p>
            Their account is deleted, and all their homework submissions and results are deleted
            with it. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}

      {pending !== null && (state === 'ChoosingMove' || state === 'Moving') && (
        <MoveDialog
          pupil={pending}
          targets={targets}
          busy={state === 'Moving'}
          onMove={(classroomId) => actor.send({ type: 'user.confirmMove', classroomId })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        />
      )}
    </section>
  );
}

function ClassroomSettings({
  classroom,
  busy,
  onRename,
  onArchive,
}: {
  readonly classroom: ClassroomSummary;
  readonly busy: boolean;
  readonly onRename: (name: string) => void;
  readonly onArchive: (archived: boolean) => void;
}) {
  const [name, setName] = useState(classroom.name);
  const nameId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRename(name);
  };
  return (
    <section className="classroom-section" aria-labelledby="settings-title">
      <h2 id="settings-title">Classroom</h2>
      <form className="classroom-rename" onSubmit={onSubmit} aria-label="Rename the classroom">
        <div className="field">
          <label htmlFor={nameId}>Name</label>
          <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <button type="submit" className="button" disabled={busy}>
          Rename
        </button>
      </form>
      <p>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => onArchive(!classroom.archived)}
        >
          {classroom.archived ? 'Bring back the classroom' : 'Archive the classroom'}
        </button>{' '}
        {classroom.archived
          ? 'It is archived: its pupils and results are kept.'
          : 'Archiving hides it from your lists; its pupils and results are kept.'}
      </p>
    </section>
  );
}

function MoveDialog({
  pupil,
  targets,
  busy,
  onMove,
  onCancel,
}: {
  readonly pupil: PupilSummary;
  readonly targets: readonly ClassroomSummary[];
  readonly busy: boolean;
  readonly onMove: (classroomId: number) => void;
  readonly onCancel: () => void;
}) {
  const [target, setTarget] = useState(targets[0]?.id ?? 0);
  const selectId = useId();
  return (
    <ModalDialog
      title={`Move ${pupil.fullName}`}
      busy={busy}
      onEscape={onCancel}
      actions={[
        { label: 'Cancel', onClick: onCancel },
        { label: busy ? 'Moving…' : 'Move pupil', onClick: () => onMove(target), kind: 'primary' },
      ]}
    >
      <p>Their results so far stay theirs; the new class’s open homework is given to them.</p>
      <div className="field">
        <label htmlFor={selectId}>Move to</label>
        <select
          id={selectId}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
        >
          {targets.map((classroom) => (
            <option key={classroom.id} value={classroom.id}>
              {classroom.name}
            </option>
          ))}
        </select>
      </div>
    </ModalDialog>
  );
}
