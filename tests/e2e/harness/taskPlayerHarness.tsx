// A page with the task player alone, for its checks in Chromium (tests/e2e/taskPlayer.spec.ts):
// `?kind=<task kind>` picks a real task built from the question fixtures, as the server builds
// a homework's tasks; the answers are kept as the submission machine keeps them.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { blankAnswers } from '@/domain/homework/pupilTask';
import { TaskPlayer } from '@/ui/pages/pupil/task/TaskPlayer';
import '@/ui/styles.css';
import { frenchPicnic } from '../../domain/questions/fixtures';
import { builtTask } from '../../ui/pupil/builtTask';

const kind = new URLSearchParams(window.location.search).get('kind') ?? 'vocab-type';
const { task } = builtTask(kind, kind === 'game-who-said-what' ? frenchPicnic : undefined);

function Harness() {
  const [answers, setAnswers] = useState(() => blankAnswers(task.taskData.data));
  return (
    <main id="main" className="site-main">
      <h1>{task.taskName}</h1>
      <TaskPlayer
        task={task}
        answers={answers}
        disabled={false}
        onAnswer={(item, parts) =>
          setAnswers((previous) => ({
            answers: previous.answers.map((given, index) => (index === item ? [...parts] : given)),
          }))
        }
      />
    </main>
  );
}

const root = document.getElementById('root');
if (root !== null)
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
