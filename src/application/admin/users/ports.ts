import type {
  AccountDetail,
  AccountPage,
  SubscriptionPage,
  UserResourcePage,
} from '@/contract/adminUsers';
import type { ListQuery } from './pagedList.machine';

/*
 * What the admin's users screens need from outside (issue #14: `/user_list`, `/user_sub`,
 * `/user_sub/resource/{id}`). List queries are passed on as the address gives them: the
 * server checks them and answers a bad one with its own message. The adapter decodes every
 * answer with src/contract/adminUsers.ts and rejects with the server's message.
 */
export interface AdminUsersGateway {
  listAccounts(query: ListQuery): Promise<AccountPage>;
  account(id: number): Promise<AccountDetail>;
  /** Disables (true) or re-enables (false) with the admin's reason; answers the account now. */
  setDisabled(id: number, disabled: boolean, reason: string): Promise<AccountDetail>;
  /** Answers the address the link went to. */
  resendVerification(id: number): Promise<string>;
  listSubscriptions(query: ListQuery): Promise<SubscriptionPage>;
  /** `query.userId` is the user; `query.page` the page. */
  userResources(query: ListQuery): Promise<UserResourcePage>;
}
