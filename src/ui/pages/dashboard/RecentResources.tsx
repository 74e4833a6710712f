import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectRecentResources } from '@/application/resources/recentResources.machine';
import { resourceHref } from '@/application/resources/resourceLinks';
import { PRIVATE_RESOURCES_PATH } from '@/domain/access/routes';
import { languageName } from '@/domain/catalog/languages';
import { writtenByLabel } from '@/domain/resource/writtenBy';
import { useServices } from '@/ui/app/ServicesContext';
import { ListLoadFailed } from '@/ui/components/ListLoadFailed';
import './dashboard.css';

/**
 * Home's list of the teacher's latest resources (issue #9): after "Finish and display" a resource
 * is one click away, not an address to remember. An unfinished one says so and goes on at its
 * review; the library has the rest.
 */
export function RecentResources() {
  const { resources } = useServices();
  const actor = useActorRef(resources.recent);
  const view = useSelector(actor, selectRecentResources);

  return (
    <section className="dashboard-recent" aria-labelledby="recent-title">
      <div className="dashboard-recent-head">
        <h2 id="recent-title">Your recent resources</h2>
        <Link to={PRIVATE_RESOURCES_PATH}>All my resources</Link>
      </div>
      {view.status === 'loading' && (
        <p role="status" className="page-status">
          Loading your resources…
        </p>
      )}
      {view.status === 'failed' && (
        <ListLoadFailed
          className="dashboard-recent-failed"
          message={`Your resources could not be loaded: ${view.message}`}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {view.status === 'loaded' && view.items.length === 0 && (
        <p className="dashboard-recent-empty">
          Nothing yet: the resources you create below appear here.
        </p>
      )}
      {view.status === 'loaded' && view.items.length > 0 && (
        <ul className="dashboard-recent-list">
          {view.items.map((row) => (
            <li key={row.id}>
              <Link to={resourceHref(row)}>{row.name}</Link>
              <span className="dashboard-recent-meta">
                {languageName(row.language.target)} for {languageName(row.language.native)} speakers
                · {row.status === 'draft' ? 'Draft: continue reviewing' : 'Ready to display'} ·{' '}
                {writtenByLabel(row.writtenBy)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
