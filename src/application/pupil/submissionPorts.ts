import type { SelectedPupilTask } from '@/domain/homework/pupilTask';
import type { SubmittedData } from '@/domain/homework/types';
import type { Marking } from '@/domain/questions/answers';

/*
 * What the homework-submission machine and the attempt outbox need from outside (issue #11).
 * The types mirror the pupil API's contract (src/infrastructure/api/pupilHomework.ts) in
 * application terms; the adapter decodes every answer with the contract's codecs and the
 * compiler checks the fit.
 */

/** Which pupil's answers to which task: every record on the device is kept under these. */
export interface TaskRef {
  readonly pupilId: number;
  readonly homeworkId: number;
  readonly taskId: number;
}

/** POST /v1/pupil/attempts body: the answers, under the attempt's own key, and no score. */
export interface AttemptRequest {
  readonly homeworkId: number;
  readonly taskId: number;
  readonly attemptKey: string;
  readonly submittedData: SubmittedData;
}

/** An attempt as the server marked and stored it. */
export interface SubmittedAttempt {
  readonly id: number;
  readonly pupilHomeworkId: number;
  readonly taskId: number;
  readonly attemptKey: string;
  readonly scorePercentage: number;
  readonly testPassed: boolean;
  readonly createdAt: string;
  readonly items: readonly {
    readonly given: readonly string[];
    readonly expected: readonly string[];
    readonly marking: Marking;
  }[];
  /** True when the server had stored this key's attempt already and gave it back. */
  readonly replayed: boolean;
}

/** Why the server will never take this attempt as it is: sending it again cannot help. */
export type RefusalReason = 'closed' | 'keyReused' | 'notFound' | 'invalid';

/**
 * How sending an attempt ended, as a value: marked; refused for good (with the server's words);
 * or not sent, for now (no network, the server unreachable or failing, the session gone), when
 * it stays on the device to be sent again with the same key.
 */
export type SubmitOutcome =
  | { readonly type: 'marked'; readonly attempt: SubmittedAttempt }
  | { readonly type: 'refused'; readonly reason: RefusalReason; readonly message: string }
  | { readonly type: 'unsent'; readonly reason: 'offline' | 'session'; readonly message: string };

/** The pupil's task calls of the API. */
export interface PupilTaskGateway {
  /** The task to do (spec §3 "Selected pupil task"); rejects with an Error in words. */
  task(homeworkId: number, taskId: number): Promise<SelectedPupilTask>;
  /** Never rejects for a failure the outcome can say; sends `request` with its key as it is. */
  submit(request: AttemptRequest): Promise<SubmitOutcome>;
  /**
   * The bytes of a listening task's recording, with their type; rejects with a 404 failure
   * (isNotFoundFailure) when the task has none or the teacher deleted it since.
   */
  taskAudio(homeworkId: number, taskId: number): Promise<Blob>;
}

/** The answers a pupil is giving, kept with the key of the attempt they will be sent under. */
export interface SavedDraft {
  readonly attemptKey: string;
  readonly answers: SubmittedData;
}

/** The answers in progress on this device, one draft per pupil and task. */
export interface AnswerStore {
  draft(ref: TaskRef): SavedDraft | null;
  saveDraft(ref: TaskRef, draft: SavedDraft): void;
  /**
   * Forgets the draft if it is still the attempt `attemptKey`: a second tab that has started a
   * new attempt meanwhile keeps its own.
   */
  clearDraft(ref: TaskRef, attemptKey: string): void;
}

/** An attempt waiting on the device to be sent, exactly as it will be sent. */
export interface QueuedAttempt {
  readonly pupilId: number;
  readonly request: AttemptRequest;
  /** When it was first put on the device (ISO time): the outbox sends the oldest first. */
  readonly queuedAt: string;
}

/** What became of an attempt the device sent, for the task page to show after a reload. */
export interface DeliveryRecord {
  readonly pupilId: number;
  readonly homeworkId: number;
  readonly taskId: number;
  readonly attemptKey: string;
  readonly outcome:
    | { readonly type: 'marked'; readonly attempt: SubmittedAttempt }
    | { readonly type: 'refused'; readonly reason: RefusalReason; readonly message: string };
}

/** Attempts kept on the device until the server has answered them (the outbox). */
export interface OutboxStore {
  /** The pupil's waiting attempts, oldest first. */
  queued(pupilId: number): readonly QueuedAttempt[];
  /**
   * Keeps `entry`; an entry already waiting under its key takes its request and keeps its place
   * (the same attempt, as this device would send it now).
   */
  enqueue(entry: QueuedAttempt): void;
  dequeue(pupilId: number, attemptKey: string): void;
  /** Whether the attempt `attemptKey` is still waiting. */
  isQueued(pupilId: number, attemptKey: string): boolean;
  record(delivery: DeliveryRecord): void;
  /** What became of the attempt `attemptKey`, if this device sent it. */
  delivery(pupilId: number, attemptKey: string): DeliveryRecord | null;
}

/** Whether the browser believes it is online, and when it comes back. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` each time the browser goes online; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}
