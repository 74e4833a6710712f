import type { Role } from '@/domain/session/userInfo';

/**
 * Who may open a route: anyone (`'public'`), or only users whose session role is listed.
 * Teachers carry the role `public` (spec §6), so `['public']` means "teacher only".
 */
export type RouteAccess = 'public' | readonly Role[];

/** One entry of the route table (spec §2); `path` uses react-router syntax (`/preview/:id`). */
export interface AppRoute {
  readonly id: string;
  readonly path: string;
  /** The screen's title as the user reads it (page heading, document title). */
  readonly title: string;
  readonly access: RouteAccess;
}

const TEACHER_OR_ADMIN: readonly Role[] = ['public', 'admin'];
const TEACHER: readonly Role[] = ['public'];
const ADMIN: readonly Role[] = ['admin'];
const PUPIL: readonly Role[] = ['PUPIL'];

function route<Id extends string>(
  id: Id,
  path: string,
  title: string,
  access: RouteAccess,
): AppRoute & { readonly id: Id } {
  return { id, path, title, access };
}

/** Path of the sign-in screen, where the guard sends a signed-out user (spec §2). */
export const SIGN_IN_PATH = '/signin';
/** Home of teachers and admins: the dashboard where a resource is created (spec §2). */
export const TEACHER_HOME_PATH = '/select_resources';
export const PUPIL_HOME_PATH = '/pupil/home';
export const NOT_FOUND_PATH = '/badpage';
/** The plans page the header's Subscriptions item opens, where a plan's locks lead (spec §2). */
export const SUBSCRIPTIONS_PATH = '/subscription/product';
/** The teacher's library (issue #4): their own resources, and those teachers share. */
export const PRIVATE_RESOURCES_PATH = '/private_resources';
export const PUBLIC_RESOURCES_PATH = '/public_resources';
/** A teacher's own text, pasted or from files (issue #4). */
export const ADD_RESOURCE_PATH = '/add_resource';
export const UPLOAD_RESOURCE_PATH = '/upload_resource';
/** Every homework the teacher set, with its results (issue #10). */
export const HOMEWORK_RESULTS_PATH = '/homework-result';
/** A teacher's classrooms (issue #10). */
export const CLASSROOMS_VIEW_PATH = '/classrooms/view';

/**
 * Every route of the product (spec §2), in the order of the spec. The UI builds its router from
 * this table and guards each route with `decideAccess`, so a route's roles live here only.
 */
