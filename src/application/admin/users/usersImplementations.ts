import { fromPromise } from 'xstate';
import type { AccountDetail } from '@/contract/adminUsers';
import type { AdminUsersServices } from '@/application/appServices';
import { accountMachine } from './account.machine';
import { pagedListMachine, type ListQuery } from './pagedList.machine';
import type { AdminUsersGateway } from './ports';

/*
 * The users screens' actors over the gateway (issue #14): one paged-list machine provided three
 * ways, and the account panel's machine.
 */

type PageLoader = (query: ListQuery) => Promise<unknown>;
const listOf = (load: PageLoader) => ({
  actors: { loadPage: fromPromise<unknown, ListQuery>(({ input }) => load(input)) },
});

export const makeAccountListImplementations = ({ gateway }: { gateway: AdminUsersGateway }) =>
  listOf((query) => gateway.listAccounts(query));

export const makeSubscriptionListImplementations = ({ gateway }: { gateway: AdminUsersGateway }) =>
  listOf((query) => gateway.listSubscriptions(query));

export const makeUserResourcesImplementations = ({ gateway }: { gateway: AdminUsersGateway }) =>
  listOf((query) => gateway.userResources(query));

export function makeAccountImplementations({ gateway }: { gateway: AdminUsersGateway }) {
  return {
    actors: {
      loadAccount: fromPromise<AccountDetail, { userId: number }>(({ input }) =>
        gateway.account(input.userId),
      ),
      setDisabled: fromPromise<
        AccountDetail,
        { userId: number; disabled: boolean; reason: string }
      >(({ input }) => gateway.setDisabled(input.userId, input.disabled, input.reason)),
      resendVerification: fromPromise<string, { userId: number }>(({ input }) =>
        gateway.resendVerification(input.userId),
      ),
    },
  };
}

/** The users screens' machines, each provided with its actors over one gateway. */
export function makeAdminUsersServices(gateway: AdminUsersGateway): AdminUsersServices {
  return {
    accounts: pagedListMachine.provide(makeAccountListImplementations({ gateway })),
    account: accountMachine.provide(makeAccountImplementations({ gateway })),
    subscriptions: pagedListMachine.provide(makeSubscriptionListImplementations({ gateway })),
    resources: pagedListMachine.provide(makeUserResourcesImplementations({ gateway })),
  };
}
