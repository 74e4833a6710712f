import { afterEach, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAccountService } from '@/application/account/accountService';
import { followSession } from '@/application/account/followSession';
import type { AccountGateway, AccountProfile } from '@/application/account/ports';
import type { AnalyticsTracker } from '@/application/analytics/analytics';
import type { AppServices, SavedRedirect } from '@/application/appServices';
import { setHomeworkMachine } from '@/application/homework/setHomework.machine';
import { makeSetHomeworkImplementations } from '@/application/homework/setHomeworkImplementations';
import type { HomeworkSettingGateway } from '@/application/homework/setHomeworkPorts';
import { classResultMachine } from '@/application/homework/classResult.machine';
import { makeClassResultImplementations } from '@/application/homework/classResultImplementations';
import { homeworkListMachine } from '@/application/homework/homeworkList.machine';
import { makeHomeworkListImplementations } from '@/application/homework/homeworkListImplementations';
import type { FileSaver, HomeworkResultsGateway } from '@/application/homework/resultsPorts';
import { addPupilsMachine } from '@/application/classrooms/addPupils.machine';
import { pupilAccessMachine } from '@/application/classrooms/pupilAccess.machine';
import { accessGrantMachine } from '@/application/admin/accessGrant.machine';
import { guideMachine } from '@/application/guides/guide.machine';
import { guideSearchMachine } from '@/application/guides/guideSearch.machine';
import { makeGuideImplementations } from '@/application/guides/guideImplementations';
import { pageEditorMachine } from '@/application/pages/pageEditor.machine';
import { pageListMachine } from '@/application/pages/pageList.machine';
import { publicPageMachine } from '@/application/pages/publicPage.machine';
import { makePageImplementations } from '@/application/pages/pageImplementations';
import { makeAccessGrantImplementations } from '@/application/admin/accessGrantImplementations';
import { auditLogMachine } from '@/application/admin/audit/auditLog.machine';
import { makeAuditLogImplementations } from '@/application/admin/audit/auditLogImplementations';
import { planCatalogueMachine } from '@/application/admin/plans/planCatalogue.machine';
import { makePlanCatalogueImplementations } from '@/application/admin/plans/planCatalogueImplementations';
import { activityStreamMachine } from '@/application/admin/activityStream/activityStream.machine';
import { makeActivityStreamImplementations } from '@/application/admin/activityStream/activityStreamImplementations';
import type { ActivityStreamGateway } from '@/application/admin/activityStream/ports';
import type { AdminAccessGateway } from '@/application/admin/ports';
import type { AdminPlansGateway } from '@/application/admin/plans/ports';
import type { WordListsGateway } from '@/application/admin/wordLists/ports';
import { wordListsMachine } from '@/application/admin/wordLists/wordLists.machine';
import { makeWordListsImplementations } from '@/application/admin/wordLists/wordListsImplementations';
import type { CalendarSaver, WebinarGateway } from '@/application/webinars/ports';
import { webinarFormMachine } from '@/application/webinars/webinarForm.machine';
import { webinarListMachine } from '@/application/webinars/webinarList.machine';
import { webinarPageMachine } from '@/application/webinars/webinarPage.machine';
import {
  makeWebinarFormImplementations,
  makeWebinarListImplementations,
  makeWebinarPageImplementations,
} from '@/application/webinars/webinarImplementations';
import { promptEditorMachine } from '@/application/admin/prompts/promptEditor.machine';
import { makePromptEditorImplementations } from '@/application/admin/prompts/promptEditorImplementations';
import type { PromptsGateway } from '@/application/admin/prompts/ports';
import type { AdminUsersGateway } from '@/application/admin/users/ports';
import { makeAdminUsersServices } from '@/application/admin/users/usersImplementations';
import { classroomMachine } from '@/application/classrooms/classroom.machine';
import { classroomCreateMachine } from '@/application/classrooms/classroomCreate.machine';
import { classroomListMachine } from '@/application/classrooms/classroomList.machine';
import {
  makeAddPupilsImplementations,
  makePupilAccessImplementations,
  makeClassroomCreateImplementations,
  makeClassroomImplementations,
  makeClassroomListImplementations,
} from '@/application/classrooms/classroomsImplementations';
import type { ClassroomGateway, PupilAccessGateway } from '@/application/classrooms/ports';
import { joinMachine } from '@/application/organisation/join.machine';
import { organisationMachine } from '@/application/organisation/organisation.machine';
import {
  makeJoinImplementations,
  makeOrganisationImplementations,
} from '@/application/organisation/organisationImplementations';
import type { OrganisationGateway } from '@/application/organisation/ports';
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
import { createBrowserObjectUrls } from '@/infrastructure/files/browserObjectUrls';
import { makeResourceAudio } from '@/application/resources/resourceAudio';
import { resourceReadMachine } from '@/application/resources/resourceRead.machine';
import { makeResourceReadImplementations } from '@/application/resources/resourceReadImplementations';
import type {
  CreationDraftStore,
  LibraryQuery,
  ResourceGateway,
  ResourceSummary,
  StoredCreation,
} from '@/application/resources/ports';
import type { Credentials } from '@/application/session/ports';
import { sessionMachine } from '@/application/session/session.machine';
import { tourMachine } from '@/application/tour/tour.machine';
import type { DisplaySettingsStore } from '@/application/teaching/ports';
import {
  DEFAULT_DISPLAY_SETTINGS,
  persistable,
  type DisplaySettings,
} from '@/domain/display/settings';
import { PRIVILEGE_NAMES, type PrivilegeName } from '@/domain/privileges/privileges';
import type { Role } from '@/domain/session/userInfo';
import { fakeGateway, profile } from '../../application/account/fakes';
import { fakeResourceGateway } from '../../application/resources/fakes';
import { fakeResultsGateway } from '../../application/homework/fakes';
import { homeworkSubmissionMachine } from '@/application/pupil/homeworkSubmission.machine';
import { makeHomeworkSubmissionImplementations } from '@/application/pupil/homeworkSubmissionImplementations';
import type { Connectivity, PupilTaskGateway } from '@/application/pupil/submissionPorts';
import { makePupilTaskAudio } from '@/application/pupil/pupilTaskAudio';
import { createLocalAnswerStore } from '@/infrastructure/storage/localAnswerStore';
import { pupilAttemptMachine } from '@/application/pupil/pupilAttempt.machine';
import { makePupilAttemptImplementations } from '@/application/pupil/pupilAttemptImplementations';
import { pupilHomeMachine } from '@/application/pupil/pupilHome.machine';
import { makePupilHomeImplementations } from '@/application/pupil/pupilHomeImplementations';
import { pupilResultMachine } from '@/application/pupil/pupilResult.machine';
import { makePupilResultImplementations } from '@/application/pupil/pupilResultImplementations';
import type { PupilResultsGateway } from '@/application/pupil/pupilResultsPorts';
import type { Logger } from '@/application/shared/ports';
import { fakePupilResultsGateway } from '../../application/pupil/resultsFakes';
import { billingReadMachine } from '@/application/billing/billingRead.machine';
import { paymentMachine } from '@/application/billing/payment.machine';
import { planChangeMachine } from '@/application/billing/planChange.machine';
import {
  makeBillingReadImplementations,
  makePaymentImplementations,
  makePlanChangeImplementations,
} from '@/application/billing/planChangeImplementations';
import type { BillingGateway } from '@/application/billing/ports';
import { fakeBillingGateway } from '../../application/billing/fakes';

