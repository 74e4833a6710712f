import type { AccountKind } from '@/domain/activity/eventKinds';
import type { Queryable } from '../db/repositories/queryable';
import { accountEvents } from '../db/schema/accountEvents';

/**
 * Notes what happened to an account for the admin's activity stream (issue #14). Called with one
 * line where it happens, in the same transaction when there is one. `details` names plans and
 * organisations, never a password, token or card number.
 */
export async function recordAccountEvent(
  db: Queryable,
  event: {
    readonly userId: number;
    readonly kind: AccountKind;
    readonly details?: Readonly<Record<string, string | number | null>>;
  },
  now: Date,
): Promise<void> {
  await db.insert(accountEvents).values({
    userId: event.userId,
    kind: event.kind,
    details: { ...event.details },
    createdAt: now,
  });
}
