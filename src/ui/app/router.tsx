import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  type RouteObject,
} from 'react-router-dom';
import { selectRole } from '@/application/session/selectors';
import { REDIRECTS, ROUTES, type AppRoute, type RouteId } from '@/domain/access/routes';
import { Layout } from '@/ui/layout/Layout';
import { RouteErrorPage } from '@/ui/pages/RouteErrorPage';
import { tourPageForRoute } from '@/ui/tour/tourPages';
import { areaPage } from './areas';
import { RouteGuard } from './RouteGuard';
import { useServices } from './ServicesContext';

// Route-level code splitting (DESIGN.md §5): each page is its own chunk, so the landing page
// downloads none of the screens that later issues put behind these routes. A page that needs
// an area's services (AreaServices) names it, and the area's bindings load with the page.
const LandingPage = lazy(() =>
  import('@/ui/pages/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const AuthPage = lazy(() =>
  import('@/ui/pages/auth/AuthPage').then((m) => ({ default: m.AuthPage })),
);
const NewPasswordPage = lazy(() =>
  import('@/ui/pages/auth/NewPasswordPage').then((m) => ({ default: m.NewPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('@/ui/pages/verify/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);
const ProfilePage = lazy(() =>
  import('@/ui/pages/account/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const PupilHomePage = areaPage('pupil', () =>
  import('@/ui/pages/pupil/PupilHomePage').then((m) => m.PupilHomePage),
);
const SubmitTaskPage = areaPage('pupil', () =>
  import('@/ui/pages/pupil/task/SubmitTaskPage').then((m) => m.SubmitTaskPage),
);
const PupilResultPage = areaPage('pupil', () =>
  import('@/ui/pages/pupil/results/PupilResultPage').then((m) => m.PupilResultPage),
);
const PupilTaskResultPage = areaPage('pupil', () =>
  import('@/ui/pages/pupil/results/PupilTaskResultPage').then((m) => m.PupilTaskResultPage),
);
const HomePage = areaPage('teaching', () =>
  import('@/ui/pages/home/HomePage').then((m) => m.HomePage),
);
const LibraryPage = areaPage('teaching', () =>
  import('@/ui/pages/library/LibraryPage').then((m) => m.LibraryPage),
);
const AddResourcePage = areaPage('teaching', () =>
  import('@/ui/pages/upload/AddResourcePage').then((m) => m.AddResourcePage),
);
const PreviewPage = areaPage('teaching', () =>
  import('@/ui/pages/preview/PreviewPage').then((m) => m.PreviewPage),
);
const ActivitiesPage = areaPage('teaching', () =>
  import('@/ui/pages/activities/ActivitiesPage').then((m) => m.ActivitiesPage),
);
const TeachingScreenPage = areaPage('teaching', () =>
  import('@/ui/pages/teaching/TeachingScreenPage').then((m) => m.TeachingScreenPage),
);
const VocabPrintPage = areaPage('teaching', () =>
  import('@/ui/pages/print/VocabPrintPage').then((m) => m.VocabPrintPage),
);
const VocabContextPrintPage = areaPage('teaching', () =>
  import('@/ui/pages/print/VocabContextPrintPage').then((m) => m.VocabContextPrintPage),
);
const CreateHomeworkPage = areaPage('homework', () =>
  import('@/ui/pages/createHomework/CreateHomeworkPage').then((m) => m.CreateHomeworkPage),
);
const HomeworkResultsPage = areaPage('homework', () =>
  import('@/ui/pages/homework/HomeworkResultsPage').then((m) => m.HomeworkResultsPage),
);
const ClassResultPage = areaPage('homework', () =>
  import('@/ui/pages/homework/ClassResultPage').then((m) => m.ClassResultPage),
);
const ClassroomHomeworkPage = areaPage('homework', () =>
  import('@/ui/pages/homework/ClassroomHomeworkPage').then((m) => m.ClassroomHomeworkPage),
);
const ClassroomsPage = areaPage('homework', () =>
  import('@/ui/pages/classrooms/ClassroomsPage').then((m) => m.ClassroomsPage),
);
const ClassroomCreatePage = areaPage('homework', () =>
  import('@/ui/pages/classrooms/ClassroomCreatePage').then((m) => m.ClassroomCreatePage),
);
const ClassroomPage = areaPage('homework', () =>
  import('@/ui/pages/classrooms/ClassroomPage').then((m) => m.ClassroomPage),
);
const AddPupilsPage = areaPage('homework', () =>
  import('@/ui/pages/classrooms/AddPupilsPage').then((m) => m.AddPupilsPage),
);
const AccessProductPage = areaPage('admin', () =>
  import('@/ui/pages/admin/AccessProductPage').then((m) => m.AccessProductPage),
);
const ChunksKeyWordsPage = areaPage('admin', () =>
  import('@/ui/pages/admin/wordLists/ChunksKeyWordsPage').then((m) => m.ChunksKeyWordsPage),
);
const PosSuggestionsPage = areaPage('admin', () =>
  import('@/ui/pages/admin/wordLists/PosSuggestionsPage').then((m) => m.PosSuggestionsPage),
);
const ActivityStreamPage = areaPage('admin', () =>
  import('@/ui/pages/admin/activityStream/ActivityStreamPage').then((m) => m.ActivityStreamPage),
);
const PromptsPage = areaPage('admin', () =>
  import('@/ui/pages/admin/prompts/PromptsPage').then((m) => m.PromptsPage),
);
const UserListPage = areaPage('admin', () =>
  import('@/ui/pages/admin/users/UserListPage').then((m) => m.UserListPage),
);
const UserSubPage = areaPage('admin', () =>
  import('@/ui/pages/admin/users/UserSubPage').then((m) => m.UserSubPage),
);
const UserResourcesPage = areaPage('admin', () =>
  import('@/ui/pages/admin/users/UserResourcesPage').then((m) => m.UserResourcesPage),
);
const OrganisationPage = areaPage('organisation', () =>
  import('@/ui/pages/organisation/OrganisationPage').then((m) => m.OrganisationPage),
);
const JoinPage = areaPage('organisation', () =>
  import('@/ui/pages/organisation/JoinPage').then((m) => m.JoinPage),
);
const SubscriptionProductPage = areaPage('billing', () =>
  import('@/ui/pages/subscription/SubscriptionProductPage').then((m) => m.SubscriptionProductPage),
);
const SubscriptionPage = areaPage('billing', () =>
  import('@/ui/pages/subscription/SubscriptionPage').then((m) => m.SubscriptionPage),
);
const PlanChangePage = areaPage('billing', () =>
  import('@/ui/pages/subscription/PlanChangePage').then((m) => m.PlanChangePage),
);
const InvoiceViewPage = areaPage('billing', () =>
  import('@/ui/pages/subscription/InvoiceViewPage').then((m) => m.InvoiceViewPage),
);
const PaymentPage = areaPage('billing', () =>
  import('@/ui/pages/subscription/PaymentPage').then((m) => m.PaymentPage),
);
const WebinarsPage = areaPage('webinars', () =>
  import('@/ui/pages/webinars/WebinarsPage').then((m) => m.WebinarsPage),
);
const WebinarPage = areaPage('webinars', () =>
  import('@/ui/pages/webinars/WebinarPage').then((m) => m.WebinarPage),
);
const NotFoundPage = lazy(() =>
  import('@/ui/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const GuidePage = areaPage('guides', () =>
  import('@/ui/pages/docs/GuidePage').then((m) => m.GuidePage),
);
const GenericPage = areaPage('pages', () =>
  import('@/ui/pages/genericPage/GenericPage').then((m) => m.GenericPage),
);
const AdminPagesPage = areaPage('pages', () =>
  import('@/ui/pages/admin/pages/AdminPagesPage').then((m) => m.AdminPagesPage),
);
const AdminPageEditRoute = areaPage('pages', () =>
  import('@/ui/pages/admin/pages/AdminPageEditRoute').then((m) => m.AdminPageEditRoute),
);
// The tour (and react-joyride with it) loads only on screens that have one.
const TourHost = lazy(() => import('@/ui/tour/TourHost').then((m) => ({ default: m.TourHost })));
const AdminPlansPage = areaPage('admin', () =>
  import('@/ui/pages/admin/plans/AdminPlansPage').then((m) => m.AdminPlansPage),
);
const AuditLogPage = areaPage('admin', () =>
  import('@/ui/pages/admin/audit/AuditLogPage').then((m) => m.AuditLogPage),
);

/** The page a route of the table renders: every route has its screen (issue #14). */
function pageFor(route: AppRoute & { readonly id: RouteId }): ReactNode {
  const redirect = REDIRECTS[route.id];
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  switch (route.id) {
    case 'landing':
      return <LandingPage />;
    case 'signin':
    case 'login':
      return <AuthPage mode="signIn" />;
    case 'register':
      return <AuthPage mode="register" />;
    case 'forgetPassword':
      return <AuthPage mode="forgotPassword" />;
    case 'newPassword':
      return <NewPasswordPage />;
    case 'verifyEmail':
      return <VerifyEmailPage />;
    case 'accountSetting':
      return <ProfilePage />;
    case 'pupilHome':
      return <PupilHomePage />;
    case 'submitTask':
      return <SubmitTaskPage />;
    case 'pupilResult':
      return <PupilResultPage />;
    case 'pupilTaskResult':
      return <PupilTaskResultPage />;
    case 'privateResources':
      return <LibraryPage scope="private" />;
    case 'publicResources':
      return <LibraryPage scope="public" />;
    case 'selectResources':
      return <HomePage />;
    case 'addResource':
      return <AddResourcePage mode="add" />;
    case 'uploadResource':
      return <AddResourcePage mode="upload" />;
    case 'preview':
      return <PreviewPage />;
    case 'activities':
      return <ActivitiesPage />;
    case 'textTranslation':
      return <TeachingScreenPage door="teacher" />;
    case 'resource':
      return <TeachingScreenPage door="public" />;
    case 'vocabPrint':
      return <VocabPrintPage />;
    case 'vocabContextPrint':
      return <VocabContextPrintPage />;
    case 'createHomework':
      return <CreateHomeworkPage />;
    case 'homeworkResult':
      return <HomeworkResultsPage />;
    case 'homeworkClassroomResult':
      return <ClassResultPage />;
    case 'classroomHomework':
      return <ClassroomHomeworkPage />;
    case 'classrooms':
      return <ClassroomsPage />;
    case 'createClassroom':
      return <ClassroomCreatePage />;
    case 'classroom':
      return <ClassroomPage />;
    case 'createPupils':
      return <AddPupilsPage />;
    case 'accessProduct':
      return <AccessProductPage />;
    case 'adminPlans':
      return <AdminPlansPage />;
    case 'auditLog':
      return <AuditLogPage />;
    case 'chunksKeyWords':
      return <ChunksKeyWordsPage />;
    case 'posSuggestions':
      return <PosSuggestionsPage />;
    case 'activityStream':
      return <ActivityStreamPage />;
    case 'prompt':
      return <PromptsPage scope="text" />;
    case 'activityPrompt':
      return <PromptsPage scope="activity" />;
    case 'userList':
      return <UserListPage />;
    case 'userSub':
      return <UserSubPage />;
    case 'userSubResource':
      return <UserResourcesPage />;
    case 'organisation':
      return <OrganisationPage />;
    case 'organisationJoin':
      return <JoinPage />;
    case 'subscriptionProducts':
      return <SubscriptionProductPage />;
    case 'subscription':
      return <SubscriptionPage />;
    case 'subscriptionInvoice':
      return <PlanChangePage />;
    case 'subscriptionInvoiceView':
      return <InvoiceViewPage />;
    case 'pay':
      return <PaymentPage />;
    case 'webinars':
      return <WebinarsPage />;
    case 'webinar':
      return <WebinarPage />;
    case 'docs':
    case 'docsIndex':
      return <GuidePage />;
    case 'adminPages':
      return <AdminPagesPage />;
    case 'adminPage':
      return <AdminPageEditRoute />;
    // Issue #14: a published page, else the not-found page (spec §2).
    case 'genericPage':
      return <GenericPage />;
    // `/dashboard` never gets here (REDIRECTS sends it to Home above).
    case 'dashboard':
    case 'badpage':
      return <NotFoundPage />;
    default: {
      // A route added to the table without its screen does not compile.
      const unbuilt: never = route.id;
      return unbuilt;
    }
  }
}

/**
 * The guided tour of a route's screen, if it has one. An admin's Home is not the dashboard, so
 * the dashboard's tour would point at nothing there.
 */
function RouteTour({ routeId }: { readonly routeId: RouteId }) {
  const role = useSelector(useServices().session, selectRole);
  if (tourPageForRoute(routeId) === undefined) return null;
  if (routeId === 'selectResources' && role === 'admin') return null;
  return (
    <Suspense fallback={null}>
      <TourHost routeId={routeId} />
    </Suspense>
  );
}

/** The react-router route objects: the shared layout around every route of the table, guarded. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...ROUTES.map((route) => ({
              path: route.path,
              element: (
                <RouteGuard route={route}>
                  {pageFor(route)}
                  <RouteTour routeId={route.id} />
                </RouteGuard>
              ),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router: the browser's history, or an in-memory history starting at
 * `initialEntries` (tests, and any host without a URL bar).
 */
export function createAppRouter(options: { readonly initialEntries?: string[] } = {}): AppRouter {
  return options.initialEntries === undefined
    ? createBrowserRouter(appRoutes())
    : createMemoryRouter(appRoutes(), { initialEntries: options.initialEntries });
}
