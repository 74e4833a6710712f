import type { AccountService } from '@/application/account/accountService';
import type { addPupilsMachine } from '@/application/classrooms/addPupils.machine';
import type { classroomMachine } from '@/application/classrooms/classroom.machine';
import type { classroomCreateMachine } from '@/application/classrooms/classroomCreate.machine';
import type { classroomListMachine } from '@/application/classrooms/classroomList.machine';
import type { pupilAccessMachine } from '@/application/classrooms/pupilAccess.machine';
import type { accessGrantMachine } from '@/application/admin/accessGrant.machine';
import type { auditLogMachine } from '@/application/admin/audit/auditLog.machine';
import type { planCatalogueMachine } from '@/application/admin/plans/planCatalogue.machine';
import type { wordListsMachine } from '@/application/admin/wordLists/wordLists.machine';
import type { activityStreamMachine } from '@/application/admin/activityStream/activityStream.machine';
import type { promptEditorMachine } from '@/application/admin/prompts/promptEditor.machine';
import type { accountMachine } from '@/application/admin/users/account.machine';
import type { pagedListMachine } from '@/application/admin/users/pagedList.machine';
import type { guideMachine } from '@/application/guides/guide.machine';
import type { guideSearchMachine } from '@/application/guides/guideSearch.machine';
import type { GuideLibrary } from '@/application/guides/ports';
import type { pageEditorMachine } from '@/application/pages/pageEditor.machine';
import type { pageListMachine } from '@/application/pages/pageList.machine';
import type { publicPageMachine } from '@/application/pages/publicPage.machine';
import type { AnalyticsTracker } from '@/application/analytics/analytics';
import type { setHomeworkMachine } from '@/application/homework/setHomework.machine';
import type { classResultMachine } from '@/application/homework/classResult.machine';
import type { homeworkListMachine } from '@/application/homework/homeworkList.machine';
import type { pupilAttemptMachine } from '@/application/pupil/pupilAttempt.machine';
import type { pupilHomeMachine } from '@/application/pupil/pupilHome.machine';
import type { pupilResultMachine } from '@/application/pupil/pupilResult.machine';
import type { creationMachine } from '@/application/resources/creation.machine';
import type { editorMachine } from '@/application/resources/editor.machine';
import type { libraryMachine } from '@/application/resources/library.machine';
import type { recentResourcesMachine } from '@/application/resources/recentResources.machine';
import type { uploadMachine } from '@/application/resources/upload.machine';
import type { CreationDraftStore, ResourceGateway } from '@/application/resources/ports';
import type { ResourceAudio } from '@/application/resources/resourceAudio';
import type { PupilTaskAudio } from '@/application/pupil/pupilTaskAudio';
import type { resourceReadMachine } from '@/application/resources/resourceRead.machine';
import type { SessionActor } from '@/application/session/session.machine';
import type { Notifier } from '@/application/shared/ports';
import type { DisplaySettingsStore } from '@/application/teaching/ports';
import type { resourceImagesMachine } from '@/application/teaching/resourceImages.machine';
import type { teachingScreenMachine } from '@/application/teaching/teachingScreen.machine';
import type { transliterationMachine } from '@/application/teaching/transliteration.machine';
import type { TourStore } from '@/application/tour/ports';
import type { tourMachine } from '@/application/tour/tour.machine';
import type { homeworkSubmissionMachine } from '@/application/pupil/homeworkSubmission.machine';
import type { AttemptOutboxActor } from '@/application/pupil/attemptOutbox.machine';
import type { joinMachine } from '@/application/organisation/join.machine';
import type { organisationMachine } from '@/application/organisation/organisation.machine';
import type { OrganisationGateway } from '@/application/organisation/ports';
import type { InspectionEvent, Observer } from 'xstate';
import type { billingReadMachine } from '@/application/billing/billingRead.machine';
import type { paymentMachine } from '@/application/billing/payment.machine';
import type { planChangeMachine } from '@/application/billing/planChange.machine';
import type { webinarFormMachine } from '@/application/webinars/webinarForm.machine';
import type { webinarListMachine } from '@/application/webinars/webinarList.machine';
import type { webinarPageMachine } from '@/application/webinars/webinarPage.machine';

/**
 * Where a signed-out visitor was going when the route guard sent them to sign in (spec §2), so
 * that signing in takes them there. Logout clears it (spec §4); the composition root backs it
 * with the session's storage.
 */
export interface SavedRedirect {
  get(): string | null;
  set(path: string): void;
  clear(): void;
}

/** What a page needs to run its guided tour (spec §2 "Guided tour pages", §4 Tour). */
export interface TourServices {
  /** The tour machine with its actors (seen-state calls) and actions provided. */
  readonly machine: typeof tourMachine;
  /** The stored tour id: the tour a teacher asked for with `?tour=…`. */
  readonly store: TourStore;
  /** The Stately inspector's observer, in development with `VITE_INSPECT=1` only. */
  readonly inspect?: Observer<InspectionEvent>;
}

