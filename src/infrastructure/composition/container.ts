import 'reflect-metadata';
import { Container } from 'inversify';
import type { InspectionEvent, Observer } from 'xstate';
import { createAccountService, type AccountService } from '@/application/account/accountService';
import { followSession } from '@/application/account/followSession';
import { createAnalyticsTracker, type AnalyticsTracker } from '@/application/analytics/analytics';
import { setHomeworkMachine } from '@/application/homework/setHomework.machine';
import { makeSetHomeworkImplementations } from '@/application/homework/setHomeworkImplementations';
import { billingReadMachine } from '@/application/billing/billingRead.machine';
import { paymentMachine } from '@/application/billing/payment.machine';
import { planChangeMachine } from '@/application/billing/planChange.machine';
import {
  makeBillingReadImplementations,
  makePaymentImplementations,
  makePlanChangeImplementations,
} from '@/application/billing/planChangeImplementations';
import { createBillingApi } from '@/infrastructure/http/billing-api';
import { createPaymentWindow, createWindowFocus } from '@/infrastructure/browser/paymentTab';
import type {
  AppServices,
  BillingServices,
  ClassroomServices,
  OrganisationServices,
  HomeworkResultsServices,
  PupilResultsServices,
  ResourceServices,
  PupilTaskServices,
  SetHomeworkServices,
  TeachingServices,
  WebinarServices,
} from '@/application/appServices';
import type { DisplaySettingsStore } from '@/application/teaching/ports';
import { classResultMachine } from '@/application/homework/classResult.machine';
import { makeClassResultImplementations } from '@/application/homework/classResultImplementations';
import { pupilAttemptMachine } from '@/application/pupil/pupilAttempt.machine';
import { makePupilAttemptImplementations } from '@/application/pupil/pupilAttemptImplementations';
import { pupilHomeMachine } from '@/application/pupil/pupilHome.machine';
import { makePupilHomeImplementations } from '@/application/pupil/pupilHomeImplementations';
import { pupilResultMachine } from '@/application/pupil/pupilResult.machine';
import { makePupilResultImplementations } from '@/application/pupil/pupilResultImplementations';
import { homeworkListMachine } from '@/application/homework/homeworkList.machine';
import { makeHomeworkListImplementations } from '@/application/homework/homeworkListImplementations';
import { addPupilsMachine } from '@/application/classrooms/addPupils.machine';
import { classroomMachine } from '@/application/classrooms/classroom.machine';
import { classroomCreateMachine } from '@/application/classrooms/classroomCreate.machine';
import { classroomListMachine } from '@/application/classrooms/classroomList.machine';
import {
  makeAddPupilsImplementations,
  makeClassroomCreateImplementations,
  makeClassroomImplementations,
  makeClassroomListImplementations,
  makePupilAccessImplementations,
} from '@/application/classrooms/classroomsImplementations';
import { pupilAccessMachine } from '@/application/classrooms/pupilAccess.machine';
import { accessGrantMachine } from '@/application/admin/accessGrant.machine';
import { makeAccessGrantImplementations } from '@/application/admin/accessGrantImplementations';
import { auditLogMachine } from '@/application/admin/audit/auditLog.machine';
import { makeAuditLogImplementations } from '@/application/admin/audit/auditLogImplementations';
import { planCatalogueMachine } from '@/application/admin/plans/planCatalogue.machine';
import { makePlanCatalogueImplementations } from '@/application/admin/plans/planCatalogueImplementations';
import { createAdminAccessApi } from '@/infrastructure/http/adminAccess-api';
import { createAdminAuditApi } from '@/infrastructure/http/adminAudit-api';
import { createAdminPlansApi } from '@/infrastructure/http/adminPlans-api';
import { wordListsMachine } from '@/application/admin/wordLists/wordLists.machine';
import { makeWordListsImplementations } from '@/application/admin/wordLists/wordListsImplementations';
import { createWordListsApi } from '@/infrastructure/http/wordLists-api';
import { activityStreamMachine } from '@/application/admin/activityStream/activityStream.machine';
import { makeActivityStreamImplementations } from '@/application/admin/activityStream/activityStreamImplementations';
import { createActivityStreamApi } from '@/infrastructure/http/activityStream-api';
import { webinarFormMachine } from '@/application/webinars/webinarForm.machine';
import { webinarListMachine } from '@/application/webinars/webinarList.machine';
import { webinarPageMachine } from '@/application/webinars/webinarPage.machine';
import {
  makeWebinarFormImplementations,
  makeWebinarListImplementations,
  makeWebinarPageImplementations,
} from '@/application/webinars/webinarImplementations';
import { createWebinarsApi } from '@/infrastructure/http/webinars-api';
import type { AxiosInstance } from 'axios';
import { promptEditorMachine } from '@/application/admin/prompts/promptEditor.machine';
import { makePromptEditorImplementations } from '@/application/admin/prompts/promptEditorImplementations';
import { createPromptsApi } from '@/infrastructure/http/prompts-api';
import { makeAdminUsersServices } from '@/application/admin/users/usersImplementations';
import { createAdminUsersApi } from '@/infrastructure/http/adminUsers-api';
import { guideMachine } from '@/application/guides/guide.machine';
import { guideSearchMachine } from '@/application/guides/guideSearch.machine';
import { makeGuideImplementations } from '@/application/guides/guideImplementations';
import { pageEditorMachine } from '@/application/pages/pageEditor.machine';
import { pageListMachine } from '@/application/pages/pageList.machine';
import { publicPageMachine } from '@/application/pages/publicPage.machine';
import { makePageImplementations } from '@/application/pages/pageImplementations';
import { createBundledGuides } from '@/infrastructure/guides/bundledGuides';
import { createPagesApi } from '@/infrastructure/http/pages-api';
import { creationMachine } from '@/application/resources/creation.machine';
import { makeCreationImplementations } from '@/application/resources/creationImplementations';
import { uploadMachine } from '@/application/resources/upload.machine';
import { makeUploadImplementations } from '@/application/resources/uploadImplementations';
import { editorMachine } from '@/application/resources/editor.machine';
import { makeEditorImplementations } from '@/application/resources/editorImplementations';
import { libraryMachine } from '@/application/resources/library.machine';
import { makeLibraryImplementations } from '@/application/resources/libraryImplementations';
import { recentResourcesMachine } from '@/application/resources/recentResources.machine';
import { makeRecentResourcesImplementations } from '@/application/resources/recentResourcesImplementations';
import { resourceImagesMachine } from '@/application/teaching/resourceImages.machine';
import { makeResourceImagesImplementations } from '@/application/teaching/resourceImagesImplementations';
import { transliterationMachine } from '@/application/teaching/transliteration.machine';
import { teachingScreenMachine } from '@/application/teaching/teachingScreen.machine';
import { makeTeachingScreenImplementations } from '@/application/teaching/teachingScreenImplementations';
import { makeTransliterationImplementations } from '@/application/teaching/transliterationImplementations';
import { makeResourceAudio } from '@/application/resources/resourceAudio';
import { resourceReadMachine } from '@/application/resources/resourceRead.machine';
import { makeResourceReadImplementations } from '@/application/resources/resourceReadImplementations';
import { createCreationDraftStore } from '@/infrastructure/storage/localDraftStore';
import type { Navigator, SessionStore } from '@/application/session/ports';
import { selectIsSignedIn } from '@/application/session/selectors';
import type { Logger, Notifier } from '@/application/shared/ports';
import type { TourStore } from '@/application/tour/ports';
import { tourMachine } from '@/application/tour/tour.machine';
import { makeTourImplementations } from '@/application/tour/tourImplementations';
import { createRetryBudget, SESSION_RETRY_BUDGET } from '@/domain/http/retryBudget';
import { createAccountApi } from '@/infrastructure/http/account-api';
import { createClassroomsApi } from '@/infrastructure/http/classrooms-api';
import { createOrganisationApi } from '@/infrastructure/http/organisation-api';
import { joinMachine } from '@/application/organisation/join.machine';
import { organisationMachine } from '@/application/organisation/organisation.machine';
import {
  makeJoinImplementations,
  makeOrganisationImplementations,
} from '@/application/organisation/organisationImplementations';
import { makeAnalyticsGateway } from '@/infrastructure/http/analytics-api';
import { createResourcesApi } from '@/infrastructure/http/resources-api';
import { createHomeworkSettingApi } from '@/infrastructure/http/homework-setting-api';
import { createHomeworkResultsApi } from '@/infrastructure/http/homeworkResults-api';
import { createPupilResultsApi } from '@/infrastructure/http/pupilResults-api';
import { createBrowserFileSaver } from '@/infrastructure/files/browserFileSaver';
import { createBrowserObjectUrls } from '@/infrastructure/files/browserObjectUrls';
import { SILENT_REQUEST } from '@/infrastructure/http/httpClient';
import { createSessionHttp, type SessionHttp } from '@/infrastructure/http/sessionHttp';
import { makeTourGateway } from '@/infrastructure/http/tour-api';
import {
  createLocalSessionStore,
  type ListableStorage,
} from '@/infrastructure/storage/localSessionStore';
import { createLocalDisplaySettingsStore } from '@/infrastructure/storage/localDisplaySettingsStore';
import { createLocalTourStore } from '@/infrastructure/storage/localTourStore';
import type { Connectivity } from '@/application/pupil/submissionPorts';
import { attemptOutboxMachine } from '@/application/pupil/attemptOutbox.machine';
import { followPupilSession } from '@/application/pupil/followPupilSession';
import { homeworkSubmissionMachine } from '@/application/pupil/homeworkSubmission.machine';
import {
  makeAttemptOutboxImplementations,
  makeHomeworkSubmissionImplementations,
} from '@/application/pupil/homeworkSubmissionImplementations';
import { createPupilTaskApi } from '@/infrastructure/http/pupilTask-api';
import { makePupilTaskAudio } from '@/application/pupil/pupilTaskAudio';
import { createBrowserConnectivity } from '@/infrastructure/network/browserConnectivity';
import { createLocalAnswerStore } from '@/infrastructure/storage/localAnswerStore';

