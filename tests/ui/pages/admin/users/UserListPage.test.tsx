import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListQuery } from '@/application/admin/users/pagedList.machine';
import type { AdminUsersGateway } from '@/application/admin/users/ports';
import type { AccountDetail, AccountPage, AccountSummary } from '@/contract/adminUsers';
import { ADMIN_USER_MESSAGES, ADMIN_USERS_PAGE_SIZE } from '@/contract/adminUsers';
import { ACTION_REASON_PROBLEMS } from '@/domain/admin/actionReason';
import { expectNoAxeViolations } from '../../../support/axe';
import { renderApp } from '../../../support/renderApp';

const created = '2026-09-01T09:00:00.000Z';

const tess: AccountSummary = {
  id: 12,
  fullName: 'Tess Teacher',
  email: 'tess@example.com',
  userName: null,
  role: 'public',
  plan: 'Department',
  verified: true,
  disabled: false,
  createdAt: created,
};
const uma: AccountSummary = {
  id: 13,
  fullName: 'Uma Unconfirmed',
  email: 'uma@example.com',
  userName: null,
  role: 'public',
  plan: null,
  verified: false,
  disabled: false,
  createdAt: created,
};
const pia: AccountSummary = {
  id: 14,
  fullName: 'Pia Pupil',
  email: null,
  userName: 'pia.p',
  role: 'PUPIL',
  plan: null,
  verified: false,
  disabled: true,
  createdAt: created,
};

const pageOf = (items: readonly AccountSummary[], total = items.length): AccountPage => ({
  items: [...items],
  total,
  plans: [
    { id: 3, title: 'Department' },
    { id: 5, title: 'Teacher' },
  ],
});

const detailOf = (summary: AccountSummary, over: Partial<AccountDetail> = {}): AccountDetail => ({
  id: summary.id,
  fullName: summary.fullName,
  email: summary.email,
  userName: summary.userName,
  role: summary.role,
  country: 'GB',
  createdAt: summary.createdAt,
  verified: summary.verified,
  accessType: 'DEFAULT',
  disabledAt: summary.disabled ? '2026-11-01T10:00:00.000Z' : null,
  subscription: null,
  classrooms: [],
  resources: [],
  resourceCount: 0,
  teacher: null,
  ...over,
});

const tessDetail = detailOf(tess, {
  subscription: {
    id: 90,
    plan: 'Department',
    status: 'active',
    paymentStatus: 'past_due',
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    scheduledPlan: null,
    provider: 'builtin',
  },
  classrooms: [
    { id: 1, name: 'Year 7 French', pupils: 24, archived: false },
    { id: 2, name: 'Old group', pupils: 1, archived: true },
  ],
  resources: [{ id: 301, title: 'At the market', language: 'es', createdAt: created }],
  resourceCount: 9,
});

/** The list as the server pages it: every call answers the three accounts. */
function listing(page: AccountPage = pageOf([tess, uma, pia])) {
  return vi.fn((_query: ListQuery) => Promise.resolve(page));
}

