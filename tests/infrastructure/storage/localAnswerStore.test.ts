import { describe, expect, it } from 'vitest';
import type { QueuedAttempt } from '@/application/pupil/submissionPorts';
import { createLocalAnswerStore } from '@/infrastructure/storage/localAnswerStore';
import { attempt, REF } from '../../application/pupil/fakes';
import { memoryStorage } from './memoryStorage';

const storage = memoryStorage;

const entry = (attemptKey: string, queuedAt: string, pupilId = REF.pupilId): QueuedAttempt => ({
  pupilId,
  request: {
    homeworkId: REF.homeworkId,
    taskId: REF.taskId,
    attemptKey,
    submittedData: { answers: [['el pan'], ['']] },
  },
  queuedAt,
});

describe('the pupil’s answers and outbox in local storage', () => {
  it('keeps a draft per pupil and task, read back as it was saved', () => {
    const store = createLocalAnswerStore(storage());
    const draft = { attemptKey: 'attempt-key-1', answers: { answers: [['el pan'], ['']] } };
    store.answers.saveDraft(REF, draft);
    expect(store.answers.draft(REF)).toEqual(draft);
    expect(store.answers.draft({ ...REF, pupilId: 8 })).toBeNull();
    expect(store.answers.draft({ ...REF, taskId: 12 })).toBeNull();
  });

  it('forgets a draft only while it is still the attempt named', () => {
    const store = createLocalAnswerStore(storage());
    store.answers.saveDraft(REF, { attemptKey: 'newer-key', answers: { answers: [] } });
    store.answers.clearDraft(REF, 'older-key');
    expect(store.answers.draft(REF)?.attemptKey).toBe('newer-key');
    store.answers.clearDraft(REF, 'newer-key');
    expect(store.answers.draft(REF)).toBeNull();
  });

  it('reads a draft edited by hand or cut short as absent, so it is never sent', () => {
    const store = createLocalAnswerStore(
      storage({
        'pupilDraft:7:3:11': '{"attemptKey":"k","answers":{"answers":[[1]]}}',
        'pupilDraft:7:3:12': '{"attemptKey":',
      }),
    );
    expect(store.answers.draft(REF)).toBeNull();
    expect(store.answers.draft({ ...REF, taskId: 12 })).toBeNull();
  });

  it('queues attempts oldest first, once per key, and for their own pupil only', () => {
    const store = createLocalAnswerStore(storage());
    store.outbox.enqueue(entry('later-key', '2026-03-02T09:00:05.000Z'));
    store.outbox.enqueue(entry('first-key', '2026-03-02T09:00:01.000Z'));
    store.outbox.enqueue(entry('other-pupil', '2026-03-02T09:00:00.000Z', 8));
    // The same attempt queued again keeps its place and one copy.
    store.outbox.enqueue(entry('first-key', '2026-03-02T09:00:09.000Z'));
    expect(store.outbox.queued(REF.pupilId).map((e) => e.request.attemptKey)).toEqual([
      'first-key',
      'later-key',
    ]);
    expect(store.outbox.isQueued(REF.pupilId, 'other-pupil')).toBe(false);
    store.outbox.dequeue(REF.pupilId, 'first-key');
    expect(store.outbox.queued(REF.pupilId).map((e) => e.request.attemptKey)).toEqual([
      'later-key',
    ]);
  });

  it('keeps what became of each sent attempt, for the task page after a reload', () => {
    const store = createLocalAnswerStore(storage());
    const marked = attempt({ attemptKey: 'sent-key' });
    store.outbox.record({
      ...REF,
      attemptKey: 'sent-key',
      outcome: { type: 'marked', attempt: marked },
    });
    expect(store.outbox.delivery(REF.pupilId, 'sent-key')?.outcome).toEqual({
      type: 'marked',
      attempt: marked,
    });
    expect(store.outbox.delivery(8, 'sent-key')).toBeNull();
  });

  it('keeps working for the visit when the storage throws (private mode, a full disk)', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    };
    const store = createLocalAnswerStore(failing);
    expect(() =>
      store.outbox.enqueue(entry('k-12345678', '2026-03-02T09:00:00.000Z')),
    ).not.toThrow();
    expect(store.outbox.queued(REF.pupilId)).toEqual([]);
    expect(store.answers.draft(REF)).toBeNull();
  });
});
