import { PlaceholderPage } from '@/ui/pages/PlaceholderPage';

/** `/add_resource` (paste) and `/upload_resource` (a file): the teacher's own text. */
export function AddResourcePage({ mode }: { readonly mode: 'add' | 'upload' }) {
  return <PlaceholderPage title={mode === 'add' ? 'Add a resource' : 'Upload a resource'} />;
}
