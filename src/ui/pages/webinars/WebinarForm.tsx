import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import type { WebinarView } from '@/application/webinars/ports';
import type { WebinarField } from '@/domain/webinars/webinarRules';
import { timeZoneChoices } from '@/domain/webinars/webinarTime';
import { useServices } from '@/ui/app/ServicesContext';
import { FormAlert } from '@/ui/components/FormAlert';
import { ConfirmDialog } from '@/ui/pages/library/ConfirmDialog';
import { viewerTimeZone } from './WebinarDetails';

/**
 * The admin's webinar form (issue #14): a new webinar, or one to edit, add its recording to,
 * or cancel. `onDone` gets what was saved, or null when the admin closed the form.
 */
export function WebinarForm({
  webinar,
  onDone,
}: {
  readonly webinar: WebinarView | null;
  readonly onDone: (saved: WebinarView | null) => void;
}) {
  const services = useServices();
  const actor = useActorRef(services.webinars.form, {
    input: { webinar, now: services.now ?? (() => new Date()), defaultTimeZone: viewerTimeZone() },
  });
  const state = useSelector(actor, (s) => s.value);
  const { draft, problemField, error, saved } = useSelector(actor, (s) => s.context);
  const zones = useMemo(() => timeZoneChoices(), []);
  const base = useId();
  const idOf = (field: WebinarField) => `${base}-${field}`;
  const errorId = `${base}-error`;

  useEffect(() => {
    if (state === 'Done') onDone(saved);
  }, [state, saved, onDone]);

  const fieldProps = (field: WebinarField) => ({
    id: idOf(field),
    'aria-invalid': problemField === field ? true : undefined,
    'aria-describedby': problemField === field ? errorId : undefined,
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'user.edit', field, value: event.target.value }),
  });
  const fieldError = (field: WebinarField) =>
    problemField === field && error !== null ? (
      <p className="field-error" id={errorId}>
        {error}
      </p>
    ) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'user.submit' });
  };
  const busy = state === 'Saving' || state === 'Cancelling';
  const heading = webinar === null ? 'New webinar' : `Edit “${webinar.title}”`;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={heading} className="webinar-form">
      <h2>{heading}</h2>
      <div className="field">
        <label htmlFor={idOf('title')}>Title</label>
        <input type="text" value={draft.title} {...fieldProps('title')} />
        {fieldError('title')}
      </div>
      <div className="field">
        <label htmlFor={idOf('description')}>Description</label>
        <textarea rows={4} value={draft.description} {...fieldProps('description')} />
        {fieldError('description')}
      </div>
      <div className="field">
        <label htmlFor={idOf('startsAtLocal')}>Date and time</label>
        <input type="datetime-local" value={draft.startsAtLocal} {...fieldProps('startsAtLocal')} />
        {fieldError('startsAtLocal')}
      </div>
      <div className="field">
        <label htmlFor={idOf('timeZone')}>Time zone</label>
        <select value={draft.timeZone} {...fieldProps('timeZone')}>
          {!zones.includes(draft.timeZone) && (
            <option value={draft.timeZone}>{draft.timeZone}</option>
          )}
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        {fieldError('timeZone')}
      </div>
      <div className="field">
        <label htmlFor={idOf('durationMinutes')}>Duration (minutes)</label>
        <input
          type="number"
          min={1}
          max={1440}
          value={Number.isNaN(draft.durationMinutes) ? '' : draft.durationMinutes}
          {...fieldProps('durationMinutes')}
        />
        {fieldError('durationMinutes')}
      </div>
      <div className="field">
        <label htmlFor={idOf('joinUrl')}>Join link</label>
        <input type="url" value={draft.joinUrl} {...fieldProps('joinUrl')} />
        {fieldError('joinUrl')}
      </div>
      <div className="field">
        <label htmlFor={idOf('recordingUrl')}>Recording link (after it took place)</label>
        <input type="url" value={draft.recordingUrl ?? ''} {...fieldProps('recordingUrl')} />
        {fieldError('recordingUrl')}
      </div>
      {problemField === null && <FormAlert message={error} />}
      <div className="webinar-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {state === 'Saving' ? 'Saving…' : webinar === null ? 'Create webinar' : 'Save changes'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onDone(null)}>
          Close
        </button>
        {webinar !== null && webinar.cancelledAt === null && (
          <button
            type="button"
            className="button button-quiet"
            disabled={busy}
            onClick={() => actor.send({ type: 'user.cancelWebinar' })}
          >
            Cancel this webinar
          </button>
        )}
      </div>
      {(state === 'Confirming' || state === 'Cancelling') && webinar !== null && (
        <ConfirmDialog
          title="Cancel this webinar?"
          confirmLabel="Cancel the webinar"
          busy={state === 'Cancelling'}
          busyLabel="Cancelling…"
          onConfirm={() => actor.send({ type: 'user.confirm' })}
          onCancel={() => actor.send({ type: 'user.back' })}
        >
          <p>
            “{webinar.title}” will show as cancelled, registration closes and its join link is
            hidden.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
