import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_USERS_PAGE_SIZE, UserResourcePage } from '@/contract/adminUsers';
import { pageCount } from '@/domain/navigation/paging';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { Pager } from '@/ui/components/Pager';
import { dayOf, pageFrom } from './format';
import './users.css';

/**
 * `/user_sub/resource/{id}` (issue #14): one user's resources, each opening on the teaching
 * screen, which admins may read.
 */
export function UserResourcesPage() {
  usePageTitle('User resource');
  const actor = useActorRef(useServices().adminUsers.resources);
  const state = useSelector(actor, (s) => s.value);
  const rows = useSelector(actor, (s) =>
    UserResourcePage.is(s.context.page) ? s.context.page : null,
  );
  const error = useSelector(actor, (s) => s.context.error);
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));

  useEffect(() => {
    actor.send({ type: 'list.load', query: { userId: id, page } });
  }, [actor, id, page]);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        {rows === null ? 'User resource' : `Resources of ${rows.owner.fullName}`}
      </h1>
      {rows !== null && (
        <p>
          <Link to={`/user_list?user=${rows.owner.id}`}>Open {rows.owner.fullName}’s account</Link>
        </p>
      )}
      <FormAlert message={error} />
      {state === 'Loading' && <p role="status">Loading resources…</p>}
      {rows !== null &&
        (rows.items.length === 0 ? (
          <p>No resources.</p>
        ) : (
          <>
            <div
              className="admin-users-table-wrap"
              tabIndex={0}
              role="region"
              aria-label="Table of resources"
            >
              <table className="admin-users-table">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Language</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.items.map((resource) => (
                    <tr key={resource.id}>
                      <th scope="row">
                        <Link to={`/text_translation/${resource.id}`}>{resource.title}</Link>
                      </th>
                      <td>{resource.language}</td>
                      <td>{dayOf(resource.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={page}
              pages={pageCount(rows.total, ADMIN_USERS_PAGE_SIZE)}
              onPage={(next) => setParams({ page: String(next) })}
              label="Pages of resources"
              busy={state === 'Loading'}
            />
          </>
        ))}
    </section>
  );
}
