import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { countryByCode } from '@/domain/catalog/countries';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';

/**
 * `/organisation/join/:token` (issue #13): the link of an invitation e-mail. The route guard has
 * the teacher sign in first and brings them back here; they see who invites them and accept.
 */
export function JoinPage() {
  usePageTitle('Join an organisation');
  const { token = '' } = useParams();
  const actor = useActorRef(useServices().organisation.join, { input: { token } });
  const { preview, joined, error } = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Join an organisation</h1>
      {state === 'Loading' && <p role="status">Loading…</p>}
      {state === 'Unusable' && (
        <div role="alert" className="form-alert">
          <p>{error}</p>
        </div>
      )}
      {(state === 'Ready' || state === 'Accepting') && preview !== null && (
        <>
          <p className="page-lead">
            {preview.invitedBy} invites you ({preview.email}) to join{' '}
            <strong>{preview.organisationName}</strong>
            {preview.country === null
              ? ''
              : ` in ${countryByCode(preview.country)?.name ?? preview.country}`}
            . As a member you teach with the department’s plan and share resources in its shared
            area. Your own resources stay yours.
          </p>
          {preview.currentOrganisation !== null && (
            <p>
              You are a member of {preview.currentOrganisation} now: leave it on{' '}
              <Link to="/organisation">your organisation page</Link> before joining.
            </p>
          )}
          {error !== null && (
            <p role="alert" className="form-alert">
              {error}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={state === 'Accepting'}
            onClick={() => actor.send({ type: 'user.accept' })}
          >
            {state === 'Accepting' ? 'Joining…' : `Join ${preview.organisationName}`}
          </button>
        </>
      )}
      {state === 'Joined' && joined !== null && (
        <div role="status">
          <p>You are a member of {joined.name}. The department’s plan is yours from now on.</p>
          <Link to="/organisation">Go to {joined.name}</Link>
        </div>
      )}
    </section>
  );
}
