import { PlaceholderPage } from '@/ui/pages/PlaceholderPage';

/** `/preview/{id}`: review the generated texts. */
export function PreviewPage() {
  return <PlaceholderPage title="Review your resource" />;
}
