import { useActorRef, useSelector } from '@xstate/react';
import { NO_PUPIL_ACCOUNTS } from '@/domain/classrooms/pupilAllowance';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PUPIL_PASTE_MAX } from '@/domain/classrooms/pupilNames';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { RefusalText } from '@/ui/components/PlanGate';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import { classroomHref, pupilsText } from './classroomText';
import { LoginCards } from './LoginCards';
import { NoSuchClassroom } from './NoSuchClassroom';
import './classrooms.css';

/** `/classrooms/:classroomId/pupils/create` (issue #10). */
export function AddPupilsPage() {
  const { classroomId = '' } = useParams();
  const id = Number(classroomId);
  if (!/^\d{1,9}$/.test(classroomId) || id < 1) return <NoSuchClassroom title="Add pupils" />;
  return <AddPupils key={id} classroomId={id} />;
}

function AddPupils({ classroomId }: { readonly classroomId: number }) {
  const actor = useActorRef(useServices().classrooms.addPupils, { input: { classroomId } });
  const { classroom, text, problems, error, cards } = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) =>
    s.matches({ Added: 'Sheet' })
      ? 'sheet'
      : s.matches('Added')
        ? 'added'
        : s.matches('LoadFailed')
          ? 'failed'
          : s.matches('Loading')
            ? 'loading'
            : s.matches('Adding')
              ? 'adding'
              : 'editing',
  );
  usePageTitle(classroom === null ? 'Add pupils' : `Add pupils to ${classroom.name}`);
  const namesId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The cards replace the form: the focus goes to what the teacher reads next.
  useEffect(() => {
    if (state === 'added' || state === 'sheet') heading.current?.focus();
  }, [state]);

  if (state === 'loading' || state === 'failed' || classroom === null)
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Add pupils</h1>
        {state === 'failed' ? (
          <ListLoadFailed
            className="classrooms-failed"
            message={`The classroom could not be loaded: ${error ?? ''}`}
            onRetry={() => actor.send({ type: 'user.retry' })}
          />
        ) : (
          <p role="status" className="page-status">
            Loading the classroom…
          </p>
        )}
      </section>
    );

  if (state === 'sheet')
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" ref={heading} tabIndex={-1}>
          Login cards for {classroom.name}
        </h1>
        <div className="login-cards-controls" role="group" aria-label="Print options">
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            Print
          </button>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.closeSheet' })}
          >
            Back to the cards
          </button>
        </div>
        <LoginCards cards={cards} title={classroom.name} sheet />
      </section>
    );

  if (state === 'added')
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" ref={heading} tabIndex={-1}>
          {pupilsText(cards.length)} added to {classroom.name}
        </h1>
        <p role="status" className="page-lead">
          These passwords are shown this once. Print the login cards now, or copy them; a forgotten
          password can be reset from the classroom page. {classroom.allowance.remainingPupils} more
          pupils can be added on your plan.
        </p>
        <div className="login-cards-controls">
          <button
            type="button"
            className="button button-primary"
            onClick={() => actor.send({ type: 'user.openSheet' })}
          >
            Print login cards
          </button>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.addMore' })}
          >
            Add more pupils
          </button>
          <Link to={classroomHref(classroom.id)}>Back to {classroom.name}</Link>
        </div>
        <LoginCards cards={cards} title={classroom.name} />
      </section>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'user.add' });
  };
  const problemsId = `${namesId}-problems`;

  return (
    <section className="page" aria-labelledby="page-title">
      <p>
        <Link to={classroomHref(classroom.id)}>Back to {classroom.name}</Link>
      </p>
      <h1 id="page-title">Add pupils to {classroom.name}</h1>
      <p className="page-lead">
        Pupils have no e-mail: Parlo makes each one a user name and a first password, shown once on
        a login card you can print.{' '}
        {classroom.allowance.totalPupilsAllowed === 0 ? (
          <RefusalText text={NO_PUPIL_ACCOUNTS} />
        ) : (
          <>
            Your plan allows {pupilsText(classroom.allowance.totalPupilsAllowed)};{' '}
            {classroom.allowance.remainingPupils} more can be added.
          </>
        )}
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Add pupils">
        <div className="field">
          <label htmlFor={namesId}>Pupil names, one per line</label>
          <p id={`${namesId}-hint`} className="field-hint">
            Type one name, or paste a list of up to {PUPIL_PASTE_MAX} from a spreadsheet. Use
            letters, spaces and hyphens; give each pupil a different name.
          </p>
          <textarea
            id={namesId}
            className="pupil-names"
            value={text}
            aria-invalid={problems.length > 0 ? true : undefined}
            aria-describedby={
              problems.length > 0 ? `${namesId}-hint ${problemsId}` : `${namesId}-hint`
            }
            onChange={(event) => actor.send({ type: 'user.edit', text: event.target.value })}
          />
          {problems.length > 0 && (
            <div id={problemsId} className="pupil-problems" role="alert">
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>
                    <RefusalText text={problem} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <FormAlert message={error} />
        <button type="submit" className="button button-primary" disabled={state === 'adding'}>
          {state === 'adding' ? 'Adding pupils…' : 'Add pupils'}
        </button>
      </form>
    </section>
  );
}
