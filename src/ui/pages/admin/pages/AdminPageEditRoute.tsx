import { useParams } from 'react-router-dom';
import { AdminPageEditPage } from './AdminPagesPage';

/** `/admin/pages/:slug`. */
export function AdminPageEditRoute() {
  const { slug = '' } = useParams();
  return <AdminPageEditPage slug={slug} />;
}
