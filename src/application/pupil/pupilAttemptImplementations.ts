import { fromPromise } from 'xstate';
import type { PupilAttemptView, PupilResultsGateway } from './pupilResultsPorts';

/**
 * The pupil attempt machine's actor. An attempt's detail does not name its pupil homework, so
 * the way back to the result screen is found in the pupil's own homework list (a task belongs
 * to one homework). That list failing only costs the way back, never the attempt.
 */
export function makePupilAttemptImplementations({ gateway }: { gateway: PupilResultsGateway }) {
  return {
    actors: {
      load: fromPromise<PupilAttemptView, { attemptId: number }>(async ({ input }) => {
        const [attempt, homeworks] = await Promise.all([
          gateway.attempt(input.attemptId),
          gateway.homeworks().catch(() => null),
        ]);
        const owner = homeworks?.find((h) => h.tasks.some((t) => t.id === attempt.task.id));
        return { attempt, pupilHomeworkId: owner?.pupilHomeworkId ?? null };
      }),
    },
  };
}
