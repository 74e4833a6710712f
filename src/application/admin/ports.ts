import type { AdminUserAccess, GrantRequest } from '@/contract/adminAccess';
import type { AccessType } from '@/domain/session/userInfo';

/*
 * What the admin's access screen needs from outside (issues #13 and #14, `/access_product`).
 * The types are src/contract/adminAccess.ts's; the adapter decodes every answer with its codecs.
 */

/** A user as the access screen shows them, with their grants and access history. */
export type UserAccess = AdminUserAccess;

/** A plan or an add-on to grant, without its reason (asked when confirming). */
export type GrantDraft =
  | { readonly kind: 'plan'; readonly planId: number; readonly expiresAt: string | null }
  | {
      readonly kind: 'add_on';
      readonly addOnType: Extract<GrantRequest, { kind: 'add_on' }>['addOnType'];
      readonly quantity: number;
      readonly expiresAt: string | null;
    };

export interface AdminAccessGateway {
  /** GET /admin/users?email=: rejects with the server's message when nobody uses it. */
  findUser(email: string): Promise<UserAccess>;
  /** PATCH /admin/users/:id/access. */
  setAccess(userId: number, accessType: AccessType, reason: string): Promise<UserAccess>;
  /** POST /admin/users/:id/grants. */
  grant(userId: number, draft: GrantDraft, reason: string): Promise<UserAccess>;
  /** POST /admin/grants/:grantId/revoke. */
  revoke(grantId: number, reason: string): Promise<UserAccess>;
}
