import type { Skill, Template } from '@/domain/homework/types';
import type { AttemptDetail } from '@/application/homework/resultsPorts';

/*
 * What the pupil's homework list and result screens need from outside (issue #11). The types
 * mirror the API contract (src/infrastructure/api/pupilHomework.ts and homeworkResults.ts) in
 * application terms; the adapter decodes every answer with the contract's codecs and the
 * compiler checks the fit.
 */

/** One task of a pupil's homework, with what the pupil has done of it. */
export interface PupilHomeworkTask {
  readonly id: number;
  readonly taskName: string;
  readonly skill: Skill;
  readonly template: Template;
  readonly passMark: number;
  readonly attempts: number;
  /** The attempt the result screen shows (a passed one if any, else the latest); null when none. */
  readonly shown: {
    readonly attemptId: number;
    readonly scorePercentage: number;
    readonly testPassed: boolean;
  } | null;
}

/** A homework given to the signed-in pupil (GET /v1/pupil/homeworks). */
export interface PupilHomework {
  readonly pupilHomeworkId: number;
  readonly homeworkId: number;
  readonly name: string;
  readonly classroomName: string;
  readonly teacherName: string;
  readonly startsAt: string;
  readonly dueAt: string;
  readonly closedAt: string | null;
  readonly tasks: readonly PupilHomeworkTask[];
}

/** One attempt as spec §3 `pupilTasks` carries it. */
export interface PupilResultAttempt {
  readonly id: number;
  readonly task: { readonly id: number };
  readonly testPassed: boolean;
  readonly scorePercentage: number;
}

/** Spec §3 "Pupil homework result" (GET /v1/homework-result/:id). */
export interface PupilHomeworkResult {
  readonly homework: {
    readonly id: number;
    readonly name: string;
    readonly tasks: readonly { readonly id: number; readonly taskName: string }[];
  };
  readonly pupilTasks: readonly PupilResultAttempt[];
}

/** An attempt question by question, and the homework result it belongs to when known. */
export interface PupilAttemptView {
  readonly attempt: AttemptDetail;
  /** The pupil homework whose result screen lists this attempt; null when it could not be found. */
  readonly pupilHomeworkId: number | null;
}

export interface PupilResultsGateway {
  /** Every started homework given to the signed-in pupil. */
  homeworks(): Promise<readonly PupilHomework[]>;
  homeworkResult(pupilHomeworkId: number): Promise<PupilHomeworkResult>;
  attempt(id: number): Promise<AttemptDetail>;
}
