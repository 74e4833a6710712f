import { useActorRef } from '@xstate/react';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { HomeworkList } from './HomeworkList';

const TITLE = 'Homework results';

/**
 * `/homework-result` (issue #10): every homework the teacher set, one row per class, with who
 * finished and the average score; a row opens that class's results.
 */
export function HomeworkResultsPage() {
  usePageTitle(TITLE);
  const { homeworkResults } = useServices();
  const actor = useActorRef(homeworkResults.list, { input: { classroomId: null } });
  return (
    <section className="page library-page" aria-labelledby="page-title">
      <h1 id="page-title">{TITLE}</h1>
      <p className="page-lead">
        Every homework you have set, class by class. Open one to see each pupil’s results.
      </p>
      <HomeworkList actor={actor} label={TITLE} />
    </section>
  );
}
