import { fromPromise } from 'xstate';
import type { AccessType } from '@/domain/session/userInfo';
import type { AdminAccessGateway, UserAccess } from './ports';

/** The access screen's actors over the gateway (issue #13). */
export function makeAccessGrantImplementations({ gateway }: { gateway: AdminAccessGateway }) {
  return {
    actors: {
      findUser: fromPromise<UserAccess, { email: string }>(({ input }) =>
        gateway.findUser(input.email),
      ),
      setAccess: fromPromise<UserAccess, { userId: number; accessType: AccessType }>(({ input }) =>
        gateway.setAccess(input.userId, input.accessType),
      ),
    },
  };
}
