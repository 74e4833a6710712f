import { PlaceholderPage } from '@/ui/pages/PlaceholderPage';

/** `/activities/{source}/{id}`: review and edit the questions. */
export function ActivitiesPage() {
  return <PlaceholderPage title="Activities" />;
}