/** What resource creation and the library need (issue #4). */
export interface ResourceServices {
  /** The server's resource calls. */
  readonly gateway: ResourceGateway;
  /** The dashboard's draft and running job in local storage (spec §4). */
  readonly drafts: CreationDraftStore;
  /**
   * The creation machine with its actors (over `gateway`) and store actions (over `drafts`)
   * provided; start it with `{ input: { stored: drafts.get() } }`.
   */
  readonly creation: typeof creationMachine;
  /**
   * The review and activities pages' machine with its actors provided; start it with
   * `{ input: { id, stage } }`.
   */
  readonly editor: typeof editorMachine;
  /** Home's list of the teacher's latest resources, with its actor provided. */
  readonly recent: typeof recentResourcesMachine;
  /** The libraries' machine with its actors provided; start it with `{ input: { scope } }`. */
  readonly library: typeof libraryMachine;
  /**
   * The /add_resource and /upload_resource form with its actors (upload, file reading)
   * provided; start it with `{ input: { mode } }`.
   */
  readonly upload: typeof uploadMachine;
  /**
   * The vocabulary slides' pictures (read, upload, remove) with their actors provided; start it
   * with `{ input: { resourceId, door, images } }`.
   */
  readonly images: typeof resourceImagesMachine;
  /**
   * The teaching screen's transliteration with its actor provided; start it with
   * `{ input: { resourceId, door } }`.
   */
  readonly transliteration: typeof transliterationMachine;
  /**
   * One resource read for a page that shows it, with its actor provided; start it with
   * `{ input: { id, door } }`.
   */
  readonly read: typeof resourceReadMachine;
  /** A resource's audio tracks: the player's loader, and adding and removing on review. */
  readonly audio: ResourceAudio;
}

/** What setting homework needs (issue #10, `/create-homework`). */
export interface SetHomeworkServices {
  /**
   * The set-homework machine with its actors provided; start it with
   * `{ input: { resourceId, now } }`.
   */
  readonly machine: typeof setHomeworkMachine;
}

/** The teacher's homework results (issue #10). */
export interface HomeworkResultsServices {
  /**
   * The homework list (one row per homework and class) with its actor provided; start it with
   * `{ input: { classroomId: null } }`, or `{ input: { classroomId, filters: { status } } }` for one classroom.
   */
  readonly list: typeof homeworkListMachine;
  /**
   * A class's results with its actors and CSV download provided; start it with
   * `{ input: { classId, homeworkId } }`.
   */
  readonly classResult: typeof classResultMachine;
}

/** The pupil's homework list and result screens (issue #11). */
export interface PupilResultsServices {
  /** `/pupil/home`; start it with `{ input: { now } }`. */
  readonly home: typeof pupilHomeMachine;
  /** `/pupil/result/:pupilHomeworkId`; start it with `{ input: { pupilHomeworkId } }` (null: none). */
  readonly result: typeof pupilResultMachine;
  /** `/pupil/result/tasks/:taskId`; start it with `{ input: { attemptId } }` (null: none). */
  readonly attempt: typeof pupilAttemptMachine;
}

/** The admin's access screen (issue #13, `/access_product`). */
export interface AdminAccessServices {
  /** Find a user by e-mail; grant or revoke UNLIMITED, a plan or an add-on, with a reason. */
  readonly grant: typeof accessGrantMachine;
  /** The plan catalogue editor (issue #14 `/admin/plans`). */
  readonly plans: typeof planCatalogueMachine;
  /** The audit log screen (issue #14 `/admin/audit`). */
  readonly audit: typeof auditLogMachine;
}

/** The admin's word lists steering own-text segmentation (issue #14). */
export interface WordListServices {
  /** `/chunks_keyWords` and `/pos_suggestions`; start it with `{ input: { language } }`. */
  readonly machine: typeof wordListsMachine;
}

/** The prompts screens (issue #14, `/prompt`, `/activity_prompt`). */
export interface AdminPromptsServices {
  /** Versions of the AI provider's instructions; start it with `{ input: { key } }` (null: choose). */
  readonly editor: typeof promptEditorMachine;
}

/** The admin's users screens (issue #14: `/user_list`, `/user_sub`, `/user_sub/resource/:id`). */
export interface AdminUsersServices {
  /** `/user_list`'s rows (an AccountPage). */
  readonly accounts: typeof pagedListMachine;
  /** One account's panel; start it with `{ input: { userId } }`. */
  readonly account: typeof accountMachine;
  /** `/user_sub`'s rows (a SubscriptionPage). */
  readonly subscriptions: typeof pagedListMachine;
  /** `/user_sub/resource/:id`'s rows (a UserResourcePage); the query carries `userId`. */
  readonly resources: typeof pagedListMachine;
}

