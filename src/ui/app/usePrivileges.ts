import { useSelector } from '@xstate/react';
import { selectPrivileges } from '@/application/session/selectors';
import type { Privileges } from '@/domain/privileges/privileges';
import { useServices } from './ServicesContext';

/** The features the current user may use (spec §6); signed out, the default set. */
export function usePrivileges(): Privileges {
  const { session } = useServices();
  return useSelector(session, selectPrivileges);
}
