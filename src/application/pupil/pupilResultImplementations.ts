import { fromPromise } from 'xstate';
import type { Logger } from '@/application/shared/ports';
import type { PupilHomeworkResult, PupilResultsGateway } from './pupilResultsPorts';

/** The pupil result machine's actor over the gateway, and its log over the app's logger. */
export function makePupilResultImplementations({
  gateway,
  logger,
}: {
  gateway: PupilResultsGateway;
  logger: Logger;
}) {
  return {
    actors: {
      load: fromPromise<PupilHomeworkResult, { pupilHomeworkId: number }>(({ input }) =>
        gateway.homeworkResult(input.pupilHomeworkId),
      ),
    },
    actions: {
      logMissing: (_: unknown, { message }: { message: string }) => logger.error(message),
    },
  };
}
