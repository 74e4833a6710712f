import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { selectTicksLeft } from '@/application/classrooms/pupilAccess.machine';
import { useServices } from '@/ui/app/ServicesContext';
import { FormAlert } from '@/ui/components/FormAlert';
import { RefusalText } from '@/ui/components/PlanGate';
import { pupilsText } from './classroomText';

/**
 * A department's pool (issue #13): its places are shared between its teachers, so the panel
 * says what the others' choices leave this teacher. Only the owner can buy more, so no Upgrade
 * link here.
 */
function departmentText(
  department: { readonly totalPupilsAllowed: number; readonly pupilCount: number },
  limit: number,
  pupilCount: number,
): string {
  const pool = `Your department’s plan allows ${pupilsText(department.totalPupilsAllowed)} and its teachers have ${department.pupilCount}.`;
  return limit === 0
    ? `${pool} The other teachers keep every place, so none of your pupils can sign in until one of them unticks a pupil. Your pupils keep all their work.`
    : `${pool} With the places the other teachers keep, you can choose ${limit === 1 ? '1' : `up to ${limit}`} of your ${pupilsText(pupilCount)}. Only the pupils you tick below can sign in; the others keep all their work and can sign in again when you choose them, or when the department’s plan allows more pupils.`;
}

/**
 * Pupils beyond the limit (issue #13), on the classroom page: when the teacher's plan allows
 * fewer pupils than they have, it says so with the numbers and lets the teacher tick who keeps
 * signing in, up to the limit. Within the limit it shows nothing.
 */
export function PupilAccessPanel() {
  const actor = useActorRef(useServices().classrooms.pupilAccess);
  const state = useSelector(actor, (s) => s.value);
  const { view, chosen, loadError, actionError, notice } = useSelector(actor, (s) => s.context);
  const ticksLeft = useSelector(actor, selectTicksLeft);

  if (state === 'Failed')
    return (
      <p role="alert" className="form-alert">
        Who of your pupils may sign in could not be loaded: {loadError}{' '}
        <button
          type="button"
          className="button button-quiet"
          onClick={() => actor.send({ type: 'user.retry' })}
        >
          Retry
        </button>
      </p>
    );
  if (view === null || !view.overLimit) return null;

  const limit = view.pupilPlatformAllowed ? view.totalPupilsAllowed : 0;
  const saving = state === 'Saving';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'user.save' });
  };

  return (
    <section className="classroom-section pupil-access" aria-labelledby="pupil-access-title">
      <h2 id="pupil-access-title">Pupils beyond your plan</h2>
      <p>
        {view.department !== undefined && view.pupilPlatformAllowed ? (
          departmentText(view.department, limit, view.pupilCount)
        ) : limit === 0 ? (
          <RefusalText
            text={`You have ${pupilsText(view.pupilCount)}, but your plan does not include pupil accounts, so none of them can sign in. Their work is kept. Upgrade to let them sign in again.`}
          />
        ) : (
          <RefusalText
            text={`Your plan allows ${pupilsText(limit)} and you have ${view.pupilCount}. Only the pupils you tick below can sign in; the others keep all their work and can sign in again when you choose them or Upgrade.`}
          />
        )}
      </p>
      {limit > 0 && (
        <form onSubmit={onSubmit} aria-label="Pupils who keep signing in">
          <fieldset>
            <legend>
              Who keeps signing in ({chosen.length} of {limit} chosen
              {ticksLeft === 0 ? '; untick one to choose another' : ''})
            </legend>
            <ul className="pupil-access-list">
              {view.pupils.map((pupil) => {
                const ticked = chosen.includes(pupil.id);
                const id = `pupil-access-${pupil.id}`;
                return (
                  <li key={pupil.id}>
                    <input
                      id={id}
                      type="checkbox"
                      checked={ticked}
                      disabled={saving || (!ticked && ticksLeft === 0)}
                      onChange={() => actor.send({ type: 'user.toggle', pupilId: pupil.id })}
                    />{' '}
                    <label htmlFor={id}>
                      {pupil.fullName}
                      {pupil.classroomName === null ? '' : ` (${pupil.classroomName})`}
                      {pupil.maySignIn ? ' · signs in now' : ' · cannot sign in now'}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <FormAlert message={actionError} />
          <p role="status">{notice}</p>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save who signs in'}
          </button>
        </form>
      )}
    </section>
  );
}