/** What the browser (or a test) hands the composition root: the outside world, nothing else. */
export interface Platform {
  /** The API base address (`readApiBaseUrl()` in the browser). */
  readonly baseURL: string;
  readonly storage: ListableStorage;
  readonly navigator: Navigator;
  /** Toasts in the browser; the UI module that implements it is passed in by the entry. */
  readonly notifier: Notifier;
  readonly logger: Logger;
  /** A fresh key per write request (`newIdempotencyKey` in the browser). */
  readonly idempotencyKey: () => string;
  /** The Stately inspector's observer, in development with `VITE_INSPECT=1` only. */
  readonly inspect?: Observer<InspectionEvent>;
  /** The browser's online state and `online` event; the window's when left out. */
  readonly connectivity?: Connectivity;
  /** A fresh attempt key for a pupil's answers; `idempotencyKey` when left out. */
  readonly attemptKey?: () => string;
}

/** Binding tokens: symbols, so nothing depends on emitted decorator metadata (STACK.md). */
export const TOKENS = {
  Platform: Symbol.for('Platform'),
  SessionStore: Symbol.for('SessionStore'),
  TourStore: Symbol.for('TourStore'),
  SessionHttp: Symbol.for('SessionHttp'),
  Analytics: Symbol.for('Analytics'),
  TourMachine: Symbol.for('TourMachine'),
  Account: Symbol.for('Account'),
  Resources: Symbol.for('Resources'),
  SetHomework: Symbol.for('SetHomework'),
  HomeworkResults: Symbol.for('HomeworkResults'),
  Classrooms: Symbol.for('Classrooms'),
  PupilTask: Symbol.for('PupilTask'),
  PupilResults: Symbol.for('PupilResults'),
  Organisation: Symbol.for('Organisation'),
  Billing: Symbol.for('Billing'),
  AppServices: Symbol.for('AppServices'),
} as const;

