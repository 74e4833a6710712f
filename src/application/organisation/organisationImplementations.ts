import { fromPromise } from 'xstate';
import type { OrganisationDraft } from '@/domain/organisation/organisationRules';
import type { OrganisationLoaded } from './organisation.machine';
import type { InvitationPreview, OrganisationGateway, OrganisationView } from './ports';

/** The organisation page's actors and its session action, over the gateway. */
export function makeOrganisationImplementations({
  gateway,
  sessionChanged,
}: {
  gateway: OrganisationGateway;
  sessionChanged: () => void;
}) {
  return {
    actors: {
      load: fromPromise<OrganisationLoaded, { canShare: boolean }>(async ({ input }) => {
        const organisation = await gateway.mine();
        // The shared area is read only by a member whose plan has it.
        const shared =
          organisation !== null && input.canShare ? await gateway.departmentResources() : [];
        return { organisation, shared };
      }),
      save: fromPromise<OrganisationView, { draft: OrganisationDraft; exists: boolean }>(
        ({ input }) => (input.exists ? gateway.update(input.draft) : gateway.create(input.draft)),
      ),
      invite: fromPromise<OrganisationView, { email: string }>(({ input }) =>
        gateway.invite(input.email),
      ),
      revoke: fromPromise<OrganisationView, { invitationId: number }>(({ input }) =>
        gateway.revokeInvitation(input.invitationId),
      ),
      remove: fromPromise<OrganisationView, { memberId: number }>(({ input }) =>
        gateway.removeMember(input.memberId),
      ),
      leave: fromPromise<void, void>(() => gateway.leave()),
    },
    actions: { sessionChanged },
  };
}

/** The join page's actors and its session action. */
export function makeJoinImplementations({
  gateway,
  sessionChanged,
}: {
  gateway: OrganisationGateway;
  sessionChanged: () => void;
}) {
  return {
    actors: {
      preview: fromPromise<InvitationPreview, { token: string }>(({ input }) =>
        gateway.preview(input.token),
      ),
      accept: fromPromise<OrganisationView, { token: string }>(({ input }) =>
        gateway.accept(input.token),
      ),
    },
    actions: { sessionChanged },
  };
}
