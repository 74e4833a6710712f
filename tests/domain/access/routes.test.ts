import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  decideAccess,
  homePathFor,
  routeById,
  ROUTES,
  type AccessDecision,
  type AppRoute,
} from '@/domain/access/routes';
import { ROLES, type Role } from '@/domain/session/userInfo';

/*
 * Spec §2, written out again here on purpose: the table in src is checked against this
 * independent copy, so a route that drifts into the wrong group fails.
 */
const PUBLIC_PATHS = [
  '/signin',
  '/',
  '/register',
  '/login',
  '/forgetPassword',
  '/newpassword/:id',
  '/auth/verify-email',
  '/resource/:id',
  '/webinars/:webinarId',
  '/:id',
  '/badpage',
  // Issue #13: the built-in billing engine's payment page, opened from a link in a new tab.
  '/pay/:token',
];
const TEACHER_OR_ADMIN_PATHS = [
  '/select_resources',
  '/organisation',
  '/account_setting',
  '/docs/:id',
  '/docs',
  '/text_translation/:id',
  // Our decision: spec §2 lists these as teacher-only routes but shows their menu items to
  // admins too; an admin's menu must not lead to a redirect, so admins may open them.
  '/subscription/product',
  '/webinars',
];
const TEACHER_PATHS = [
  '/create-homework',
  '/homework-result',
  '/homework-classroom-result/:homeworkId/:classroomId',
  '/add_resource',
  '/dashboard',
  '/preview/:id',
  '/activities/:source/:id',
  '/private_resources',
  '/public_resources',
  '/classrooms/create',
  '/classrooms/view',
  '/classrooms/view/:id',
  '/classrooms/:classroomId/pupils/create',
  '/classroom/homework/:id/:status',
  '/subscription/:id',
  '/subscription/invoice/:changeType',
  // Issue #13: one invoice to view and print, under its subscription.
  '/subscription/:id/invoices/:invoiceId',
  '/vocab-print',
  '/vocab-context-print',
  '/upload_resource',
  // Issue #13: the invitation e-mail's link, accepted by a signed-in teacher.
  '/organisation/join/:token',
];
const ADMIN_PATHS = [
  '/user_sub/resource/:id',
  '/activity_prompt',
  '/prompt',
  '/user_sub',
  '/user_list',
  '/chunks_keyWords',
  '/pos_suggestions',
  '/access_product',
  '/activity_stream',
  // Issue #14: the console's plans, generic pages and audit log, which spec §2 does not list.
  '/admin/plans',
  '/admin/pages',
  '/admin/pages/:slug',
  '/admin/audit',
];
const PUPIL_PATHS = [
  '/pupil/home',
  '/submit_task/:homeworkId/:taskId',
  '/pupil/result/:pupilHomeworkId',
  '/pupil/result/tasks/:taskId',
];

type Viewer = Role | 'signedOut';
const VIEWERS: readonly Viewer[] = ['signedOut', ...ROLES];

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_TEACHER_HOME: AccessDecision = { kind: 'redirect', to: '/select_resources' };
const TO_PUPIL_HOME: AccessDecision = { kind: 'redirect', to: '/pupil/home' };

function expected(path: string, viewer: Viewer): AccessDecision {
  const signIn: AccessDecision = { kind: 'signIn', rememberPath: path };
  const privateRoute = (roles: readonly Role[]): AccessDecision => {
    if (viewer === 'signedOut') return signIn;
    if (roles.includes(viewer)) return ALLOW;
    return viewer === 'PUPIL' ? TO_PUPIL_HOME : TO_TEACHER_HOME;
  };
  if (PUBLIC_PATHS.includes(path)) return ALLOW;
  if (TEACHER_OR_ADMIN_PATHS.includes(path)) return privateRoute(['public', 'admin']);
  if (TEACHER_PATHS.includes(path)) return privateRoute(['public']);
  if (ADMIN_PATHS.includes(path)) return privateRoute(['admin']);
  if (PUPIL_PATHS.includes(path)) return privateRoute(['PUPIL']);
  throw new Error(`${path} is not a route of spec §2`);
}

const userFor = (viewer: Viewer) => (viewer === 'signedOut' ? null : { role: viewer });

describe('the route table', () => {
  it('holds exactly the routes of spec §2, each once', () => {
    const specPaths = [
      ...PUBLIC_PATHS,
      ...TEACHER_OR_ADMIN_PATHS,
      ...TEACHER_PATHS,
      ...ADMIN_PATHS,
      ...PUPIL_PATHS,
    ];
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...specPaths].sort());
  });

  it('gives every route a unique id and a title', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.title.trim()).not.toBe('');
  });

  it('finds a route by its id', () => {
    expect(routeById('webinars').path).toBe('/webinars');
    expect(routeById('webinar').access).toBe('public');
  });
});

describe('decideAccess, every route for every viewer', () => {
  const cases = ROUTES.flatMap((r: AppRoute) =>
    VIEWERS.map((viewer) => [r.path, viewer, r] as const),
  );

  it.each(cases)('%s as %s', (path, viewer, r) => {
    expect(decideAccess(r, userFor(viewer))).toEqual(expected(path, viewer));
  });
});

describe('decideAccess rules', () => {
  it('remembers the concrete address, query included, when a signed-out user must sign in', () => {
    expect(
      decideAccess(
        routeById('subscriptionInvoice'),
        null,
        '/subscription/invoice/upgrade?planId=3',
      ),
    ).toEqual({
      kind: 'signIn',
      rememberPath: '/subscription/invoice/upgrade?planId=3',
    });
  });

  it('a teacher on an admin route goes to /select_resources', () => {
    expect(decideAccess(routeById('userList'), { role: 'public' })).toEqual(TO_TEACHER_HOME);
  });

  it('a pupil on a teacher route goes to /pupil/home', () => {
    expect(decideAccess(routeById('dashboard'), { role: 'PUPIL' })).toEqual(TO_PUPIL_HOME);
  });

  it('an admin on a pupil route goes to /select_resources', () => {
    expect(decideAccess(routeById('pupilHome'), { role: 'admin' })).toEqual(TO_TEACHER_HOME);
  });

  it('a redirect always lands on a route the same user may open (no redirect loops)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), fc.constantFrom(...ROLES), (r, role) => {
        const decision = decideAccess(r, { role });
        if (decision.kind !== 'redirect') return;
        const target = ROUTES.find((candidate) => candidate.path === decision.to);
        expect(target).toBeDefined();
        expect(decideAccess(target as AppRoute, { role })).toEqual(ALLOW);
      }),
    );
  });
});

describe('homePathFor', () => {
  it.each([
    ['PUPIL', '/pupil/home'],
    ['public', '/select_resources'],
    ['admin', '/select_resources'],
  ] as const)('%s lands on %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});

describe('afterSignInPath', () => {
  it('goes to the remembered path', () => {
    expect(afterSignInPath('/preview/12?tab=2', 'public')).toBe('/preview/12?tab=2');
  });

  it('goes to the role home when nothing is remembered', () => {
    expect(afterSignInPath(null, 'public')).toBe('/select_resources');
    expect(afterSignInPath(null, 'PUPIL')).toBe('/pupil/home');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
  ])('never leaves the app for %j', (saved) => {
    expect(afterSignInPath(saved, 'admin')).toBe('/select_resources');
  });

  it.each(['/signin', '/login?x=1', '/register', '/forgetPassword#top'])(
    'never returns to the auth screen (%s)',
    (saved) => {
      expect(afterSignInPath(saved, 'PUPIL')).toBe('/pupil/home');
    },
  );
});
