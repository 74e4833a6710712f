import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { selectUser } from '@/application/session/selectors';
import type { OrganisationSnapshot } from '@/application/organisation/organisation.machine';
import type { DepartmentResource, OrganisationView } from '@/application/organisation/ports';
import { countryByCode } from '@/domain/catalog/countries';
import { DEFAULT_COUNTRY } from '@/domain/session/userInfo';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { usePrivileges } from '@/ui/app/usePrivileges';
import { COUNTRY_OPTIONS } from '@/ui/components/catalogOptions';
import { SelectField, TextField } from '@/ui/components/Field';
import { RefusalText } from '@/ui/components/PlanGate';
import { ConfirmDialog } from '@/ui/pages/library/ConfirmDialog';
import './organisation.css';

const busyStates = ['Saving', 'Inviting', 'Revoking', 'Removing', 'Leaving'] as const;
const isBusy = (s: OrganisationSnapshot) => busyStates.some((state) => s.matches(state));

/** A refusal in the server's words; its "Upgrade" leads to the plans (issue #13). */
function Refusal({ message }: { readonly message: string | null }) {
  return message === null ? null : (
    <p role="alert" className="form-alert">
      <RefusalText text={message} />
    </p>
  );
}

/**
 * `/organisation` (issue #13, spec §2 Setup Organisation): a teacher on the Department plan sets
 * up the organisation; then its owner sees the seat figures, members and open invitations,
 * invites, withdraws and removes; a member sees the department and its shared area, and leaves.
 */
export function OrganisationPage() {
  usePageTitle('Setup Organisation');
  const { session, organisation: services } = useServices();
  const user = useSelector(session, selectUser);
  const canShare = usePrivileges().sharedArea;
  const actor = useActorRef(services.page, {
    input: { canShare, country: user?.country ?? DEFAULT_COUNTRY },
  });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('Loading'));
  const failed = useSelector(actor, (s) => s.matches('LoadFailed'));
  const busy = useSelector(actor, isBusy);
  const confirming = useSelector(
    actor,
    (s) =>
      s.matches('ConfirmingRemove') ||
      s.matches('Removing') ||
      s.matches('ConfirmingLeave') ||
      s.matches('Leaving'),
  );

  if (user?.role === 'admin')
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Setup Organisation</h1>
        <p className="page-lead">
          Organisations belong to teachers: a teacher on the Department plan sets one up and invites
          the others.
        </p>
      </section>
    );

  const { organisation } = context;
  return (
    <section className="page organisation-page" aria-labelledby="page-title">
      <h1 id="page-title">{organisation?.name ?? 'Setup Organisation'}</h1>
      {loading && <p role="status">Loading…</p>}
      {failed && (
        <div role="alert" className="form-alert">
          <p>{context.error}</p>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.retry' })}
          >
            Retry
          </button>
        </div>
      )}
      <p role="status" className="organisation-notice">
        {context.notice ?? ''}
      </p>
      {!loading && !failed && organisation === null && <SetUp actor={actor} busy={busy} />}
      {!loading && !failed && organisation !== null && (
        <>
          <Seats organisation={organisation} />
          {organisation.isOwner ? (
            <>
              <Details actor={actor} busy={busy} />
              <Invite actor={actor} busy={busy} organisation={organisation} />
            </>
          ) : (
            <p className="page-lead">
              You teach with {organisation.ownerName}’s Department plan.{' '}
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => actor.send({ type: 'user.leave' })}
              >
                Leave {organisation.name}
              </button>
            </p>
          )}
          {!organisation.isOwner && <Refusal message={confirming ? null : context.error} />}
          <Members actor={actor} busy={busy} organisation={organisation} />
          {organisation.isOwner && (
            <Invitations actor={actor} busy={busy} organisation={organisation} />
          )}
          <SharedArea canShare={canShare} resources={context.shared} />
        </>
      )}
      {context.pending?.type === 'remove' && confirming && (
        <ConfirmDialog
          title={`Remove ${context.pending.member.fullName}?`}
          confirmLabel="Remove teacher"
          busyLabel="Removing…"
          busy={busy}
          onConfirm={() => actor.send({ type: 'user.confirm' })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        >
          <p>
            They leave {organisation?.name} and lose the department’s plan. Their resources and
            pupils stay theirs; what they shared with the department is no longer shared.
          </p>
        </ConfirmDialog>
      )}
      {context.pending?.type === 'leave' && confirming && (
        <ConfirmDialog
          title={`Leave ${organisation?.name ?? 'the organisation'}?`}
          confirmLabel="Leave"
          busyLabel="Leaving…"
          busy={busy}
          onConfirm={() => actor.send({ type: 'user.confirm' })}
          onCancel={() => actor.send({ type: 'user.cancel' })}
        >
          <p>
            You lose the department’s plan. Your resources and pupils stay yours; what you shared
            with the department is no longer shared.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

type PageActor = ReturnType<
  typeof useActorRef<ReturnType<typeof useServices>['organisation']['page']>
>;

function NameAndCountry({
  actor,
  busy,
  label,
}: {
  actor: PageActor;
  busy: boolean;
  label: string;
}) {
  const { draft, problems, error } = useSelector(actor, (s) => s.context);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'user.save' });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="organisation-form">
      <TextField
        id="organisation-name"
        label="Name of your school or department"
        value={draft.name}
        error={problems.name}
        onChange={(value) => actor.send({ type: 'user.edit', field: 'name', value })}
      />
      <SelectField
        id="organisation-country"
        label="Country"
        value={draft.country}
        options={COUNTRY_OPTIONS}
        error={problems.country}
        onChange={(value) => actor.send({ type: 'user.edit', field: 'country', value })}
      />
      <Refusal message={error} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
    </form>
  );
}

