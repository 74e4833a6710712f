import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { SelectedPupilTask } from '@/domain/homework/pupilTask';
import { answerShapeProblem, blankAnswers } from '@/domain/homework/pupilTask';
import type { SubmittedData } from '@/domain/homework/types';
import { sendQueuedAttempts, type OutboxPass } from './attemptOutbox';
import type { Restored } from './homeworkSubmission.machine';
import type {
  AnswerStore,
  AttemptRequest,
  Connectivity,
  OutboxStore,
  PupilTaskGateway,
  QueuedAttempt,
  SavedDraft,
  SubmitOutcome,
  TaskRef,
} from './submissionPorts';

export interface SubmissionDependencies {
  readonly gateway: PupilTaskGateway;
  readonly answers: AnswerStore;
  readonly outbox: OutboxStore;
  readonly connectivity: Connectivity;
  /** A fresh attempt key matching ATTEMPT_KEY_PATTERN (a random UUID in the browser). */
  readonly newAttemptKey: () => string;
  readonly now: () => Date;
}

/**
 * Where the task page resumes, from what the device holds for this pupil and task: a draft that
 * fits the task keeps its key and answers (a reload, a second tab); its attempt may still wait
 * in the outbox, or the outbox may have sent it meanwhile. Without a usable draft a fresh
 * attempt starts, blank, and is saved at once so that a second tab opened now shares its key.
 */
export function restoreAttempt(
  deps: Pick<SubmissionDependencies, 'answers' | 'outbox' | 'newAttemptKey'>,
  ref: TaskRef,
  task: SelectedPupilTask,
): Restored {
  const saved = deps.answers.draft(ref);
  // A draft that no longer fits the task (edited by hand, an older release) is not sent.
  const draft =
    saved !== null && answerShapeProblem(task.taskData.data, saved.answers) === null ? saved : null;
  if (draft !== null) {
    const delivery = deps.outbox.delivery(ref.pupilId, draft.attemptKey);
    if (delivery !== null) return { kind: 'delivered', draft, outcome: delivery.outcome };
    if (deps.outbox.isQueued(ref.pupilId, draft.attemptKey)) return { kind: 'queued', draft };
    return { kind: 'editing', draft };
  }
  return { kind: 'editing', draft: startAttempt(deps, ref, blankAnswers(task.taskData.data)) };
}

/** A fresh key over `answers`, saved on the device. */
function startAttempt(
  deps: Pick<SubmissionDependencies, 'answers' | 'newAttemptKey'>,
  ref: TaskRef,
  answers: SubmittedData,
): SavedDraft {
  const draft = { attemptKey: deps.newAttemptKey(), answers };
  deps.answers.saveDraft(ref, draft);
  return draft;
}

const watchOnline = (connectivity: Connectivity) =>
  fromCallback<EventObject>(({ sendBack }) =>
    connectivity.onOnline(() => sendBack({ type: 'network.online' })),
  );

/**
 * What the composition root passes to `homeworkSubmissionMachine.provide(...)`: the actors over
 * the pupil task gateway and the device stores, and the store actions.
 */
export function makeHomeworkSubmissionImplementations(deps: SubmissionDependencies) {
  const { gateway, answers, outbox, connectivity, now } = deps;
  return {
    actors: {
      loadTask: fromPromise<SelectedPupilTask, TaskRef>(({ input }) =>
        gateway.task(input.homeworkId, input.taskId),
      ),
      restore: fromPromise<Restored, { ref: TaskRef; task: SelectedPupilTask }>(({ input }) =>
        Promise.resolve(restoreAttempt(deps, input.ref, input.task)),
      ),
      startAttempt: fromPromise<SavedDraft, { ref: TaskRef; answers: SubmittedData }>(({ input }) =>
        Promise.resolve(startAttempt(deps, input.ref, input.answers)),
      ),
      submit: fromPromise<SubmitOutcome, AttemptRequest>(({ input }) => gateway.submit(input)),
      watchOnline: watchOnline(connectivity),
    },
    actions: {
      saveDraft: (_: unknown, params: { ref: TaskRef; draft: SavedDraft }) =>
        answers.saveDraft(params.ref, params.draft),
      enqueue: (_: unknown, params: Omit<QueuedAttempt, 'queuedAt'>) =>
        outbox.enqueue({ ...params, queuedAt: now().toISOString() }),
      settle: (_: unknown, params: { ref: TaskRef; attemptKey: string; clearDraft: boolean }) => {
        outbox.dequeue(params.ref.pupilId, params.attemptKey);
        if (params.clearDraft) answers.clearDraft(params.ref, params.attemptKey);
      },
    },
  };
}

/** What the composition root passes to `attemptOutboxMachine.provide(...)`. */
export function makeAttemptOutboxImplementations(
  deps: Pick<SubmissionDependencies, 'gateway' | 'answers' | 'outbox' | 'connectivity'>,
) {
  return {
    actors: {
      sendQueued: fromPromise<OutboxPass, { pupilId: number }>(({ input }) =>
        sendQueuedAttempts(deps, input.pupilId),
      ),
      watchOnline: watchOnline(deps.connectivity),
    },
  };
}