/** The tour machine with its actors and actions provided over the app's ports. */
export type ProvidedTourMachine = typeof tourMachine;

/** The teaching screen's store and its flow, which saves into that same store. */
function teachingServices(displaySettings: DisplaySettingsStore): TeachingServices {
  return {
    displaySettings,
    screen: teachingScreenMachine.provide(
      makeTeachingScreenImplementations({ store: displaySettings }),
    ),
  };
}

/**
 * The composition root (DESIGN.md §4): the one place where ports meet adapters and machines
 * get their actors. Every binding is a singleton, since the app has one session and one
 * HTTP client; tests build their own container from a fake platform.
 */
export function buildContainer(platform: Platform): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Platform>(TOKENS.Platform).toConstantValue(platform);
  container
    .bind<SessionStore>(TOKENS.SessionStore)
    .toResolvedValue((p: Platform) => createLocalSessionStore(p.storage), [TOKENS.Platform]);
  container
    .bind<TourStore>(TOKENS.TourStore)
    .toResolvedValue((p: Platform) => createLocalTourStore(p.storage), [TOKENS.Platform]);
  container.bind<SessionHttp>(TOKENS.SessionHttp).toResolvedValue(
    (p: Platform, store: SessionStore) =>
      createSessionHttp({
        baseURL: p.baseURL,
        store,
        navigator: p.navigator,
        notifier: p.notifier,
        // Spec §8: two retries for the whole session, so one budget for the app's lifetime.
        budget: createRetryBudget(SESSION_RETRY_BUDGET),
        idempotencyKey: p.idempotencyKey,
        inspect: p.inspect,
      }),
    [TOKENS.Platform, TOKENS.SessionStore],
  );
  container.bind<AnalyticsTracker>(TOKENS.Analytics).toResolvedValue(
    (p: Platform, { http, session }: SessionHttp) =>
      createAnalyticsTracker({
        // Spec §8: analytics failures are only logged, so the client shows no toast for them.
        gateway: makeAnalyticsGateway(http, SILENT_REQUEST),
        isLoggedIn: () => selectIsSignedIn(session.getSnapshot()),
        logger: p.logger,
      }),
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<ProvidedTourMachine>(TOKENS.TourMachine).toResolvedValue(
    (p: Platform, { http }: SessionHttp, store: TourStore) =>
      tourMachine.provide(
        makeTourImplementations({
          gateway: makeTourGateway(http, SILENT_REQUEST),
          store,
          logger: p.logger,
        }),
      ),
    [TOKENS.Platform, TOKENS.SessionHttp, TOKENS.TourStore],
  );
  container.bind<AccountService>(TOKENS.Account).toResolvedValue(
    (p: Platform, { http, session }: SessionHttp) => {
      const account = createAccountService({ gateway: createAccountApi(http, p.notifier) });
      // For the app's lifetime, like the session itself: the profile follows who is signed in.
      followSession(account, session);
      return account;
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<ResourceServices>(TOKENS.Resources).toResolvedValue(
    (p: Platform, { http }: SessionHttp) => {
      const gateway = createResourcesApi(http, p.notifier);
      const drafts = createCreationDraftStore(p.storage);
      return {
        gateway,
        drafts,
        creation: creationMachine.provide(makeCreationImplementations({ gateway, store: drafts })),
        editor: editorMachine.provide(makeEditorImplementations({ gateway, drafts })),
        recent: recentResourcesMachine.provide(makeRecentResourcesImplementations({ gateway })),
        library: libraryMachine.provide(
          makeLibraryImplementations({
            gateway,
            // Issue #13: a library card's "Share with my department".
            shareWithDepartment: (id, shared) =>
              createOrganisationApi(http, p.notifier).setDepartmentShare(id, shared),
          }),
        ),
        upload: uploadMachine.provide(makeUploadImplementations({ gateway })),
        images: resourceImagesMachine.provide(
          makeResourceImagesImplementations({ gateway, urls: createBrowserObjectUrls() }),
        ),
        transliteration: transliterationMachine.provide(
          makeTransliterationImplementations({ gateway }),
        ),
        read: resourceReadMachine.provide(makeResourceReadImplementations({ gateway })),
        audio: makeResourceAudio({ gateway }),
      };
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<SetHomeworkServices>(TOKENS.SetHomework).toResolvedValue(
    (p: Platform, { http }: SessionHttp) => ({
      machine: setHomeworkMachine.provide(
        makeSetHomeworkImplementations({ gateway: createHomeworkSettingApi(http, p.notifier) }),
      ),
    }),
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<HomeworkResultsServices>(TOKENS.HomeworkResults).toResolvedValue(
    (p: Platform, { http }: SessionHttp) => {
      const gateway = createHomeworkResultsApi(http, p.notifier);
      return {
        list: homeworkListMachine.provide(makeHomeworkListImplementations({ gateway })),
        classResult: classResultMachine.provide(
          makeClassResultImplementations({ gateway, files: createBrowserFileSaver() }),
        ),
      };
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<ClassroomServices>(TOKENS.Classrooms).toResolvedValue(
    (p: Platform, { http }: SessionHttp) => {
      const gateway = createClassroomsApi(http, p.notifier);
      return {
        list: classroomListMachine.provide(makeClassroomListImplementations({ gateway })),
        create: classroomCreateMachine.provide(makeClassroomCreateImplementations({ gateway })),
        classroom: classroomMachine.provide(makeClassroomImplementations({ gateway })),
        addPupils: addPupilsMachine.provide(makeAddPupilsImplementations({ gateway })),
        pupilAccess: pupilAccessMachine.provide(makePupilAccessImplementations({ gateway })),
      };
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<PupilTaskServices>(TOKENS.PupilTask).toResolvedValue(
    (p: Platform, { http, session }: SessionHttp) => {
      const gateway = createPupilTaskApi(http, p.notifier);
      const { answers, outbox } = createLocalAnswerStore(p.storage);
      const connectivity =
        p.connectivity ??
        createBrowserConnectivity(typeof window === 'undefined' ? undefined : window);
      const deps = {
        gateway,
        answers,
        outbox,
        connectivity,
        newAttemptKey: p.attemptKey ?? p.idempotencyKey,
        now: () => new Date(),
      };
      // For the app's lifetime, like the session: a pupil's queued attempts go out whatever
      // page they are on, and after a reload.
      const following = followPupilSession(
        attemptOutboxMachine.provide(makeAttemptOutboxImplementations(deps)),
        session,
        p.inspect,
      );
      return {
        submission: homeworkSubmissionMachine.provide(makeHomeworkSubmissionImplementations(deps)),
        outbox: following.current,
        audio: makePupilTaskAudio({ gateway }),
      };
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<PupilResultsServices>(TOKENS.PupilResults).toResolvedValue(
    (p: Platform, { http }: SessionHttp) => {
      const gateway = createPupilResultsApi(http, p.notifier);
      return {
        home: pupilHomeMachine.provide(makePupilHomeImplementations({ gateway })),
        result: pupilResultMachine.provide(
          makePupilResultImplementations({ gateway, logger: p.logger }),
        ),
        attempt: pupilAttemptMachine.provide(makePupilAttemptImplementations({ gateway })),
      };
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<OrganisationServices>(TOKENS.Organisation).toResolvedValue(
    (p: Platform, { http, session }: SessionHttp) => {
      const gateway = createOrganisationApi(http, p.notifier);
      // Joining or leaving changes the teacher's privileges: a refresh brings them at once.
      const sessionChanged = () => session.send({ type: 'session.refreshNeeded' });
      return {
        page: organisationMachine.provide(
          makeOrganisationImplementations({ gateway, sessionChanged }),
        ),
        join: joinMachine.provide(makeJoinImplementations({ gateway, sessionChanged })),
        gateway,
      };
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<BillingServices>(TOKENS.Billing).toResolvedValue(
    (p: Platform, { http, session }: SessionHttp) => {
      const gateway = createBillingApi(http, p.notifier);
      const browserWindow = typeof window === 'undefined' ? undefined : window;
      return {
        planChange: planChangeMachine.provide(
          makePlanChangeImplementations({
            gateway,
            logger: p.logger,
            notifier: p.notifier,
            paymentWindow: createPaymentWindow(browserWindow),
            focus: createWindowFocus(browserWindow),
            // The new token carries the plan's privileges: every lock follows at once.
            refreshSession: () => session.send({ type: 'session.refreshNeeded' }),
          }),
        ),
        read: billingReadMachine.provide(makeBillingReadImplementations({ gateway })),
        payment: paymentMachine.provide(makePaymentImplementations({ gateway })),
      };
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<AppServices>(TOKENS.AppServices).toResolvedValue(
    (
      p: Platform,
      { session, http }: SessionHttp,
      analytics: AnalyticsTracker,
      store: SessionStore,
      tourStore: TourStore,
      machine: ProvidedTourMachine,
      account: AccountService,
      resources: ResourceServices,
      setHomework: SetHomeworkServices,
      homeworkResults: HomeworkResultsServices,
      classrooms: ClassroomServices,
      pupilTask: PupilTaskServices,
      pupilResults: PupilResultsServices,
      organisation: OrganisationServices,
      billing: BillingServices,
    ) => ({
      session,
      analytics,
      notifier: p.notifier,
      savedRedirect: {
        get: () => store.getRedirectPath(),
        set: (path) => store.setRedirectPath(path),
        clear: () => store.clearRedirectPath(),
      },
      tours: { machine, store: tourStore, inspect: p.inspect },
      account,
      experimentalFeatures: () => account.experimentalFeatures(),
      resources,
      teaching: teachingServices(createLocalDisplaySettingsStore(p.storage)),
      setHomework,
      homeworkResults,
      classrooms,
      pupilTask,
      pupilResults,
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
      organisation,
      billing,
      webinars: webinarServices(http, p.notifier),
      guides: guideServices(),
      pages: pageServices(createPagesApi(http, p.notifier)),
    }),
    [
      TOKENS.Platform,
      TOKENS.SessionHttp,
      TOKENS.Analytics,
      TOKENS.SessionStore,
      TOKENS.TourStore,
      TOKENS.TourMachine,
      TOKENS.Account,
      TOKENS.Resources,
      TOKENS.SetHomework,
      TOKENS.HomeworkResults,
      TOKENS.Classrooms,
      TOKENS.PupilTask,
      TOKENS.PupilResults,
      TOKENS.Organisation,
      TOKENS.Billing,
    ],
  );
  return container;
}

/** Webinars (issue #14): the calendar file is built in the browser and downloaded from a Blob. */
function webinarServices(http: AxiosInstance, notifier: Notifier): WebinarServices {
  const files = createBrowserFileSaver();
  const deps = {
    gateway: createWebinarsApi(http, notifier),
    calendar: {
      save: ({ name, text }: { name: string; text: string }) =>
        files.save({ name, type: 'text/calendar;charset=utf-8', text }),
    },
    // Read when the composition root runs: in the browser, never in node's container test.
    origin: globalThis.location?.origin ?? '',
    now: () => new Date(),
  };
  return {
    list: webinarListMachine.provide(makeWebinarListImplementations(deps)),
    page: webinarPageMachine.provide(makeWebinarPageImplementations(deps)),
    form: webinarFormMachine.provide(makeWebinarFormImplementations(deps)),
  };
}

/** The user guides over the Markdown bundled with the app (issue #14). */
function guideServices() {
  const library = createBundledGuides();
  const implementations = makeGuideImplementations({ library });
  return {
    library,
    guide: guideMachine.provide(implementations.guide),
    search: guideSearchMachine.provide(implementations.search),
  };
}

/** Generic pages over the API (issue #14). */
function pageServices(gateway: ReturnType<typeof createPagesApi>) {
  const implementations = makePageImplementations({ gateway });
  return {
    publicPage: publicPageMachine.provide(implementations.publicPage),
    list: pageListMachine.provide(implementations.list),
    editor: pageEditorMachine.provide(implementations.editor),
  };
}
