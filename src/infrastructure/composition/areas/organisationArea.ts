import type { Container } from 'inversify';
import type { OrganisationArea } from '@/application/appServices';
import { joinMachine } from '@/application/organisation/join.machine';
import { organisationMachine } from '@/application/organisation/organisation.machine';
import {
  makeJoinImplementations,
  makeOrganisationImplementations,
} from '@/application/organisation/organisationImplementations';
import { createOrganisationApi } from '@/infrastructure/http/organisation-api';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** Organisations, invitations and the department's shared area (issue #13). */
export function organisationArea(container: Container): OrganisationArea {
  return bindArea(container, TOKENS.OrganisationArea, (p, { http, session }) => {
    const gateway = createOrganisationApi(http, p.notifier);
    // Joining or leaving changes the teacher's privileges: a refresh brings them at once.
    const sessionChanged = () => session.send({ type: 'session.refreshNeeded' });
    return {
      organisation: {
        page: organisationMachine.provide(
          makeOrganisationImplementations({ gateway, sessionChanged }),
        ),
        join: joinMachine.provide(makeJoinImplementations({ gateway, sessionChanged })),
        gateway,
      },
    };
  });
}