/** The user guides at `/docs/:id` (issue #14). */
export interface GuideServices {
  /** Which guides exist (the index beside each guide). */
  readonly library: GuideLibrary;
  /** One guide; start it with `{ input: { id } }`. */
  readonly guide: typeof guideMachine;
  /** The search over every guide. */
  readonly search: typeof guideSearchMachine;
}

/** Generic pages (issue #14): `/{slug}` for everyone, `/admin/pages` for admins. */
export interface PageServices {
  /** `/{slug}`; start it with `{ input: { slug } }`. */
  readonly publicPage: typeof publicPageMachine;
  /** `/admin/pages`. */
  readonly list: typeof pageListMachine;
  /** The editor; start it with `{ input: { slug } }` (null: a new page). */
  readonly editor: typeof pageEditorMachine;
}

/** The classroom screens' machines with their actors provided (issue #10). */
export interface ClassroomServices {
  /** `/classrooms/view`. */
  readonly list: typeof classroomListMachine;
  /** `/classrooms/create`; start it with `{ input: { draft } }`. */
  readonly create: typeof classroomCreateMachine;
  /** `/classrooms/view/:id`; start it with `{ input: { id } }`. */
  readonly classroom: typeof classroomMachine;
  /** `/classrooms/:classroomId/pupils/create`; start it with `{ input: { classroomId } }`. */
  readonly addPupils: typeof addPupilsMachine;
  /** The classroom page's "who stays" panel for pupils beyond the limit (issue #13). */
  readonly pupilAccess: typeof pupilAccessMachine;
}

/** Organisations and the department's shared area (issue #13). */
export interface OrganisationServices {
  /** `/organisation`; start it with `{ input: { canShare, country } }`. */
  readonly page: typeof organisationMachine;
  /** `/organisation/join/:token`; start it with `{ input: { token } }`. */
  readonly join: typeof joinMachine;
  /** The library card's "Share with my department" toggle. */
  readonly gateway: Pick<OrganisationGateway, 'setDepartmentShare'>;
}

/** A pupil doing homework (issue #11, `/submit_task/:homeworkId/:taskId`). */
export interface PupilTaskServices {
  /**
   * The homework-submission machine with its actors (task, submit) and device stores
   * provided; start it with `{ input: { pupilId, homeworkId, taskId } }`.
   */
  readonly submission: typeof homeworkSubmissionMachine;
  /** The signed-in pupil's attempt outbox, running while a pupil is signed in; null otherwise. */
  readonly outbox: () => AttemptOutboxActor | null;
  /** A listening task's recording, for the task player. */
  readonly audio: PupilTaskAudio;
}

/** The subscriptions pages (issue #13). */
export interface BillingServices {
  /**
   * `/subscription/invoice/:changeType`: the upgrade/downgrade machine with its actors, logging,
   * toast, payment tab and session refresh provided; start it with `{ input: { changeType,
   * planId } }` (both as the address writes them).
   */
  readonly planChange: typeof planChangeMachine;
  /** The plans, Manage subscription and invoice pages' reads; start it with the read. */
  readonly read: typeof billingReadMachine;
  /** `/pay/:token`, the local payment page; start it with `{ input: { token } }`. */
  readonly payment: typeof paymentMachine;
}

/** Webinars (issue #14): the list, the public page and the admin's form. */
export interface WebinarServices {
  /** `/webinars`: the list, registration and the calendar file. */
  readonly list: typeof webinarListMachine;
  /** `/webinars/:webinarId`; start it with `{ input: { id } }`. */
  readonly page: typeof webinarPageMachine;
  /** The admin's form; start it with `{ input: { webinar, now, defaultTimeZone } }`. */
  readonly form: typeof webinarFormMachine;
}

/** What the teaching screen needs from outside (issue #5). */
export interface TeachingServices {
  /** The teacher's display settings, kept on this device (spec §3, §4). */
  readonly displaySettings: DisplaySettingsStore;
  /**
   * The screen's flow with its saving provided; start it with
   * `{ input: { settings: displaySettings.get(), sentenceCount } }`.
   */
  readonly screen: typeof teachingScreenMachine;
}

/**
 * What every page may need, built when the app starts: the session, the header's account, the
 * tours. Everything else comes with the area of the pages that use it (`AreaServices`), so that
 * its machines, contracts and adapters are not in the JavaScript that every visitor loads first.
 */
