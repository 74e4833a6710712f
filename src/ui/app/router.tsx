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
import { RouteGuard } from './RouteGuard';
import { useServices } from './ServicesContext';

// Route-level code splitting (DESIGN.md §5): each page is its own chunk, so the landing page
// downloads none of the screens that later issues put behind these routes.
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
const PupilHomePage = lazy(() =>
  import('@/ui/pages/pupil/PupilHomePage').then((m) => ({ default: m.PupilHomePage })),
);
const SubmitTaskPage = lazy(() =>
  import('@/ui/pages/pupil/task/SubmitTaskPage').then((m) => ({ default: m.SubmitTaskPage })),
);
const PupilResultPage = lazy(() =>
  import('@/ui/pages/pupil/results/PupilResultPage').then((m) => ({
    default: m.PupilResultPage,
  })),
);
const PupilTaskResultPage = lazy(() =>
  import('@/ui/pages/pupil/results/PupilTaskResultPage').then((m) => ({
    default: m.PupilTaskResultPage,
  })),
);
const HomePage = lazy(() =>
  import('@/ui/pages/home/HomePage').then((m) => ({ default: m.HomePage })),
);
const LibraryPage = lazy(() =>
  import('@/ui/pages/library/LibraryPage').then((m) => ({ default: m.LibraryPage })),
);
const AddResourcePage = lazy(() =>
  import('@/ui/pages/upload/AddResourcePage').then((m) => ({ default: m.AddResourcePage })),
);
const PreviewPage = lazy(() =>
  import('@/ui/pages/preview/PreviewPage').then((m) => ({ default: m.PreviewPage })),
);
const ActivitiesPage = lazy(() =>
  import('@/ui/pages/activities/ActivitiesPage').then((m) => ({ default: m.ActivitiesPage })),
);
const TeachingScreenPage = lazy(() =>
  import('@/ui/pages/teaching/TeachingScreenPage').then((m) => ({
    default: m.TeachingScreenPage,
  })),
);
const VocabPrintPage = lazy(() =>
  import('@/ui/pages/print/VocabPrintPage').then((m) => ({ default: m.VocabPrintPage })),
);
const VocabContextPrintPage = lazy(() =>
  import('@/ui/pages/print/VocabContextPrintPage').then((m) => ({
    default: m.VocabContextPrintPage,
  })),
);
const CreateHomeworkPage = lazy(() =>
  import('@/ui/pages/createHomework/CreateHomeworkPage').then((m) => ({
    default: m.CreateHomeworkPage,
  })),
);
const HomeworkResultsPage = lazy(() =>
  import('@/ui/pages/homework/HomeworkResultsPage').then((m) => ({
    default: m.HomeworkResultsPage,
  })),
);
const ClassResultPage = lazy(() =>
  import('@/ui/pages/homework/ClassResultPage').then((m) => ({ default: m.ClassResultPage })),
);
const ClassroomHomeworkPage = lazy(() =>
  import('@/ui/pages/homework/ClassroomHomeworkPage').then((m) => ({
    default: m.ClassroomHomeworkPage,
  })),
);
const ClassroomsPage = lazy(() =>
  import('@/ui/pages/classrooms/ClassroomsPage').then((m) => ({ default: m.ClassroomsPage })),
);
const ClassroomCreatePage = lazy(() =>
  import('@/ui/pages/classrooms/ClassroomCreatePage').then((m) => ({
    default: m.ClassroomCreatePage,
  })),
);
const ClassroomPage = lazy(() =>
  import('@/ui/pages/classrooms/ClassroomPage').then((m) => ({ default: m.ClassroomPage })),
);
const AddPupilsPage = lazy(() =>
  import('@/ui/pages/classrooms/AddPupilsPage').then((m) => ({ default: m.AddPupilsPage })),
);
const AccessProductPage = lazy(() =>
  import('@/ui/pages/admin/AccessProductPage').then((m) => ({ default: m.AccessProductPage })),
);
const ChunksKeyWordsPage = lazy(() =>
  import('@/ui/pages/admin/wordLists/ChunksKeyWordsPage').then((m) => ({
    default: m.ChunksKeyWordsPage,
  })),
);
const PosSuggestionsPage = lazy(() =>
  import('@/ui/pages/admin/wordLists/PosSuggestionsPage').then((m) => ({
    default: m.PosSuggestionsPage,
  })),
);
const ActivityStreamPage = lazy(() =>
  import('@/ui/pages/admin/activityStream/ActivityStreamPage').then((m) => ({
    default: m.ActivityStreamPage,
  })),
);
const PromptsPage = lazy(() =>
  import('@/ui/pages/admin/prompts/PromptsPage').then((m) => ({ default: m.PromptsPage })),
);
const UserListPage = lazy(() =>
  import('@/ui/pages/admin/users/UserListPage').then((m) => ({ default: m.UserListPage })),
);
const UserSubPage = lazy(() =>
  import('@/ui/pages/admin/users/UserSubPage').then((m) => ({ default: m.UserSubPage })),
);
const UserResourcesPage = lazy(() =>
  import('@/ui/pages/admin/users/UserResourcesPage').then((m) => ({
    default: m.UserResourcesPage,
  })),
);
const OrganisationPage = lazy(() =>
  import('@/ui/pages/organisation/OrganisationPage').then((m) => ({
    default: m.OrganisationPage,
  })),
);
const JoinPage = lazy(() =>
  import('@/ui/pages/organisation/JoinPage').then((m) => ({ default: m.JoinPage })),
);
const SubscriptionProductPage = lazy(() =>
  import('@/ui/pages/subscription/SubscriptionProductPage').then((m) => ({
    default: m.SubscriptionProductPage,
  })),
);
const SubscriptionPage = lazy(() =>
  import('@/ui/pages/subscription/SubscriptionPage').then((m) => ({
    default: m.SubscriptionPage,
  })),
);
const PlanChangePage = lazy(() =>
  import('@/ui/pages/subscription/PlanChangePage').then((m) => ({ default: m.PlanChangePage })),
);
const InvoiceViewPage = lazy(() =>
  import('@/ui/pages/subscription/InvoiceViewPage').then((m) => ({ default: m.InvoiceViewPage })),
);
const PaymentPage = lazy(() =>
  import('@/ui/pages/subscription/PaymentPage').then((m) => ({ default: m.PaymentPage })),
);
const WebinarsPage = lazy(() =>
  import('@/ui/pages/webinars/WebinarsPage').then((m) => ({ default: m.WebinarsPage })),
);
const WebinarPage = lazy(() =>
  import('@/ui/pages/webinars/WebinarPage').then((m) => ({ default: m.WebinarPage })),
);
const NotFoundPage = lazy(() =>
  import('@/ui/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const GuidePage = lazy(() =>
  import('@/ui/pages/docs/GuidePage').then((m) => ({ default: m.GuidePage })),
);
const GenericPage = lazy(() =>
  import('@/ui/pages/genericPage/GenericPage').then((m) => ({ default: m.GenericPage })),
);
const AdminPagesPage = lazy(() =>
  import('@/ui/pages/admin/pages/AdminPagesPage').then((m) => ({ default: m.AdminPagesPage })),
);
const AdminPageEditRoute = lazy(() =>
  import('@/ui/pages/admin/pages/AdminPageEditRoute').then((m) => ({
    default: m.AdminPageEditRoute,
  })),
);
// The tour (and react-joyride with it) loads only on screens that have one.
const TourHost = lazy(() => import('@/ui/tour/TourHost').then((m) => ({ default: m.TourHost })));
const AdminPlansPage = lazy(() =>
  import('@/ui/pages/admin/plans/AdminPlansPage').then((m) => ({ default: m.AdminPlansPage })),
);
const AuditLogPage = lazy(() =>
  import('@/ui/pages/admin/audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
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
