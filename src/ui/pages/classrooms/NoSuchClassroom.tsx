import { Link } from 'react-router-dom';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { CLASSROOMS_PATH } from './classroomText';

/** An address whose classroom id is not a number: said in the page's own frame. */
export function NoSuchClassroom({ title }: { readonly title: string }) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p role="status">There is no classroom at this address.</p>
      <p>
        <Link to={CLASSROOMS_PATH}>All classrooms</Link>
      </p>
    </section>
  );
}
