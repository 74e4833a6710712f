import type { AccessType, Role } from '@/domain/session/userInfo';

/*
 * What the admin's access screen needs from outside (issue #13, `/access_product`). The types
 * mirror src/contract/adminAccess.ts; the adapter decodes every answer with its codecs.
 */

/** A user as the access screen shows them. */
export interface UserAccess {
  readonly id: number;
  readonly email: string | null;
  readonly fullName: string;
  readonly role: Role;
  readonly accessType: AccessType;
  /** The title of the plan in force; null on the free tier. */
  readonly plan: string | null;
}

export interface AdminAccessGateway {
  /** GET /admin/users?email=: rejects with the server's message when nobody uses it. */
  findUser(email: string): Promise<UserAccess>;
  /** PATCH /admin/users/:id/access. */
  setAccess(userId: number, accessType: AccessType): Promise<UserAccess>;
}
