import * as t from 'io-ts';
import type {
  AnswerStore,
  DeliveryRecord,
  OutboxStore,
  QueuedAttempt,
  TaskRef,
} from '@/application/pupil/submissionPorts';
import {
  SubmitAttemptBody,
  SubmittedAttempt,
  SubmittedDataBody,
} from '@/infrastructure/api/pupilHomework';
import type { StorageLike } from './localSessionStore';
import { safeStorage } from './safeStorage';
import { PUPIL_STORAGE_KEYS } from './pupilStorageKeys';

/*
 * A pupil's answers and waiting attempts on this device (issue #11), in local storage so that a
 * reload, a closed tab or a second tab finds them. Every record is under the pupil's id: a
 * shared school laptop never sends one pupil's answers in another's session. What is read back
 * is decoded with the API's own codecs; anything else (edited by hand, an older release) reads
 * as absent rather than being sent.
 */

/** How many delivery records a pupil keeps: enough for a homework or two sent offline. */
export const DELIVERIES_KEPT = 50;

const draftKey = (ref: TaskRef) =>
  `${PUPIL_STORAGE_KEYS.draft}:${String(ref.pupilId)}:${String(ref.homeworkId)}:${String(ref.taskId)}`;
const outboxKey = (pupilId: number) => `${PUPIL_STORAGE_KEYS.outbox}:${String(pupilId)}`;
const deliveriesKey = (pupilId: number) => `${PUPIL_STORAGE_KEYS.deliveries}:${String(pupilId)}`;

const StoredDraft = t.type({ attemptKey: t.string, answers: SubmittedDataBody });
const StoredQueued = t.type({ pupilId: t.number, request: SubmitAttemptBody, queuedAt: t.string });
const StoredDelivery = t.type({
  pupilId: t.number,
  homeworkId: t.number,
  taskId: t.number,
  attemptKey: t.string,
  outcome: t.union([
    t.type({ type: t.literal('marked'), attempt: SubmittedAttempt }),
    t.type({
      type: t.literal('refused'),
      reason: t.keyof({ closed: null, keyReused: null, notFound: null, invalid: null }),
      message: t.string,
    }),
  ]),
});

function readJson<A>(raw: string | null, codec: t.Decoder<unknown, A>): A | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const decoded = codec.decode(json);
  return decoded._tag === 'Right' ? decoded.right : null;
}

/** The entries of a stored list that decode; the others are dropped, not sent. */
function readList<A>(raw: string | null, codec: t.Decoder<unknown, A>): A[] {
  const list = readJson(raw, t.array(t.unknown));
  if (list === null) return [];
  return list.flatMap((item) => {
    const decoded = codec.decode(item);
    return decoded._tag === 'Right' ? [decoded.right] : [];
  });
}

/** The answer store and the outbox over one key-value storage (the browser's local storage). */
export function createLocalAnswerStore(storage: StorageLike): {
  readonly answers: AnswerStore;
  readonly outbox: OutboxStore;
} {
  const safe = safeStorage(storage);
  const queued = (pupilId: number): QueuedAttempt[] =>
    readList(safe.get(outboxKey(pupilId)), StoredQueued).filter(
      (entry) => entry.pupilId === pupilId,
    );
  const deliveries = (pupilId: number): DeliveryRecord[] =>
    readList(safe.get(deliveriesKey(pupilId)), StoredDelivery);
  const writeQueue = (pupilId: number, list: readonly QueuedAttempt[]) => {
    if (list.length === 0) safe.remove(outboxKey(pupilId));
    else safe.set(outboxKey(pupilId), JSON.stringify(list));
  };

  const answers: AnswerStore = {
    draft: (ref) => readJson(safe.get(draftKey(ref)), StoredDraft),
    saveDraft: (ref, draft) => safe.set(draftKey(ref), JSON.stringify(draft)),
    clearDraft: (ref, attemptKey) => {
      if (answers.draft(ref)?.attemptKey === attemptKey) safe.remove(draftKey(ref));
    },
  };

  const outbox: OutboxStore = {
    queued: (pupilId) =>
      [...queued(pupilId)].sort((a, b) =>
        a.queuedAt < b.queuedAt ? -1 : a.queuedAt > b.queuedAt ? 1 : 0,
      ),
    enqueue: (entry) => {
      const list = queued(entry.pupilId);
      const index = list.findIndex(
        (waiting) => waiting.request.attemptKey === entry.request.attemptKey,
      );
      if (index === -1) list.push(entry);
      else list[index] = { ...entry, queuedAt: list[index]?.queuedAt ?? entry.queuedAt };
      writeQueue(entry.pupilId, list);
    },
    dequeue: (pupilId, attemptKey) =>
      writeQueue(
        pupilId,
        queued(pupilId).filter((entry) => entry.request.attemptKey !== attemptKey),
      ),
    isQueued: (pupilId, attemptKey) =>
      queued(pupilId).some((entry) => entry.request.attemptKey === attemptKey),
    record: (delivery) => {
      const kept = deliveries(delivery.pupilId).filter(
        (record) => record.attemptKey !== delivery.attemptKey,
      );
      kept.push(delivery);
      safe.set(deliveriesKey(delivery.pupilId), JSON.stringify(kept.slice(-DELIVERIES_KEPT)));
    },
    delivery: (pupilId, attemptKey) =>
      deliveries(pupilId).find((record) => record.attemptKey === attemptKey) ?? null,
  };

  return { answers, outbox };
}
