import type { HomeworkSubmissionSnapshot } from './homeworkSubmission.machine';

/** What the task page says about the attempt, one phase per group of machine states. */
export type SubmissionPhase =
  'loading' | 'loadFailed' | 'editing' | 'sending' | 'queued' | 'marked' | 'failed' | 'closed';

export function selectPhase(snapshot: HomeworkSubmissionSnapshot): SubmissionPhase {
  if (snapshot.matches('Loading') || snapshot.matches('Restoring')) return 'loading';
  if (snapshot.matches('LoadFailed')) return 'loadFailed';
  if (snapshot.matches('Submitting')) return 'sending';
  if (snapshot.matches('Queued')) return 'queued';
  if (snapshot.matches('Marked')) return 'marked';
  if (snapshot.matches('Closed')) return 'closed';
  if (snapshot.matches('Failed') || snapshot.matches('Renewing')) return 'failed';
  // Editing, and Starting (a new attempt a moment before its blank answers are saved).
  return 'editing';
}

/** Whether the answers can be changed now: not while they are sent, wait, or are marked. */
export function selectCanAnswer(snapshot: HomeworkSubmissionSnapshot): boolean {
  return snapshot.matches('Editing') || snapshot.matches('Failed');
}

export function selectCanSubmit(snapshot: HomeworkSubmissionSnapshot): boolean {
  return snapshot.matches('Editing') || snapshot.matches('Failed');
}

export const selectTask = (snapshot: HomeworkSubmissionSnapshot) => snapshot.context.task;
export const selectAnswers = (snapshot: HomeworkSubmissionSnapshot) => snapshot.context.answers;
export const selectResult = (snapshot: HomeworkSubmissionSnapshot) => snapshot.context.result;
export const selectError = (snapshot: HomeworkSubmissionSnapshot) => snapshot.context.error;
export const selectNotice = (snapshot: HomeworkSubmissionSnapshot) => snapshot.context.notice;
