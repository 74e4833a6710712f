import type {
  DepartmentResource,
  InvitationPreview,
  OrganisationView,
} from '@/contract/organisation';
import type { OrganisationDraft } from '@/domain/organisation/organisationRules';

export type { DepartmentResource, InvitationPreview, OrganisationView };

/**
 * What the organisation screens need from the server (issue #13). The adapter decodes every
 * answer with the contract's codecs; a refusal rejects with an Error whose message is the
 * server's, which the machines show where the teacher acted.
 */
export interface OrganisationGateway {
  /** The teacher's organisation (owned or joined), or null. */
  mine(): Promise<OrganisationView | null>;
  create(draft: OrganisationDraft): Promise<OrganisationView>;
  update(draft: OrganisationDraft): Promise<OrganisationView>;
  invite(email: string): Promise<OrganisationView>;
  revokeInvitation(invitationId: number): Promise<OrganisationView>;
  removeMember(memberId: number): Promise<OrganisationView>;
  leave(): Promise<void>;
  /** Who invites the signed-in teacher through the link's token. */
  preview(token: string): Promise<InvitationPreview>;
  accept(token: string): Promise<OrganisationView>;
  /** What the other members marked for the department (needs the sharedArea privilege). */
  departmentResources(): Promise<readonly DepartmentResource[]>;
  setDepartmentShare(resourceId: number, shared: boolean): Promise<boolean>;
}
