import type {
  AnswerStore,
  Connectivity,
  DeliveryRecord,
  OutboxStore,
  PupilTaskGateway,
  QueuedAttempt,
  SavedDraft,
  SubmitOutcome,
  SubmittedAttempt,
  TaskRef,
} from '@/application/pupil/submissionPorts';
import { pupilTaskData, type SelectedPupilTask } from '@/domain/homework/pupilTask';
import type { TaskData } from '@/domain/homework/types';

export const VOCABULARY: TaskData<'vocabulary'> = {
  format: 'vocabulary',
  language: 'es',
  items: [
    { target: 'el pan', native: 'the bread', pos: 'noun', sentenceIds: [1] },
    { target: 'el queso', native: 'the cheese', pos: 'noun', sentenceIds: [1] },
  ],
};

export const REF: TaskRef = { pupilId: 7, homeworkId: 3, taskId: 11 };

export function task(values: Partial<SelectedPupilTask> = {}): SelectedPupilTask {
  return {
    id: REF.taskId,
    homeworkId: REF.homeworkId,
    pupilHomeworkAssociationId: 21,
    format: 'vocabulary',
    skillType: 'VOCAB',
    template: 'TYPE_THE_ANSWER',
    taskName: 'Food words',
    identifier: 'VOCAB:TYPE_THE_ANSWER:0',
    taskData: { data: pupilTaskData(VOCABULARY, 'TYPE_THE_ANSWER', REF.taskId) },
    submittedData: { data: null },
    passMark: 50,
    homeworkName: 'At the market',
    dueAt: '2026-03-20T00:00:00.000Z',
    closedAt: null,
    position: 0,
    taskIds: [REF.taskId, 12],
    ...values,
  };
}

export function attempt(values: Partial<SubmittedAttempt> = {}): SubmittedAttempt {
  return {
    id: 1,
    pupilHomeworkId: 21,
    taskId: REF.taskId,
    attemptKey: 'key-1',
    scorePercentage: 100,
    testPassed: true,
    createdAt: '2026-03-02T09:00:00.000Z',
    items: [],
    replayed: false,
    ...values,
  };
}

/** Both stores of the device in memory, shared by every machine given them (tabs, reloads). */
export function memoryDevice() {
  const drafts = new Map<string, SavedDraft>();
  let queue: QueuedAttempt[] = [];
  const records: DeliveryRecord[] = [];
  const key = (ref: TaskRef) => `${ref.pupilId}:${ref.homeworkId}:${ref.taskId}`;
  const answers: AnswerStore = {
    draft: (ref) => drafts.get(key(ref)) ?? null,
    saveDraft: (ref, draft) => void drafts.set(key(ref), draft),
    clearDraft: (ref, attemptKey) => {
      if (drafts.get(key(ref))?.attemptKey === attemptKey) drafts.delete(key(ref));
    },
  };
  const outbox: OutboxStore = {
    queued: (pupilId) => queue.filter((entry) => entry.pupilId === pupilId),
    enqueue: (entry) => {
      const index = queue.findIndex((q) => q.request.attemptKey === entry.request.attemptKey);
      if (index === -1) queue.push(entry);
      else queue[index] = { ...entry, queuedAt: queue[index]?.queuedAt ?? entry.queuedAt };
    },
    dequeue: (pupilId, attemptKey) => {
      queue = queue.filter((e) => !(e.pupilId === pupilId && e.request.attemptKey === attemptKey));
    },
    isQueued: (pupilId, attemptKey) =>
      queue.some((e) => e.pupilId === pupilId && e.request.attemptKey === attemptKey),
    record: (delivery) => void records.push(delivery),
    delivery: (pupilId, attemptKey) =>
      [...records].reverse().find((r) => r.pupilId === pupilId && r.attemptKey === attemptKey) ??
      null,
  };
  return { answers, outbox, drafts, records, queue: () => queue };
}

export function fakeConnectivity(): Connectivity & { goOnline(): void; listeners(): number } {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => true,
    onOnline: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goOnline: () => [...listeners].forEach((listener) => listener()),
    listeners: () => listeners.size,
  };
}

/**
 * A gateway whose `submit` answers as `respond` says, recording every request; the server it
 * stands for keeps one attempt per key, as the real one does.
 */
export function fakeGateway(
  respond: (request: Parameters<PupilTaskGateway['submit']>[0]) => Promise<SubmitOutcome>,
  loaded: SelectedPupilTask = task(),
) {
  const sent: Parameters<PupilTaskGateway['submit']>[0][] = [];
  const gateway: PupilTaskGateway = {
    task: () => Promise.resolve(loaded),
    submit: (request) => {
      sent.push(request);
      return respond(request);
    },
    taskAudio: () => Promise.reject(new Error('This task has no recording.')),
  };
  return { gateway, sent };
}

export const OFFLINE: SubmitOutcome = {
  type: 'unsent',
  reason: 'offline',
  message: 'Saved on this device: it will be sent when you are back online.',
};

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
