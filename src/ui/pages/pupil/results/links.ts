/** The pupil's addresses (spec §2 "Pupil only"), built in one place. */
export const submitTaskHref = (homeworkId: number, taskId: number) =>
  `/submit_task/${String(homeworkId)}/${String(taskId)}`;

export const pupilResultHref = (pupilHomeworkId: number) =>
  `/pupil/result/${String(pupilHomeworkId)}`;

/** Spec §2: View Result opens `/pupil/result/tasks/{taskId}`, the id of the attempt shown. */
export const pupilTaskResultHref = (attemptId: number) =>
  `/pupil/result/tasks/${String(attemptId)}`;

/** A route parameter that is a positive whole number, or null (nothing to load). */
export function positiveId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