function SetUp({ actor, busy }: { actor: PageActor; busy: boolean }) {
  return (
    <>
      <p className="page-lead">
        A department shares one plan: invite your teachers, see your seats, and share resources in
        the department’s area. Setting up needs the Department plan (
        <Link to="/subscription/product">see the plans</Link>).
      </p>
      <NameAndCountry actor={actor} busy={busy} label="Set up organisation" />
    </>
  );
}

function Details({ actor, busy }: { actor: PageActor; busy: boolean }) {
  return (
    <details className="organisation-details">
      <summary>Name and country</summary>
      <NameAndCountry actor={actor} busy={busy} label="Save" />
    </details>
  );
}

function Seats({ organisation }: { readonly organisation: OrganisationView }) {
  const { seats } = organisation;
  const country = organisation.country === null ? null : countryByCode(organisation.country);
  return (
    <dl className="organisation-seats" aria-label="Seats">
      {country !== undefined && country !== null && (
        <div>
          <dt>Country</dt>
          <dd>{country.name}</dd>
        </div>
      )}
      <div>
        <dt>Teacher seats</dt>
        <dd data-testid="teachers-seats">
          {seats.remainingTeachers} of {seats.totalTeachersAllowed} free
        </dd>
      </div>
      <div>
        <dt>Pupil accounts</dt>
        <dd data-testid="pupils-seats">
          {seats.remainingPupils} of {seats.totalPupilsAllowed} free
        </dd>
      </div>
    </dl>
  );
}

function Invite({
  actor,
  busy,
  organisation,
}: {
  actor: PageActor;
  busy: boolean;
  organisation: OrganisationView;
}) {
  const { email, emailProblem, error } = useSelector(actor, (s) => s.context);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'user.invite' });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Invite a teacher"
      className="organisation-form"
    >
      <h2>Invite a teacher</h2>
      <TextField
        id="organisation-invite-email"
        label="Teacher’s e-mail address"
        type="email"
        hint={`They get a link to join ${organisation.name}; it works for 14 days.`}
        value={email}
        error={emailProblem ?? undefined}
        onChange={(value) => actor.send({ type: 'user.editEmail', value })}
      />
      <Refusal message={error} />
      <button type="submit" className="button button-primary" disabled={busy}>
        Send invitation
      </button>
    </form>
  );
}

function Members({
  actor,
  busy,
  organisation,
}: {
  actor: PageActor;
  busy: boolean;
  organisation: OrganisationView;
}) {
  return (
    <section aria-labelledby="organisation-members">
      <h2 id="organisation-members">Teachers</h2>
      <table className="organisation-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Pupils</th>
            {organisation.isOwner && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {organisation.members.map((member) => (
            <tr key={member.id}>
              <td>
                {member.fullName}
                {member.isOwner && ' (owner)'}
              </td>
              <td>{member.email}</td>
              <td>{member.pupilCount}</td>
              {organisation.isOwner && (
                <td>
                  {!member.isOwner && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={`Remove ${member.fullName}`}
                      onClick={() => actor.send({ type: 'user.remove', memberId: member.id })}
                    >
                      Remove
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Invitations({
  actor,
  busy,
  organisation,
}: {
  actor: PageActor;
  busy: boolean;
  organisation: OrganisationView;
}) {
  return (
    <section aria-labelledby="organisation-invitations">
      <h2 id="organisation-invitations">Open invitations</h2>
      {organisation.invitations.length === 0 ? (
        <p>No invitation is waiting for an answer.</p>
      ) : (
        <ul className="organisation-list">
          {organisation.invitations.map((invitation) => (
            <li key={invitation.id}>
              {invitation.email}, until {invitation.expiresAt.slice(0, 10)}{' '}
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() => actor.send({ type: 'user.revoke', invitationId: invitation.id })}
              >
                Withdraw
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SharedArea({
  canShare,
  resources,
}: {
  readonly canShare: boolean;
  readonly resources: readonly DepartmentResource[];
}) {
  return (
    <section aria-labelledby="organisation-shared">
      <h2 id="organisation-shared">Shared with the department</h2>
      {!canShare ? (
        <p>
          <RefusalText text="Your plan does not include the shared area. Upgrade to use it." />
        </p>
      ) : resources.length === 0 ? (
        <p>
          Nothing yet. Mark your own resources with “Share with my department” in{' '}
          <Link to="/private_resources">My resources</Link>.
        </p>
      ) : (
        <ul className="organisation-list">
          {resources.map((resource) => (
            <li key={resource.id}>
              <Link to={`/text_translation/${resource.id}`}>{resource.name}</Link> by{' '}
              {resource.ownerName} ({resource.targetLanguage.toUpperCase()}, {resource.levelKey})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