export const ROUTES = [
  // Public, no login.
  route('signin', SIGN_IN_PATH, 'Sign in', 'public'),
  route('landing', '/', 'Welcome to Parlo', 'public'),
  route('register', '/register', 'Create an account', 'public'),
  route('login', '/login', 'Sign in', 'public'),
  route('forgetPassword', '/forgetPassword', 'Forgot password', 'public'),
  route('newPassword', '/newpassword/:id', 'Choose a new password', 'public'),
  route('verifyEmail', '/auth/verify-email', 'Verify your e-mail', 'public'),
  route('resource', '/resource/:id', 'Interactive resource', 'public'),
  route('webinar', '/webinars/:webinarId', 'Webinar', 'public'),
  route('genericPage', '/:id', 'Page', 'public'),
  route('badpage', NOT_FOUND_PATH, 'Page not found', 'public'),
  // The built-in billing engine's payment page (issue #13): opened in a new tab, the link's
  // token is the key, so it needs no sign-in (a provider's hosted page needs none either).
  route('pay', '/pay/:token', 'Pay your invoice', 'public'),

  // Login required, teacher or admin.
  route('selectResources', TEACHER_HOME_PATH, 'Home', TEACHER_OR_ADMIN),
  route('organisation', '/organisation', 'Setup Organisation', TEACHER_OR_ADMIN),
  route('accountSetting', '/account_setting', 'Profile', TEACHER_OR_ADMIN),
  route('docs', '/docs/:id', 'User Guides', TEACHER_OR_ADMIN),
  // Issue #14: the guides' index, where a guide's own page leads with "All guides".
  route('docsIndex', '/docs', 'User Guides', TEACHER_OR_ADMIN),
  route('textTranslation', '/text_translation/:id', 'Teaching screen', TEACHER_OR_ADMIN),
  // Spec §2 puts these two under "teacher only" yet shows their menu items to admins (§2
  // "Header and footer"); a menu item must never bounce its user, so admins may open them.
  route('subscriptionProducts', SUBSCRIPTIONS_PATH, 'Subscriptions', TEACHER_OR_ADMIN),
  route('webinars', '/webinars', 'Webinars', TEACHER_OR_ADMIN),

  // Teacher only.
  route('createHomework', '/create-homework', 'Create homework', TEACHER),
  route('homeworkResult', HOMEWORK_RESULTS_PATH, 'Homework results', TEACHER),
  route(
    'homeworkClassroomResult',
    '/homework-classroom-result/:homeworkId/:classroomId',
    'Classroom homework result',
    TEACHER,
  ),
  route('addResource', ADD_RESOURCE_PATH, 'Add a resource', TEACHER),
  // A second name for Home: it leads there (see `REDIRECTS`), so there is one place to create.
  route('dashboard', '/dashboard', 'Home', TEACHER),
  route('preview', '/preview/:id', 'Review your resource', TEACHER),
  route('activities', '/activities/:source/:id', 'Activities', TEACHER),
  route('privateResources', PRIVATE_RESOURCES_PATH, 'My resources', TEACHER),
  route('publicResources', PUBLIC_RESOURCES_PATH, 'Shared resources', TEACHER),
  route('createClassroom', '/classrooms/create', 'Create a classroom', TEACHER),
  route('classrooms', '/classrooms/view', 'Classrooms', TEACHER),
  route('classroom', '/classrooms/view/:id', 'Classroom', TEACHER),
  route('createPupils', '/classrooms/:classroomId/pupils/create', 'Add pupils', TEACHER),
  route('classroomHomework', '/classroom/homework/:id/:status', 'Classroom homework', TEACHER),
  route('subscription', '/subscription/:id', 'Subscription', TEACHER),
  route('subscriptionInvoice', '/subscription/invoice/:changeType', 'Invoice', TEACHER),
  route('subscriptionInvoiceView', '/subscription/:id/invoices/:invoiceId', 'Invoice', TEACHER),
  route('vocabPrint', '/vocab-print', 'Print vocabulary', TEACHER),
  route('vocabContextPrint', '/vocab-context-print', 'Print vocabulary in context', TEACHER),
  route('uploadResource', UPLOAD_RESOURCE_PATH, 'Upload a resource', TEACHER),
  // Issue #13: the link of an organisation's invitation e-mail; a teacher accepts it signed in.
  route('organisationJoin', '/organisation/join/:token', 'Join an organisation', TEACHER),

  // Admin only (their content is not shown in the spec).
  route('userSubResource', '/user_sub/resource/:id', 'User resource', ADMIN),
  route('activityPrompt', '/activity_prompt', 'Activity prompts', ADMIN),
  route('prompt', '/prompt', 'Prompts', ADMIN),
  route('userSub', '/user_sub', 'User subscriptions', ADMIN),
  route('userList', '/user_list', 'Users', ADMIN),
  route('chunksKeyWords', '/chunks_keyWords', 'Chunks and key words', ADMIN),
  route('posSuggestions', '/pos_suggestions', 'Part-of-speech suggestions', ADMIN),
  route('accessProduct', '/access_product', 'Product access', ADMIN),
  route('activityStream', '/activity_stream', 'Activity stream', ADMIN),
  // Issue #14: screens the spec does not list that the console needs — the plans catalogue
  // (issue #13 "admins edit them"), the generic pages' editor and the audit log.
  route('adminPlans', '/admin/plans', 'Plans', ADMIN),
  route('adminPages', '/admin/pages', 'Pages', ADMIN),
  route('adminPage', '/admin/pages/:slug', 'Edit page', ADMIN),
  route('auditLog', '/admin/audit', 'Audit log', ADMIN),

  // Pupil only.
  route('pupilHome', PUPIL_HOME_PATH, 'My homework', PUPIL),
  route('submitTask', '/submit_task/:homeworkId/:taskId', 'Homework task', PUPIL),
  route('pupilResult', '/pupil/result/:pupilHomeworkId', 'Homework', PUPIL),
  route('pupilTaskResult', '/pupil/result/tasks/:taskId', 'Task result', PUPIL),
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

/**
 * Routes that only lead to another: spec §2 lists `/dashboard` beside Home, and two screens
 * that create resources would be one too many, so `/dashboard` opens Home.
 */
export const REDIRECTS: Readonly<Partial<Record<RouteId, string>>> = {
  dashboard: TEACHER_HOME_PATH,
};

/** The route with this id; the table is the only place ids are defined, so it always exists. */
export function routeById(id: RouteId): AppRoute {
  const found = ROUTES.find((r) => r.id === id);
  if (found === undefined) throw new Error(`No route with id ${id}`);
  return found;
}

/** The outcome of the route guard (spec §2, §5 "Route guards allow private routes only for the listed roles"). */
export type AccessDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'signIn'; readonly rememberPath: string }
  | { readonly kind: 'redirect'; readonly to: string };

/** Where a signed-in user of this role lands: pupils on their homework, everyone else on Home. */
export function homePathFor(role: Role): string {
  return role === 'PUPIL' ? PUPIL_HOME_PATH : TEACHER_HOME_PATH;
}

/**
 * Decides whether `user` may open `route`. A signed-out user on a private route is sent to sign
 * in, remembering `requestedPath` (the concrete address, query included) so that signing in
 * takes them where they were going; a signed-in user without the role goes to their home.
 */
export function decideAccess(
  route: Pick<AppRoute, 'access' | 'path'>,
  user: { readonly role: Role } | null,
  requestedPath: string = route.path,
): AccessDecision {
  if (route.access === 'public') return { kind: 'allow' };
  if (user === null) return { kind: 'signIn', rememberPath: requestedPath };
  if (route.access.includes(user.role)) return { kind: 'allow' };
  return { kind: 'redirect', to: homePathFor(user.role) };
}

/** The paths of the one authentication screen (spec §2): landing there after sign-in would loop. */
const AUTH_PATHS: ReadonlySet<string> = new Set([
  SIGN_IN_PATH,
  '/login',
  '/register',
  '/forgetPassword',
]);

/**
 * The address to go to after signing in: the remembered path when it is a path of this app
 * (never another origin — `//evil.example` or `https://…` would be an open redirect — and never
 * the sign-in screen itself), else the role's home.
 */
export function afterSignInPath(saved: string | null, role: Role): string {
  if (
    saved === null ||
    !saved.startsWith('/') ||
    saved.startsWith('//') ||
    saved.startsWith('/\\')
  ) {
    return homePathFor(role);
  }
  const pathname = saved.split(/[?#]/, 1)[0] ?? '';
  if (AUTH_PATHS.has(pathname)) return homePathFor(role);
  return saved;
}
