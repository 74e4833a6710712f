import type { Container } from 'inversify';
import type { AdminArea } from '@/application/appServices';
import { accessGrantMachine } from '@/application/admin/accessGrant.machine';
import { makeAccessGrantImplementations } from '@/application/admin/accessGrantImplementations';
import { activityStreamMachine } from '@/application/admin/activityStream/activityStream.machine';
import { makeActivityStreamImplementations } from '@/application/admin/activityStream/activityStreamImplementations';
import { auditLogMachine } from '@/application/admin/audit/auditLog.machine';
import { makeAuditLogImplementations } from '@/application/admin/audit/auditLogImplementations';
import { planCatalogueMachine } from '@/application/admin/plans/planCatalogue.machine';
import { makePlanCatalogueImplementations } from '@/application/admin/plans/planCatalogueImplementations';
import { promptEditorMachine } from '@/application/admin/prompts/promptEditor.machine';
import { makePromptEditorImplementations } from '@/application/admin/prompts/promptEditorImplementations';
import { makeAdminUsersServices } from '@/application/admin/users/usersImplementations';
import { wordListsMachine } from '@/application/admin/wordLists/wordLists.machine';
import { makeWordListsImplementations } from '@/application/admin/wordLists/wordListsImplementations';
import { createActivityStreamApi } from '@/infrastructure/http/activityStream-api';
import { createAdminAccessApi } from '@/infrastructure/http/adminAccess-api';
import { createAdminAuditApi } from '@/infrastructure/http/adminAudit-api';
import { createAdminPlansApi } from '@/infrastructure/http/adminPlans-api';
import { createAdminUsersApi } from '@/infrastructure/http/adminUsers-api';
import { createPromptsApi } from '@/infrastructure/http/prompts-api';
import { createWordListsApi } from '@/infrastructure/http/wordLists-api';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** The admin console's screens (issues #13, #14): no other role downloads them. */
export function adminArea(container: Container): AdminArea {
  return bindArea(container, TOKENS.AdminArea, (p, { http }) => ({
    adminAccess: {
      grant: accessGrantMachine.provide(
        makeAccessGrantImplementations({ gateway: createAdminAccessApi(http, p.notifier) }),
      ),
      plans: planCatalogueMachine.provide(
        makePlanCatalogueImplementations({ gateway: createAdminPlansApi(http, p.notifier) }),
      ),
      audit: auditLogMachine.provide(
        makeAuditLogImplementations({ gateway: createAdminAuditApi(http, p.notifier) }),
      ),
    },
    wordLists: {
      machine: wordListsMachine.provide(
        makeWordListsImplementations({ gateway: createWordListsApi(http, p.notifier) }),
      ),
    },
    activityStream: activityStreamMachine.provide(
      makeActivityStreamImplementations({ gateway: createActivityStreamApi(http, p.notifier) }),
    ),
    adminPrompts: {
      editor: promptEditorMachine.provide(
        makePromptEditorImplementations({ gateway: createPromptsApi(http, p.notifier) }),
      ),
    },
    adminUsers: makeAdminUsersServices(createAdminUsersApi(http, p.notifier)),
  }));
}