export interface CoreServices {
  /** The running session machine; the route guard, header and sign-in form read it. */
  readonly session: SessionActor;
  /** Sends clicks on `[data-analytics-id]` elements and page views (spec §7); it decides "only when logged in". */
  readonly analytics: AnalyticsTracker;
  /** Shows toasts; the same notifier the HTTP adapter reports failures through. */
  readonly notifier: Notifier;
  readonly savedRedirect: SavedRedirect;
  readonly tours: TourServices;
  /**
   * Registration, e-mail verification, password reset and the signed-in user's profile
   * (issue #3). Its `subscribe` tells the header when the profile, and so the experimental
   * flag, changes.
   */
  readonly account: AccountService;
  /**
   * Whether the signed-in user's profile has `enableExperimentalFeatures` on (spec §2: Setup
   * Organisation); left out means off. The composition root reads it from `account`.
   */
  readonly experimentalFeatures?: () => boolean;
  /** The clock for the footer's copyright year; `new Date()` when left out. */
  readonly now?: () => Date;
}

/** Resources and the teaching screen: the teacher's pages and the public `/resource/:id`. */
export interface TeachingArea {
  /** Resource creation and the library (issue #4). */
  readonly resources: ResourceServices;
  /** The teaching screen (issue #5). */
  readonly teaching: TeachingServices;
}

/** Classrooms, setting homework and its results (issue #10). */
export interface HomeworkArea {
  /** Setting homework (issue #10). */
  readonly setHomework: SetHomeworkServices;
  /** The teacher's homework results (issue #10). */
  readonly homeworkResults: HomeworkResultsServices;
  /** Classrooms and pupil accounts (issue #10). */
  readonly classrooms: ClassroomServices;
}

/** The pupil's pages (issue #11). */
export interface PupilArea {
  /** A pupil doing homework tasks and sending attempts (issue #11). */
  readonly pupilTask: PupilTaskServices;
  /** The pupil's homework list and results (issue #11). */
  readonly pupilResults: PupilResultsServices;
}

/** The admin console's screens (issues #13, #14). */
export interface AdminArea {
  /** The admin's access screen (issue #13). */
  readonly adminAccess: AdminAccessServices;
  /** The admin's word lists (issue #14). */
  readonly wordLists: WordListServices;
  /** The admin's live activity stream (issue #14, `/activity_stream`). */
  readonly activityStream: typeof activityStreamMachine;
  /** The prompts screens (issue #14). */
  readonly adminPrompts: AdminPromptsServices;
  /** The admin's users screens (issue #14). */
  readonly adminUsers: AdminUsersServices;
}

/** Organisations, invitations and the shared area (issue #13). */
export interface OrganisationArea {
  readonly organisation: OrganisationServices;
}

/** Plans, subscriptions, invoices and the local payment page (issue #13). */
export interface BillingArea {
  readonly billing: BillingServices;
}

/** Webinars (issue #14). */
export interface WebinarsArea {
  readonly webinars: WebinarServices;
}

/** The user guides (issue #14). */
export interface GuidesArea {
  readonly guides: GuideServices;
}

/** Generic pages and their editor (issue #14). */
export interface PagesArea {
  readonly pages: PageServices;
}

/** The areas a page may need besides the core, by name: each is loaded with its first page. */
export interface AreaServices {
  readonly teaching: TeachingArea;
  readonly homework: HomeworkArea;
  readonly pupil: PupilArea;
  readonly admin: AdminArea;
  readonly organisation: OrganisationArea;
  readonly billing: BillingArea;
  readonly webinars: WebinarsArea;
  readonly guides: GuidesArea;
  readonly pages: PagesArea;
}

export type AreaName = keyof AreaServices;

/**
 * Loads an area's code and gives its services, the same singletons on every call; the
 * composition root provides it and the router awaits it before an area's page renders.
 */
export type LoadArea = <A extends AreaName>(area: A) => Promise<AreaServices[A]>;

/** The fields each area adds to the services a page reads, so that a missing one can be named. */
export const AREA_FIELDS = {
  teaching: ['resources', 'teaching'],
  homework: ['setHomework', 'homeworkResults', 'classrooms'],
  pupil: ['pupilTask', 'pupilResults'],
  admin: ['adminAccess', 'wordLists', 'activityStream', 'adminPrompts', 'adminUsers'],
  organisation: ['organisation'],
  billing: ['billing'],
  webinars: ['webinars'],
  guides: ['guides'],
  pages: ['pages'],
} as const satisfies { readonly [A in AreaName]: readonly (keyof AreaServices[A])[] };

/**
 * Everything the UI needs from the composition root, typed with application types only: the UI
 * reads machine state and sends events, and never builds an adapter itself (DESIGN.md §5). A
 * page sees the core and the areas its route loaded.
 */
export interface AppServices
  extends
    CoreServices,
    TeachingArea,
    HomeworkArea,
    PupilArea,
    AdminArea,
    OrganisationArea,
    BillingArea,
    WebinarsArea,
    GuidesArea,
    PagesArea {}
