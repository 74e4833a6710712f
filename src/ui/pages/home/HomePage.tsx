import { useSelector } from '@xstate/react';
import { selectRole } from '@/application/session/selectors';
import { useServices } from '@/ui/app/ServicesContext';
import { DashboardPage } from '@/ui/pages/dashboard/DashboardPage';
import { PlanUpdatedNotice } from '@/ui/pages/subscription/PlanUpdatedNotice';
import { AdminHomePage } from './AdminHomePage';

/**
 * Home (`/select_resources`, spec §2): a teacher's dashboard, or an administrator's own Home —
 * admins may not create resources, so they never get a form that cannot succeed.
 */
export function HomePage() {
  const { session } = useServices();
  const role = useSelector(session, selectRole);
  return role === 'admin' ? (
    <AdminHomePage />
  ) : (
    <>
      <PlanUpdatedNotice />
      <DashboardPage />
    </>
  );
}
