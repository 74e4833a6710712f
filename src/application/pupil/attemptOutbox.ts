import type { AnswerStore, DeliveryRecord, OutboxStore, PupilTaskGateway } from './submissionPorts';

export interface OutboxDependencies {
  readonly gateway: PupilTaskGateway;
  readonly outbox: OutboxStore;
  readonly answers: AnswerStore;
}

/** What one pass over the outbox did. */
export interface OutboxPass {
  /** Attempts the server answered (marked or refused) and that left the device. */
  readonly settled: readonly DeliveryRecord[];
  /** Attempts still waiting: the pass stopped at the first that found no server. */
  readonly remaining: number;
}

/**
 * Sends the pupil's queued attempts, oldest first and one at a time, each under its own key, so
 * the server stores each once however often it arrives (from here, from the task page, from
 * another tab). An answered attempt leaves the outbox and what the server said is recorded for
 * the task page (a marked one's draft stays until the page has shown the result). The first
 * attempt that finds no server ends the pass: the rest would find none either.
 */
export async function sendQueuedAttempts(
  { gateway, outbox }: OutboxDependencies,
  pupilId: number,
): Promise<OutboxPass> {
  const settled: DeliveryRecord[] = [];
  for (const entry of outbox.queued(pupilId)) {
    // Another tab (or the task page) may have settled it since the list was read.
    if (!outbox.isQueued(pupilId, entry.request.attemptKey)) continue;
    const outcome = await gateway.submit(entry.request);
    if (outcome.type === 'unsent') return { settled, remaining: outbox.queued(pupilId).length };
    const { homeworkId, taskId, attemptKey } = entry.request;
    const record: DeliveryRecord = {
      pupilId,
      homeworkId,
      taskId,
      attemptKey,
      outcome:
        outcome.type === 'marked'
          ? { type: 'marked', attempt: outcome.attempt }
          : { type: 'refused', reason: outcome.reason, message: outcome.message },
    };
    outbox.record(record);
    outbox.dequeue(pupilId, attemptKey);
    settled.push(record);
  }
  return { settled, remaining: outbox.queued(pupilId).length };
}
