import type { AxiosInstance } from 'axios';
import * as t from 'io-ts';
import type { AdminUsersGateway } from '@/application/admin/users/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  AccountDetailResponse,
  AccountPageResponse,
  AccountStatusChange,
  SubscriptionPageResponse,
  UserResourcePageResponse,
} from '@/contract/adminUsers';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const ADMIN_ACCOUNTS_PATH = '/admin/accounts';
export const ADMIN_SUBSCRIPTIONS_PATH = '/admin/subscriptions';

const SentResponse = t.type({ data: t.type({ sentTo: t.string }) }, 'SentResponse');

/** Only the values set: an empty filter is "any", and the server sees no empty parameter. */
const paramsOf = (query: Readonly<Record<string, string | number | undefined>>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );

const accountPath = (id: number) => `${ADMIN_ACCOUNTS_PATH}/${encodeURIComponent(String(id))}`;

/**
 * The admin's users screens over the app's axios instance (issue #14). Every call is the
 * page's own (IN_PLACE_REQUEST): refusals and bad filters are said on the page, once.
 */
export function createAdminUsersApi(http: AxiosInstance, notifier: Notifier): AdminUsersGateway {
  return {
    async listAccounts(query) {
      const response = await http.get<unknown>(ADMIN_ACCOUNTS_PATH, {
        params: paramsOf(query),
        ...IN_PLACE_REQUEST,
      });
      return decodeResponse(AccountPageResponse, response.data, ADMIN_ACCOUNTS_PATH, notifier).data;
    },
    async account(id) {
      const path = accountPath(id);
      const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
      return decodeResponse(AccountDetailResponse, response.data, path, notifier).data;
    },
    async setDisabled(id, disabled, reason) {
      const path = `${accountPath(id)}/${disabled ? 'disable' : 'enable'}`;
      const response = await http.post<unknown>(
        path,
        AccountStatusChange.encode({ reason }),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(AccountDetailResponse, response.data, path, notifier).data;
    },
    async resendVerification(id) {
      const path = `${accountPath(id)}/verification`;
      const response = await http.post<unknown>(path, {}, IN_PLACE_REQUEST);
      return decodeResponse(SentResponse, response.data, path, notifier).data.sentTo;
    },
    async listSubscriptions(query) {
      const response = await http.get<unknown>(ADMIN_SUBSCRIPTIONS_PATH, {
        params: paramsOf(query),
        ...IN_PLACE_REQUEST,
      });
      return decodeResponse(
        SubscriptionPageResponse,
        response.data,
        ADMIN_SUBSCRIPTIONS_PATH,
        notifier,
      ).data;
    },
    async userResources({ userId, ...rest }) {
      const path = `${ADMIN_ACCOUNTS_PATH}/${encodeURIComponent(String(userId))}/resources`;
      const response = await http.get<unknown>(path, {
        params: paramsOf(rest),
        ...IN_PLACE_REQUEST,
      });
      return decodeResponse(UserResourcePageResponse, response.data, path, notifier).data;
    },
  };
}
