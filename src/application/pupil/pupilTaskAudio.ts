import type { TrackLoader } from '@/application/teaching/ports';
import type { PupilTaskGateway } from './submissionPorts';

/**
 * A listening task's recording (issue #11), for the task page's player, so that no page holds
 * the gateway. The pupil reaches it through their task, never through the teacher's resource.
 */
export interface PupilTaskAudio {
  /** The track loader of one task of the pupil's homework. */
  loader(homeworkId: number, taskId: number): TrackLoader;
}

export function makePupilTaskAudio({
  gateway,
}: {
  gateway: Pick<PupilTaskGateway, 'taskAudio'>;
}): PupilTaskAudio {
  // The player asks for the track id the task names; the server serves the task's own track
  // from the homework's resource, so the id adds nothing a pupil could choose.
  return { loader: (homeworkId, taskId) => () => gateway.taskAudio(homeworkId, taskId) };
}
