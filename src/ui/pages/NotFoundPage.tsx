import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectRole } from '@/application/session/selectors';
import { homePathFor } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';

/** The not-found page: /badpage and any path the route table does not know (spec §2, §8). */
export function NotFoundPage() {
  const { session } = useServices();
  const role = useSelector(session, selectRole);
  usePageTitle('Page not found');
  return (
    <section className="page page-centred" aria-labelledby="page-title">
      <p className="page-eyebrow">404</p>
      <h1 id="page-title">Page not found</h1>
      <p className="page-lead">
        We could not find the page you asked for. The address may be mistyped, or the page has
        moved.
      </p>
      <Link className="button button-primary" to={role === null ? '/' : homePathFor(role)}>
        Go to the home page
      </Link>
    </section>
  );
}
