import { fromPromise } from 'xstate';
import type { AccessType } from '@/domain/session/userInfo';
import type { AdminAccessGateway, GrantDraft, UserAccess } from './ports';

/** The access screen's actors over the gateway (issues #13, #14). */
export function makeAccessGrantImplementations({ gateway }: { gateway: AdminAccessGateway }) {
  return {
    actors: {
      findUser: fromPromise<UserAccess, { email: string }>(({ input }) =>
        gateway.findUser(input.email),
      ),
      setAccess: fromPromise<
        UserAccess,
        { userId: number; accessType: AccessType; reason: string }
      >(({ input }) => gateway.setAccess(input.userId, input.accessType, input.reason)),
      grant: fromPromise<UserAccess, { userId: number; draft: GrantDraft; reason: string }>(
        ({ input }) => gateway.grant(input.userId, input.draft, input.reason),
      ),
      revoke: fromPromise<UserAccess, { grantId: number; reason: string }>(({ input }) =>
        gateway.revoke(input.grantId, input.reason),
      ),
    },
  };
}
