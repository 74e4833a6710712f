import type { Container } from 'inversify';
import type { PupilArea } from '@/application/appServices';
import { homeworkSubmissionMachine } from '@/application/pupil/homeworkSubmission.machine';
import { makeHomeworkSubmissionImplementations } from '@/application/pupil/homeworkSubmissionImplementations';
import { pupilAttemptMachine } from '@/application/pupil/pupilAttempt.machine';
import { makePupilAttemptImplementations } from '@/application/pupil/pupilAttemptImplementations';
import { pupilHomeMachine } from '@/application/pupil/pupilHome.machine';
import { makePupilHomeImplementations } from '@/application/pupil/pupilHomeImplementations';
import { pupilResultMachine } from '@/application/pupil/pupilResult.machine';
import { makePupilResultImplementations } from '@/application/pupil/pupilResultImplementations';
import { makePupilTaskAudio } from '@/application/pupil/pupilTaskAudio';
import { createPupilResultsApi } from '@/infrastructure/http/pupilResults-api';
import type { PupilOutboxStarter } from '../pupilOutbox';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/**
 * The pupil's pages (issue #11). The attempt outbox is the core's (it runs whatever page a
 * pupil is on); the task page submits over the same device stores and gateway.
 */
export async function pupilArea(container: Container): Promise<PupilArea> {
  const { deps, current } = await container.get<PupilOutboxStarter>(TOKENS.PupilOutbox).ready();
  return bindArea(container, TOKENS.PupilArea, (p, { http }) => {
    const gateway = createPupilResultsApi(http, p.notifier);
    return {
      pupilTask: {
        submission: homeworkSubmissionMachine.provide(makeHomeworkSubmissionImplementations(deps)),
        outbox: current,
        audio: makePupilTaskAudio({ gateway: deps.gateway }),
      },
      pupilResults: {
        home: pupilHomeMachine.provide(makePupilHomeImplementations({ gateway })),
        result: pupilResultMachine.provide(
          makePupilResultImplementations({ gateway, logger: p.logger }),
        ),
        attempt: pupilAttemptMachine.provide(makePupilAttemptImplementations({ gateway })),
      },
    };
  });
}