/** The list with one account's panel open, as the server answers it. */
async function openAccount(detail: AccountDetail, calls: Partial<AdminUsersGateway> = {}) {
  const rendered = renderApp(`/user_list?user=${detail.id}`, {
    role: 'admin',
    adminUsers: { listAccounts: listing(), account: () => Promise.resolve(detail), ...calls },
  });
  const panel = await screen.findByRole('region', { name: detail.fullName });
  return { ...rendered, panel };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/user_list', () => {
  it('lists the page the server answers, each account with its role, plan and state', async () => {
    const listAccounts = listing();
    renderApp('/user_list', { role: 'admin', adminUsers: { listAccounts } });
    expect(await screen.findByText('3 accounts')).toBeInTheDocument();
    expect(cellsOf(rowOf('Tess Teacher'))).toEqual([
      'tess@example.com',
      'Teacher',
      'Department',
      'Active',
    ]);
    expect(cellsOf(rowOf('Uma Unconfirmed'))).toEqual([
      'uma@example.com',
      'Teacher',
      'Free tier',
      'E-mail unconfirmed',
    ]);
    // A pupil signs in with a user name and has no plan of their own.
    expect(cellsOf(rowOf('Pia Pupil'))).toEqual(['pia.p', 'Pupil', '—', 'Disabled']);
    expect(listAccounts).toHaveBeenCalledTimes(1);
    expect(listAccounts).toHaveBeenCalledWith({ q: '', role: '', plan: '', page: 1 });
  });

  it('searches with the words, role and plan chosen, keeps them in the address, and pages on', async () => {
    const listAccounts = listing(pageOf([tess], ADMIN_USERS_PAGE_SIZE + 1));
    const { user, location } = renderApp('/user_list', {
      role: 'admin',
      adminUsers: { listAccounts },
    });
    await screen.findByText('26 accounts');
    await user.type(screen.getByLabelText('Name, e-mail or user name'), '  tess  ');
    await user.selectOptions(screen.getByLabelText('Role'), 'Teacher');
    // The plans to filter on are the ones the server listed.
    await user.selectOptions(screen.getByLabelText('Plan'), 'Department');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(listAccounts).toHaveBeenLastCalledWith({
        q: 'tess',
        role: 'public',
        plan: '3',
        page: 1,
      }),
    );
    expect(location()).toBe('/user_list?q=tess&role=public&plan=3');

    const pager = await screen.findByRole('navigation', { name: 'Pages of users' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() =>
      expect(listAccounts).toHaveBeenLastCalledWith({
        q: 'tess',
        role: 'public',
        plan: '3',
        page: 2,
      }),
    );
    expect(location()).toBe('/user_list?q=tess&role=public&plan=3&page=2');
  });

  it('says why when the server refuses the search, and shows no rows', async () => {
    const listAccounts = vi.fn(() =>
      Promise.reject(new Error('page must be a whole number from 1 to 100000')),
    );
    renderApp('/user_list?page=0', { role: 'admin', adminUsers: { listAccounts } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'page must be a whole number from 1 to 100000',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens an account from its row: profile, subscription, classrooms with pupils, resources', async () => {
    const account = vi.fn(() => Promise.resolve(tessDetail));
    const { user, location } = renderApp('/user_list', {
      role: 'admin',
      adminUsers: { listAccounts: listing(), account },
    });
    await user.click(await screen.findByRole('link', { name: 'Tess Teacher' }));
    const panel = await screen.findByRole('region', { name: 'Tess Teacher' });
    expect(account).toHaveBeenCalledWith(12);
    expect(location()).toBe('/user_list?user=12');
    expect(screen.getByRole('link', { name: 'Tess Teacher' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const term = (name: string) => within(panel).getByText(name, { selector: 'dt' });
    expect(term('E-mail').nextElementSibling).toHaveTextContent('tess@example.com');
    expect(term('Plan').nextElementSibling).toHaveTextContent('Department');
    expect(term('Payment status').nextElementSibling).toHaveTextContent('past_due');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Year 7 French: 24 pupils',
      'Old group: 1 pupil (archived)',
      expect.stringContaining('At the market') as unknown,
    ]);
    expect(within(panel).getByRole('link', { name: 'At the market' })).toHaveAttribute(
      'href',
      '/text_translation/301',
    );
    expect(
      within(panel).getByRole('link', { name: 'All 9 resources of Tess Teacher' }),
    ).toHaveAttribute('href', '/user_sub/resource/12');
    // A confirmed address has nothing to resend.
    expect(within(panel).queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
  });

  it('disables an account only with a reason, then says its sessions have ended', async () => {
    const setDisabled = vi.fn((_id: number, disabled: boolean, _reason: string) =>
      Promise.resolve(detailOf(tess, { disabledAt: disabled ? '2026-11-20T10:00:00.000Z' : null })),
    );
    const { user, panel } = await openAccount(detailOf(tess), { setDisabled });
    await user.click(within(panel).getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable Tess Teacher’s account?' });
    // The safe choice has the focus first.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ACTION_REASON_PROBLEMS.missing);
    expect(setDisabled).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      ' Chargeback fraud ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Tess Teacher’s account is disabled: their sessions have ended.',
    );
    expect(setDisabled).toHaveBeenCalledTimes(1);
    expect(setDisabled).toHaveBeenCalledWith(12, true, 'Chargeback fraud');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Re-enable account' })).toBeEnabled();
    expect(
      within(panel).getByText('Account', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/^Disabled on /);
  });

  it('re-enables a disabled account with a reason', async () => {
    const setDisabled = vi.fn((_id: number, disabled: boolean, _reason: string) =>
      Promise.resolve(detailOf(pia, { disabledAt: disabled ? created : null })),
    );
    const { user, panel } = await openAccount(detailOf(pia), { setDisabled });
    // A pupil has no e-mail to confirm and no plan of their own.
    expect(within(panel).queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
    expect(within(panel).queryByRole('heading', { name: 'Subscription' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Re-enable account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Re-enable Pia Pupil’s account?' });
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Appeal upheld',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Re-enable' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Pia Pupil’s account is enabled again: they can sign in.',
    );
    expect(setDisabled).toHaveBeenCalledWith(14, false, 'Appeal upheld');
    expect(within(panel).getByRole('button', { name: 'Disable account' })).toBeEnabled();
  });

  it('keeps the dialog and the typed reason when the server refuses, and says why', async () => {
    const setDisabled = vi.fn(() => Promise.reject(new Error(ADMIN_USER_MESSAGES.ownAccount)));
    const { user, panel } = await openAccount(detailOf(tess), { setDisabled });
    await user.click(within(panel).getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('alertdialog');
    const reason = within(dialog).getByLabelText('Reason (kept in the audit log)');
    await user.type(reason, 'Leaving');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ADMIN_USER_MESSAGES.ownAccount,
    );
    expect(reason).toHaveValue('Leaving');
    // Cancel leaves the account as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Disable account' })).toBeEnabled();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(setDisabled).toHaveBeenCalledTimes(1);
  });

  it('resends the confirmation e-mail of an unconfirmed address and says where it went', async () => {
    const resendVerification = vi.fn(() => Promise.resolve('uma@example.com'));
    const { user, panel } = await openAccount(detailOf(uma), { resendVerification });
    expect(within(panel).getByText('Free tier: no plan in force.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'A new confirmation link was sent to uma@example.com.',
    );
    expect(resendVerification).toHaveBeenCalledWith(13);
  });

  it('shows a disabled account as disabled in the list too, asking the server again', async () => {
    // The server's accounts: disabling one changes what the list answers next.
    const accounts = new Map([tess, uma, pia].map((a) => [a.id, a]));
    const listAccounts = vi.fn((_query: ListQuery) =>
      Promise.resolve(pageOf([...accounts.values()])),
    );
    const setDisabled = vi.fn((id: number, disabled: boolean, _reason: string) => {
      const before = accounts.get(id) ?? tess;
      accounts.set(id, { ...before, disabled });
      return Promise.resolve(detailOf(before, { disabledAt: disabled ? created : null }));
    });
    const { user } = renderApp('/user_list?q=t&user=12', {
      role: 'admin',
      adminUsers: { listAccounts, account: () => Promise.resolve(detailOf(tess)), setDisabled },
    });
    const panel = await screen.findByRole('region', { name: 'Tess Teacher' });
    await screen.findByText('3 accounts');
    expect(cellsOf(rowOf('Tess Teacher')).at(-1)).toBe('Active');
    await user.click(within(panel).getByRole('button', { name: 'Disable account' }));
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Fraud');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await vi.waitFor(() => expect(cellsOf(rowOf('Tess Teacher')).at(-1)).toBe('Disabled'));
    expect(listAccounts).toHaveBeenCalledTimes(2);
    expect(listAccounts).toHaveBeenLastCalledWith({ q: 't', role: '', plan: '', page: 1 });
    // The panel stays open on the account.
    expect(within(panel).getByRole('button', { name: 'Re-enable account' })).toBeEnabled();
  });

  it('axe finds no violation on the list, the open account and its dialog', async () => {
    const { user, container } = renderApp('/user_list?user=12', {
      role: 'admin',
      adminUsers: { listAccounts: listing(), account: () => Promise.resolve(tessDetail) },
    });
    const panel = await screen.findByRole('region', { name: 'Tess Teacher' });
    await screen.findByText('3 accounts');
    await expectNoAxeViolations(container);
    await user.click(within(panel).getByRole('button', { name: 'Disable account' }));
    await expectNoAxeViolations(container);
  });
});