const running: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

/**
 * A session token (unsigned: the SPA never checks signatures) whose payload decodes to this
 * user; with `withheld`, its plan (the payload's `privilege` record) grants every feature but those.
 */
export function tokenFor(
  role: Role,
  name = 'Ada Lovelace',
  withheld?: readonly PrivilegeName[],
): string {
  const base64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const privilege =
    withheld === undefined
      ? undefined
      : Object.fromEntries(
          PRIVILEGE_NAMES.map((feature) => [feature, !withheld.includes(feature)]),
        );
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ id: 7, name, role, privilege })}.signature`;
}

export interface FakeServicesOptions {
  /** Who is signed in when the app starts; null for a signed-out visitor. */
  readonly role?: Role | null;
  /** The features the signed-in user's plan lacks; none (the default set) when left out. */
  readonly withheld?: readonly PrivilegeName[];
  /** What the login actor does with the credentials; by default it signs a teacher in. */
  readonly login?: (credentials: Credentials) => Promise<string>;
  /** What GET /logout answers; null = no address. */
  readonly logout?: () => Promise<string | null>;
  /** The profile's enableExperimentalFeatures (spec §2 Setup Organisation); off by default. */
  readonly experimental?: boolean;
  /** Fields of the profile GET /account_setting answers (see `fakeProfile`). */
  readonly profile?: Partial<AccountProfile>;
  /** Replaces calls of the fake account gateway, e.g. to make one fail. */
  readonly account?: Partial<AccountGateway>;
  readonly now?: Date;
  readonly savedPath?: string | null;
  /** Whether the server says the page's tour was seen; by default it was, so no tour starts. */
  readonly tourSeen?: boolean;
  /** The rows of the fake library (see `fakeLibraryGateway`); empty by default. */
  readonly library?: readonly ResourceSummary[];
  /** Replaces calls of the fake resource gateway, e.g. to make one fail or hang. */
  readonly resources?: Partial<ResourceGateway>;
  /** Answers of the fake billing gateway (issue #13); every call fails when left out. */
  readonly billing?: Partial<BillingGateway>;
  /** What the fake draft store holds when the app starts. */
  readonly storedCreation?: StoredCreation | null;
  /** What the fake display settings store holds when the app starts; the defaults if left out. */
  readonly displaySettings?: DisplaySettings;
  /** Calls of the fake homework-setting gateway; by default no resources and every other call fails. */
  readonly homework?: Partial<HomeworkSettingGateway>;
  /** Replaces calls of the fake homework results gateway (every call fails unless given). */
  readonly homeworkResults?: Partial<HomeworkResultsGateway>;
  /** Where the results page's CSV download goes. */
  readonly files?: FileSaver;
  /** Calls of the fake classroom gateway; every call not given fails. */
  readonly classrooms?: Partial<ClassroomGateway & PupilAccessGateway>;
  readonly adminAccess?: Partial<AdminAccessGateway>;
  /** The plan catalogue editor's calls (issue #14); `list` answers no plan unless given. */
  readonly adminPlans?: Partial<AdminPlansGateway>;
  /** The admin's word lists (issue #14); every call not given fails. */
  readonly wordLists?: Partial<WordListsGateway>;
  readonly activityStream?: Partial<ActivityStreamGateway>;
  /**
   * Calls of the fake webinar gateway (issue #14): by default no webinars, and a webinar page
   * that keeps loading (it shows its heading); every change fails unless given.
   */
  readonly webinars?: Partial<WebinarGateway>;
  /** Where the webinar pages' calendar files go. */
  readonly calendar?: CalendarSaver;
  readonly adminPrompts?: Partial<PromptsGateway>;
  readonly adminUsers?: Partial<AdminUsersGateway>;
  /** The organisation calls (issue #13); none answers unless given, `mine` answers null. */
  readonly organisation?: Partial<OrganisationGateway>;
  /** Calls of the fake pupil task gateway (issue #11); every call not given fails. */
  readonly pupilTask?: Partial<PupilTaskGateway>;
  /** Calls of the fake pupil results gateway (issue #11); every call not given fails. */
  readonly pupilResults?: Partial<PupilResultsGateway>;
  /** Where the app's logger writes; spies by default. */
  readonly logger?: Logger;
}

/** The browser's online event, fired by the test with `goOnline()`. */
export function fakeConnectivity(): Connectivity & { goOnline(): void } {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => true,
    onOnline: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goOnline: () => listeners.forEach((listener) => listener()),
  };
}

/** Organisation services over a gateway that has nothing unless the test gives it. */
export function fakeOrganisationServices(
  overrides: Partial<OrganisationGateway> = {},
  sessionChanged: () => void = () => undefined,
): AppServices['organisation'] {
  const none = () => Promise.reject(new Error('not set'));
  const gateway: OrganisationGateway = {
    mine: () => Promise.resolve(null),
    create: none,
    update: none,
    invite: none,
    revokeInvitation: none,
    removeMember: none,
    leave: none,
    preview: none,
    accept: none,
    departmentResources: () => Promise.resolve([]),
    setDepartmentShare: none,
    ...overrides,
  };
  return {
    page: organisationMachine.provide(makeOrganisationImplementations({ gateway, sessionChanged })),
    join: joinMachine.provide(makeJoinImplementations({ gateway, sessionChanged })),
    gateway,
  };
}

/**
 * A ClassroomGateway whose calls fail unless the test gives them; the pupil-access panel's read
 * answers a teacher within the limit (the panel then shows nothing) unless given.
 */
export function fakeClassroomGateway(
  overrides: Partial<ClassroomGateway & PupilAccessGateway> = {},
): ClassroomGateway & PupilAccessGateway {
  const missing = (name: string) => () =>
    Promise.reject(new Error(`the fake classroom gateway has no ${name}`));
  return {
    list: missing('list'),
    create: missing('create'),
    get: missing('get'),
    update: missing('update'),
    pupils: missing('pupils'),
    addPupils: missing('addPupils'),
    resetPassword: missing('resetPassword'),
    movePupil: missing('movePupil'),
    removePupil: missing('removePupil'),
    pupilAccess: () =>
      Promise.resolve({
        totalPupilsAllowed: 30,
        pupilPlatformAllowed: true,
        pupilCount: 0,
        overLimit: false,
        pupils: [],
      }),
    keepPupils: missing('keepPupils'),
    ...overrides,
  };
}

/** The profile the fake gateway starts with: a teacher with one teaching profile. */
export function fakeProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return profile({
    teacherProfiles: [
      { id: 1, name: 'Year 8 Spanish', nativeLanguage: 'en', targetLanguage: 'es' },
    ],
    ...overrides,
  });
}

/** Neutral confirmations, worded like the server's (they never say whether an account exists). */
export const FAKE_MESSAGES = {
  register: 'If this address can be used, we have sent it a link to confirm it.',
  verify: 'Your e-mail address is confirmed.',
  forgot: 'If an account uses this address, we have sent it a link to choose a new password.',
  newPassword: 'Your password has been changed.',
  changePassword: 'Your password has been changed.',
} as const;

/** An AccountGateway in memory: saving merges into the stored profile, as the server does. */
function fakeAccountGateway(initial: AccountProfile, overrides: Partial<AccountGateway>) {
  let stored = initial;
  let nextId = 100;
  return fakeGateway({
    register: () => Promise.resolve(FAKE_MESSAGES.register),
    verifyEmail: () => Promise.resolve(FAKE_MESSAGES.verify),
    forgotPassword: () => Promise.resolve(FAKE_MESSAGES.forgot),
    setNewPassword: () => Promise.resolve(FAKE_MESSAGES.newPassword),
    getProfile: () => Promise.resolve(stored),
    updateProfile: ({ teacherProfiles, ...rest }) => {
      stored = {
        ...stored,
        ...rest,
        ...(teacherProfiles === undefined
          ? {}
          : { teacherProfiles: teacherProfiles.map((draft) => ({ id: (nextId += 1), ...draft })) }),
      };
      return Promise.resolve(stored);
    },
    changePassword: () => Promise.resolve(FAKE_MESSAGES.changePassword),
    ...overrides,
  });
}

/** The library query's page size when none is asked for, as on the server. */
const FAKE_PAGE_SIZE = 20;

function matches(row: ResourceSummary, query: LibraryQuery): boolean {
  const search = query.search?.trim().toLowerCase() ?? '';
  const hashtag = query.hashtag?.trim().replace(/^#/, '').toLowerCase() ?? '';
  const scope = query.scope ?? 'private';
  return (
    (scope === 'private' ? row.owner : row.visibility === 'PUBLIC' && row.status === 'ready') &&
    (search === '' || row.name.toLowerCase().includes(search)) &&
    (hashtag === '' || row.hashtags.includes(hashtag)) &&
    (query.language === undefined || row.language.target === query.language) &&
    (query.level === undefined ||
      (row.level.kind === 'cefr'
        ? row.level.level.startsWith(query.level)
        : `${row.level.country}:${row.level.code}` === query.level))
  );
}

/**
 * A ResourceGateway over an in-memory library that filters, pages, toggles visibility and
 * deletes as the server does (only the library calls; the others fail unless overridden).
 */
export function fakeLibraryGateway(
  initial: readonly ResourceSummary[],
  overrides: Partial<ResourceGateway> = {},
) {
  let rows = [...initial];
  const gateway = fakeResourceGateway({
    list: (query) => {
      const found = rows.filter((row) => matches(row, query));
      const limit = query.limit ?? FAKE_PAGE_SIZE;
      const start = ((query.page ?? 1) - 1) * limit;
      return Promise.resolve({ items: found.slice(start, start + limit), total: found.length });
    },
    setVisibility: (id, visibility) => {
      rows = rows.map((row) => (row.id === id ? { ...row, visibility } : row));
      const row = rows.find((candidate) => candidate.id === id);
      return row === undefined ? Promise.reject(new Error('Not found')) : Promise.resolve(row);
    },
    remove: (id) => {
      rows = rows.filter((row) => row.id !== id);
      return Promise.resolve();
    },
    ...overrides,
  });
  return { gateway, rows: () => rows };
}

function memoryDraftStore(initial: StoredCreation | null): CreationDraftStore {
  let stored = initial;
  return {
    get: () => stored,
    set: (value) => {
      stored = value;
    },
    clear: () => {
      stored = null;
    },
  };
}

/**
 * A DisplaySettingsStore in memory that keeps what the local storage adapter keeps (the
 * persistable part) and records every write, so tests can tell what was saved and when.
 */
export function memoryDisplaySettingsStore(
  initial: DisplaySettings = DEFAULT_DISPLAY_SETTINGS,
): DisplaySettingsStore & { readonly writes: DisplaySettings[] } {
  let stored = persistable(initial);
  const writes: DisplaySettings[] = [];
  return {
    get: () => stored,
    set: (settings) => {
      stored = persistable(settings);
      writes.push(stored);
    },
    writes,
  };
}

function memoryRedirect(
  initial: string | null,
): SavedRedirect & { readonly value: () => string | null } {
  let saved = initial;
  return {
    get: () => saved,
    set: (path) => {
      saved = path;
    },
    clear: () => {
      saved = null;
    },
    value: () => saved,
  };
}

/** App services over a real session machine with fake actors and spy actions. */
export function fakeServices(options: FakeServicesOptions = {}) {
  const savedRedirect = memoryRedirect(options.savedPath ?? null);
  const navigated: string[] = [];
  const storedTokens: string[] = [];
  const login = vi.fn(options.login ?? (() => Promise.resolve(tokenFor('public'))));
  const logout = vi.fn(options.logout ?? (() => Promise.resolve(null)));
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<string, Credentials>(({ input }) => login(input)),
      logout: fromPromise<string | null>(() => logout()),
      refresh: fromPromise<string>(() => Promise.reject(new Error('no refresh in UI tests'))),
    },
    actions: {
      storeToken: (_, { token }) => {
        storedTokens.push(token);
      },
      // What the composition root's store does on logout (spec §4): the saved path goes too.
      clearSession: () => savedRedirect.clear(),
      clearAllStorage: () => savedRedirect.clear(),
      navigate: (_, { url }) => {
        navigated.push(url);
      },
    },
  });
  const role = options.role ?? null;
  const session = createActor(machine, {
    input: { token: role === null ? null : tokenFor(role, undefined, options.withheld) },
  }).start();
  const analytics = {
    trackClick: vi.fn<AnalyticsTracker['trackClick']>(() => Promise.resolve()),
    trackPageView: vi.fn<AnalyticsTracker['trackPageView']>(() => Promise.resolve()),
  };
  const notifier = {
    error: vi.fn<(message: string) => void>(),
    success: vi.fn<(message: string) => void>(),
  };
  const now = options.now ?? new Date('2026-11-20T10:00:00Z');
  let storedTour: string | null = null;
  const tourStore = {
    get: () => storedTour,
    set: (id: string) => {
      storedTour = id;
    },
    clear: () => {
      storedTour = null;
    },
  };
  const markSeen = vi.fn<(pageId: string) => Promise<void>>(() => Promise.resolve());
  const tours = {
    machine: tourMachine.provide({
      actors: {
        hasSeen: fromPromise<boolean, { pageId: string }>(() =>
          Promise.resolve(options.tourSeen ?? true),
        ),
        markSeen: fromPromise<void, { pageId: string }>(({ input }) => markSeen(input.pageId)),
      },
      actions: { clearStoredTour: () => tourStore.clear(), logFailure: () => undefined },
    }),
    store: tourStore,
  };
  const accountGateway = fakeAccountGateway(
    fakeProfile({
      role: role ?? 'public',
      enableExperimentalFeatures: options.experimental ?? false,
      ...options.profile,
    }),
    options.account ?? {},
  );
  const account = createAccountService({ gateway: accountGateway });
  // As the composition root does: the profile (and its experimental flag) follows the session.
  running.push({ stop: followSession(account, session) });
  const library = fakeLibraryGateway(options.library ?? [], options.resources ?? {});
  const { gateway: libraryGateway } = library;
  const resourceGateway = {
    ...libraryGateway,
    list: vi.fn((query: LibraryQuery) => libraryGateway.list(query)),
    setVisibility: vi.fn((id: number, visibility: ResourceSummary['visibility']) =>
      libraryGateway.setVisibility(id, visibility),
    ),
    remove: vi.fn((id: number) => libraryGateway.remove(id)),
  } satisfies ResourceGateway;
  const drafts = memoryDraftStore(options.storedCreation ?? null);
  const resources = {
    gateway: resourceGateway,
    drafts,
    creation: creationMachine.provide(
      makeCreationImplementations({ gateway: resourceGateway, store: drafts }),
    ),
    editor: editorMachine.provide(makeEditorImplementations({ gateway: resourceGateway, drafts })),
    recent: recentResourcesMachine.provide(
      makeRecentResourcesImplementations({ gateway: resourceGateway }),
    ),
    library: libraryMachine.provide(makeLibraryImplementations({ gateway: resourceGateway })),
    upload: uploadMachine.provide(makeUploadImplementations({ gateway: resourceGateway })),
    // The browser's object URLs: jsdom tests that show pictures install them (slidesHarness).
    images: resourceImagesMachine.provide(
      makeResourceImagesImplementations({
        gateway: resourceGateway,
        urls: createBrowserObjectUrls(),
      }),
    ),
    transliteration: transliterationMachine.provide(
      makeTransliterationImplementations({ gateway: resourceGateway }),
    ),
    read: resourceReadMachine.provide(
      makeResourceReadImplementations({ gateway: resourceGateway }),
    ),
    audio: makeResourceAudio({ gateway: resourceGateway }),
  };
  const displaySettings = memoryDisplaySettingsStore(options.displaySettings);
  const homeworkGateway = {
    options: vi.fn(
      options.homework?.options ?? (() => Promise.reject(new Error('no homework options'))),
    ),
    resources: vi.fn(
      options.homework?.resources ?? (() => Promise.resolve({ items: [], total: 0 })),
    ),
    create: vi.fn(options.homework?.create ?? (() => Promise.reject(new Error('not set')))),
  } satisfies HomeworkSettingGateway;
  const resultsGateway = fakeResultsGateway(options.homeworkResults ?? {});
  const classroomGateway = fakeClassroomGateway(options.classrooms);
  const classrooms = {
    list: classroomListMachine.provide(
      makeClassroomListImplementations({ gateway: classroomGateway }),
    ),
    create: classroomCreateMachine.provide(
      makeClassroomCreateImplementations({ gateway: classroomGateway }),
    ),
    classroom: classroomMachine.provide(
      makeClassroomImplementations({ gateway: classroomGateway }),
    ),
    addPupils: addPupilsMachine.provide(
      makeAddPupilsImplementations({ gateway: classroomGateway }),
    ),
    pupilAccess: pupilAccessMachine.provide(
      makePupilAccessImplementations({ gateway: classroomGateway }),
    ),
  };
  const pupilTaskGateway = {
    task: vi.fn<PupilTaskGateway['task']>(
      options.pupilTask?.task ?? (() => Promise.reject(new Error('no pupil task'))),
    ),
    submit: vi.fn<PupilTaskGateway['submit']>(
      options.pupilTask?.submit ?? (() => Promise.reject(new Error('no pupil submit'))),
    ),
    taskAudio: vi.fn<PupilTaskGateway['taskAudio']>(
      options.pupilTask?.taskAudio ?? (() => Promise.reject(new Error('no task recording'))),
    ),
  } satisfies PupilTaskGateway;
  const pupilStorage = new Map<string, string>();
  const deviceStores = createLocalAnswerStore({
    getItem: (key) => pupilStorage.get(key) ?? null,
    setItem: (key, value) => void pupilStorage.set(key, value),
    removeItem: (key) => void pupilStorage.delete(key),
    clear: () => pupilStorage.clear(),
  });
  const connectivity = fakeConnectivity();
  let attemptKeys = 0;
  const pupilTask = {
    submission: homeworkSubmissionMachine.provide(
      makeHomeworkSubmissionImplementations({
        gateway: pupilTaskGateway,
        ...deviceStores,
        connectivity,
        newAttemptKey: () => `attempt-key-${String((attemptKeys += 1))}`,
        now: () => now,
      }),
    ),
    outbox: () => null,
    audio: makePupilTaskAudio({ gateway: pupilTaskGateway }),
  };
  // A pupil with no homework unless the test says otherwise, so pages that only pass through
  // /pupil/home see an empty list rather than a failure.
  const pupilGateway = fakePupilResultsGateway({
    homeworks: () => Promise.resolve([]),
    ...options.pupilResults,
  });
  const logger = options.logger ?? { error: vi.fn(), warn: vi.fn() };
  const billingGateway = fakeBillingGateway(options.billing);
  /** The payment pages the app opened in a new tab. */
  const openedTabs: string[] = [];
  const billing = {
    planChange: planChangeMachine.provide(
      makePlanChangeImplementations({
        gateway: billingGateway,
        logger,
        notifier,
        paymentWindow: { open: (url) => void openedTabs.push(url) },
        focus: { onFocus: () => () => undefined },
        refreshSession: () => session.send({ type: 'session.refreshNeeded' }),
      }),
    ),
    read: billingReadMachine.provide(makeBillingReadImplementations({ gateway: billingGateway })),
    payment: paymentMachine.provide(makePaymentImplementations({ gateway: billingGateway })),
  };
  const services: AppServices = {
    session,
    analytics,
    notifier,
    savedRedirect,
    tours,
    account,
    experimentalFeatures: () => account.experimentalFeatures(),
    now: () => now,
    resources,
    teaching: {
      displaySettings,
      screen: teachingScreenMachine.provide(
        makeTeachingScreenImplementations({ store: displaySettings }),
      ),
    },
    setHomework: {
      machine: setHomeworkMachine.provide(
        makeSetHomeworkImplementations({ gateway: homeworkGateway }),
      ),
    },
    homeworkResults: {
      list: homeworkListMachine.provide(
        makeHomeworkListImplementations({ gateway: resultsGateway }),
      ),
      classResult: classResultMachine.provide(
        makeClassResultImplementations({
          gateway: resultsGateway,
          files: options.files ?? { save: vi.fn() },
        }),
      ),
    },
    classrooms,
    adminAccess: {
      grant: accessGrantMachine.provide(
        makeAccessGrantImplementations({
          gateway: {
            findUser: () => Promise.reject(new Error('the fake admin gateway has no findUser')),
            setAccess: () => Promise.reject(new Error('the fake admin gateway has no setAccess')),
            grant: () => Promise.reject(new Error('the fake admin gateway has no grant')),
            revoke: () => Promise.reject(new Error('the fake admin gateway has no revoke')),
            ...options.adminAccess,
          },
        }),
      ),
      plans: planCatalogueMachine.provide(
        makePlanCatalogueImplementations({
          gateway: {
            list: () => Promise.resolve([]),
            create: () => Promise.reject(new Error('the fake plans gateway has no create')),
            update: () => Promise.reject(new Error('the fake plans gateway has no update')),
            ...options.adminPlans,
          },
        }),
      ),
      audit: auditLogMachine.provide(
        makeAuditLogImplementations({
          gateway: { page: () => Promise.resolve({ entries: [], nextBefore: null }) },
        }),
      ),
    },
    wordLists: {
      machine: wordListsMachine.provide(
        makeWordListsImplementations({
          gateway: {
            load: () => Promise.reject(new Error('the fake word lists have no load')),
            addChunkWords: () => Promise.reject(new Error('the fake word lists have no add')),
            removeChunkWord: () => Promise.reject(new Error('the fake word lists have no remove')),
            addPosSuggestions: () => Promise.reject(new Error('the fake word lists have no add')),
            removePosSuggestion: () =>
              Promise.reject(new Error('the fake word lists have no remove')),
            ...options.wordLists,
          },
        }),
      ),
    },
    adminPrompts: {
      editor: promptEditorMachine.provide(
        makePromptEditorImplementations({
          gateway: {
            list: () => Promise.reject(new Error('the fake prompts gateway has no list')),
            detail: () => Promise.reject(new Error('the fake prompts gateway has no detail')),
            save: () => Promise.reject(new Error('the fake prompts gateway has no save')),
            activate: () => Promise.reject(new Error('the fake prompts gateway has no activate')),
            tryDraft: () => Promise.reject(new Error('the fake prompts gateway has no tryDraft')),
            ...options.adminPrompts,
          },
        }),
      ),
    },
    activityStream: activityStreamMachine.provide(
      makeActivityStreamImplementations({
        gateway: {
          read: () => Promise.reject(new Error('the fake gateway has no activity stream')),
          ...options.activityStream,
        },
      }),
    ),
    adminUsers: makeAdminUsersServices({
      listAccounts: () => Promise.reject(new Error('the fake gateway has no listAccounts')),
      account: () => Promise.reject(new Error('the fake gateway has no account')),
      setDisabled: () => Promise.reject(new Error('the fake gateway has no setDisabled')),
      resendVerification: () => Promise.reject(new Error('the fake gateway has no resend')),
      listSubscriptions: () => Promise.reject(new Error('the fake gateway has no subscriptions')),
      userResources: () => Promise.reject(new Error('the fake gateway has no userResources')),
      ...options.adminUsers,
    }),
    pupilTask,
    billing,
    webinars: fakeWebinarServices(options.webinars, options.calendar),
    pupilResults: {
      home: pupilHomeMachine.provide(makePupilHomeImplementations({ gateway: pupilGateway })),
      result: pupilResultMachine.provide(
        makePupilResultImplementations({ gateway: pupilGateway, logger }),
      ),
      attempt: pupilAttemptMachine.provide(
        makePupilAttemptImplementations({ gateway: pupilGateway }),
      ),
    },
    organisation: fakeOrganisationServices(options.organisation, () =>
      session.send({ type: 'session.refreshNeeded' }),
    ),
    guides: fakeGuideServices(),
    pages: fakePageServices(),
  };
  return {
    services,
    pupilTaskGateway,
    pupilStorage,
    connectivity,
    session,
    analytics,
    notifier,
    savedRedirect,
    navigated,
    storedTokens,
    login,
    logout,
    tourStore,
    markSeen,
    account,
    accountGateway,
    resources,
    resourceGateway,
    libraryRows: library.rows,
    displaySettings,
    homeworkGateway,
    logger,
    billingGateway,
    openedTabs,
  };
}

function fakeWebinarServices(
  calls: Partial<WebinarGateway> = {},
  calendar: CalendarSaver = { save: vi.fn() },
) {
  const refuse = (name: string) => () =>
    Promise.reject(new Error(`the fake webinar gateway has no ${name}`));
  const gateway: WebinarGateway = {
    list: () => Promise.resolve([]),
    get: () => new Promise(() => undefined),
    create: refuse('create'),
    update: refuse('update'),
    cancel: refuse('cancel'),
    register: refuse('register'),
    unregister: refuse('unregister'),
    ...calls,
  };
  const deps = {
    gateway,
    calendar,
    origin: 'https://parlo.test',
    now: () => new Date('2026-11-25T12:00:00Z'),
  };
  return {
    list: webinarListMachine.provide(makeWebinarListImplementations(deps)),
    page: webinarPageMachine.provide(makeWebinarPageImplementations(deps)),
    form: webinarFormMachine.provide(makeWebinarFormImplementations(deps)),
  };
}

/** Issue #14: no guide and no page unless a test gives them. */
function fakeGuideServices() {
  const library = { ids: () => [], load: () => Promise.resolve(null) };
  const implementations = makeGuideImplementations({ library });
  return {
    library,
    guide: guideMachine.provide(implementations.guide),
    search: guideSearchMachine.provide(implementations.search),
  };
}

function fakePageServices() {
  const refuse = () => Promise.reject(new Error('the fake page gateway has no pages'));
  const implementations = makePageImplementations({
    gateway: {
      readPublished: () => Promise.resolve(null),
      list: () => Promise.resolve([]),
      read: () => Promise.resolve(null),
      create: refuse,
      update: refuse,
    },
  });
  return {
    publicPage: publicPageMachine.provide(implementations.publicPage),
    list: pageListMachine.provide(implementations.list),
    editor: pageEditorMachine.provide(implementations.editor),
  };
}
