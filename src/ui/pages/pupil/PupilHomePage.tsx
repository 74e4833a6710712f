import { useSelector } from '@xstate/react';
import { selectUser } from '@/application/session/selectors';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';

/**
 * `/pupil/home`, where a pupil lands after signing in (spec §2). Homework lists arrive with a
 * later issue; until then the page greets the pupil and says so plainly.
 */
export function PupilHomePage() {
  usePageTitle('My homework');
  const { session } = useServices();
  const name = useSelector(session, (snapshot) => selectUser(snapshot)?.name ?? '');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">My homework</h1>
      <p className="page-lead">{name === '' ? 'Hello!' : `Hello, ${name}!`}</p>
      <p>Your homework will appear here.</p>
      <p className="page-status">
        Homework is not part of Parlo yet: your teacher will be able to set it in a later release.
      </p>
    </section>
  );
}
