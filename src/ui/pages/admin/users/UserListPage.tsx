import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountPage } from '@/contract/adminUsers';
import { ADMIN_USERS_PAGE_SIZE } from '@/contract/adminUsers';
import { pageCount } from '@/domain/navigation/paging';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { Pager } from '@/ui/components/Pager';
import { AccountPanel } from './AccountPanel';
import { pageFrom, ROLE_NAMES } from './format';
import './users.css';

/**
 * `/user_list` (issue #14): every account, searched and filtered on the server, a page at a
 * time. The address holds the filters, the page and the open account (`?user=`), so a view
 * can be shared and Back works.
 */
export function UserListPage() {
  usePageTitle('Users');
  const actor = useActorRef(useServices().adminUsers.accounts);
  const state = useSelector(actor, (s) => s.value);
  const rows = useSelector(actor, (s) => (AccountPage.is(s.context.page) ? s.context.page : null));
  const error = useSelector(actor, (s) => s.context.error);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const role = params.get('role') ?? '';
  const plan = params.get('plan') ?? '';
  const page = pageFrom(params.get('page'));
  const openId = Number(params.get('user') ?? '');
  const [search, setSearch] = useState(q);
  const [roleChoice, setRoleChoice] = useState(role);
  const [planChoice, setPlanChoice] = useState(plan);
  const ids = { search: useId(), role: useId(), plan: useId() };

  const load = useCallback(
    () => actor.send({ type: 'list.load', query: { q, role, plan, page } }),
    [actor, q, role, plan, page],
  );
  useEffect(load, [load]);

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === '') next.delete(key);
      else next.set(key, value);
    setParams(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim(), role: roleChoice, plan: planChoice, page: '', user: '' });
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Users</h1>
      <form
        className="admin-users-filters"
        role="search"
        aria-label="Find users"
        onSubmit={onSubmit}
      >
        <div className="field">
          <label htmlFor={ids.search}>Name, e-mail or user name</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.role}>Role</label>
          <select id={ids.role} value={roleChoice} onChange={(e) => setRoleChoice(e.target.value)}>
            <option value="">Any role</option>
            <option value="admin">Admin</option>
            <option value="public">Teacher</option>
            <option value="PUPIL">Pupil</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.plan}>Plan</label>
          <select id={ids.plan} value={planChoice} onChange={(e) => setPlanChoice(e.target.value)}>
            <option value="">Any plan</option>
            <option value="free">Free tier (no plan)</option>
            {rows?.plans.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>

      <FormAlert message={error} />
      {state === 'Loading' && <p role="status">Loading users…</p>}
      {rows !== null && (
        <>
          <p>
            {rows.total} {rows.total === 1 ? 'account' : 'accounts'}
          </p>
          <div
            className="admin-users-table-wrap"
            tabIndex={0}
            role="region"
            aria-label="Table of users"
          >
            <table className="admin-users-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail or user name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Account</th>
                </tr>
              </thead>
              <tbody>
                {rows.items.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      <Link
                        to={`?${withUser(params, user.id)}`}
                        aria-current={user.id === openId ? 'true' : undefined}
                      >
                        {user.fullName}
                      </Link>
                    </th>
                    <td>{user.email ?? user.userName ?? '—'}</td>
                    <td>{ROLE_NAMES[user.role]}</td>
                    <td>{user.role === 'PUPIL' ? '—' : (user.plan ?? 'Free tier')}</td>
                    <td>
                      {user.disabled ? 'Disabled' : user.verified ? 'Active' : 'E-mail unconfirmed'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pages={pageCount(rows.total, ADMIN_USERS_PAGE_SIZE)}
            onPage={(next) => go({ page: String(next) })}
            label="Pages of users"
            busy={state === 'Loading'}
          />
        </>
      )}
      {/* A disabled or re-enabled account's row follows: the page is asked for again. */}
      {Number.isInteger(openId) && openId > 0 && (
        <AccountPanel key={openId} userId={openId} onChanged={load} />
      )}
    </section>
  );
}

function withUser(params: URLSearchParams, id: number): string {
  const next = new URLSearchParams(params);
  next.set('user', String(id));
  return next.toString();
}
