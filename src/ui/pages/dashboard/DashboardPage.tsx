import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectGeneratedResourceId, selectIsBusy } from '@/application/resources/creation.machine';
import { profileLanguages } from '@/application/resources/draft';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { usePrivileges } from '@/ui/app/usePrivileges';
import { DashboardForm } from './DashboardForm';
import { NextSteps } from './NextSteps';
import { RecentResources } from './RecentResources';
import './dashboard.css';

/**
 * `/select_resources` (Home, spec §2) for a teacher: their latest resources, and the dashboard
 * where they describe a new one. The resource-creation machine holds the draft (and stores it,
 * so it survives a reload, spec §4), generates it, and once the text is ready the teacher goes
 * on to review it at `/preview/{id}`. A new draft starts in the languages of the teacher's
 * teaching profile (account settings); a draft they are editing keeps its own.
 */
export function DashboardPage() {
  usePageTitle('Home');
  const { resources, account } = useServices();
  const privileges = usePrivileges();
  const navigate = useNavigate();
  const actor = useActorRef(resources.creation, { input: { stored: resources.drafts.get() } });
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const offers = useSelector(actor, (snapshot) => snapshot.context.offers);
  const busy = useSelector(actor, selectIsBusy);
  const polling = useSelector(actor, (snapshot) => snapshot.matches('Polling'));
  const reviewId = useSelector(actor, selectGeneratedResourceId);
  const profile = useSyncExternalStore(account.subscribe, () => account.getSnapshot().profile);
  const languages =
    profile === null
      ? null
      : profileLanguages(profile.teacherProfiles, profile.selectedTeacherProfile);
  const from = languages?.from;
  const to = languages?.to;

  useEffect(() => {
    // The machine applies them only to a draft the teacher has not touched.
    if (from !== undefined && to !== undefined) actor.send({ type: 'profile.languages', from, to });
  }, [actor, from, to]);

  useEffect(() => {
    if (reviewId !== null) void navigate(`/preview/${String(reviewId)}`);
  }, [navigate, reviewId]);

  return (
    <section className="page dashboard-page" aria-labelledby="page-title">
      <h1 id="page-title">Home</h1>
      <RecentResources />
      <h2 className="dashboard-create-title">Create a resource</h2>
      <p className="page-lead">
        Describe what you want, and Parlo writes it in the language you teach with its translation,
        then prepares the activities.
      </p>
      <DashboardForm
        draft={draft}
        onChange={(next) => actor.send({ type: 'draft.changed', draft: next })}
        onGenerate={() => actor.send({ type: 'user.generate' })}
        generating={busy}
        error={error}
        offers={offers}
        onChooseStory={(title) => actor.send({ type: 'user.chooseStory', title })}
        onCancel={polling ? () => actor.send({ type: 'user.cancel' }) : undefined}
        privileges={privileges}
      />
      <NextSteps />
    </section>
  );
}
