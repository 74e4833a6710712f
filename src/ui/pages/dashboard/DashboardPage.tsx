import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectGeneratedResourceId, selectIsBusy } from '@/application/resources/creation.machine';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { usePrivileges } from '@/ui/app/usePrivileges';
import { DashboardForm } from './DashboardForm';
import './dashboard.css';

/**
 * `/select_resources` (Home, spec §2): the dashboard where a teacher describes a resource. The
 * resource-creation machine holds the draft (and stores it, so it survives a reload, spec §4),
 * generates it, and once the text is ready the teacher goes on to review it at `/preview/{id}`.
 */
export function DashboardPage() {
  usePageTitle('Home');
  const { resources } = useServices();
  const privileges = usePrivileges();
  const navigate = useNavigate();
  const actor = useActorRef(resources.creation, { input: { stored: resources.drafts.get() } });
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, selectIsBusy);
  const polling = useSelector(actor, (snapshot) => snapshot.matches('Polling'));
  const reviewId = useSelector(actor, selectGeneratedResourceId);

  useEffect(() => {
    if (reviewId !== null) void navigate(`/preview/${String(reviewId)}`);
  }, [navigate, reviewId]);

  return (
    <section className="page dashboard-page" aria-labelledby="page-title">
      <h1 id="page-title">Home</h1>
      <p className="page-lead">
        Create a resource: describe what you want, and Parlo writes it in the language you teach
        with its translation, then prepares the activities.
      </p>
      <DashboardForm
        draft={draft}
        onChange={(next) => actor.send({ type: 'draft.changed', draft: next })}
        onGenerate={() => actor.send({ type: 'user.generate' })}
        generating={busy}
        error={error}
        onCancel={polling ? () => actor.send({ type: 'user.cancel' }) : undefined}
        privileges={privileges}
      />
    </section>
  );
}
