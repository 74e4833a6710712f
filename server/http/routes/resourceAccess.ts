import type { FastifyRequest } from 'fastify';
import type { UserInfo } from '@/domain/session/userInfo';
import type { Db } from '../../db/client';
import { isResourceReadable } from '../../db/repositories/resources';

/**
 * Who may read a resource and what hangs on it (its audio, images, transliteration): its
 * owner, anyone signed in when it is shared with everyone, and administrators, who look after
 * the catalogue and open any resource on the teaching screen (issue #5 "for signed-in teachers
 * and admins"). Reading only: every change stays the owner's.
 */
export const READERS = ['public', 'admin'] as const;

/** The ownership rule of the reading routes (see READERS); the `:id` param is the resource. */
export function readsResource(db: Db) {
  return (request: FastifyRequest, user: UserInfo): Promise<boolean> =>
    user.role === 'admin'
      ? Promise.resolve(true)
      : isResourceReadable(db, Number((request.params as { id: string }).id), user.id);
}
