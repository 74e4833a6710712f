import type { FastifyRequest } from 'fastify';
import type { UserInfo } from '@/domain/session/userInfo';
import type { Db } from '../../db/client';
import { resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import { isResourceReadable } from '../../db/repositories/resources';
import { isSharedWithReadersDepartment } from '../../services/organisations';

/**
 * Who may read a resource and what hangs on it (its audio, images, transliteration): its
 * owner, anyone signed in when it is shared with everyone, and administrators, who look after
 * the catalogue and open any resource on the teaching screen (issue #5 "for signed-in teachers
 * and admins"), and the other members of the owner's organisation when the owner marked it for
 * the department and the reader's plan has the shared area (issue #13). Reading only: every
 * change stays the owner's.
 */
export const READERS = ['public', 'admin'] as const;

/** The ownership rule of the reading routes (see READERS); the `:id` param is the resource. */
export function readsResource(db: Db) {
  return async (request: FastifyRequest, user: UserInfo): Promise<boolean> => {
    if (user.role === 'admin') return true;
    const id = Number((request.params as { id: string }).id);
    if (await isResourceReadable(db, id, user.id)) return true;
    return (
      resolvePrivileges({ sessionPayload: user }).sharedArea &&
      isSharedWithReadersDepartment(db, id, user.id)
    );
  };
}
