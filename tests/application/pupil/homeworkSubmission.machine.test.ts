import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { homeworkSubmissionMachine } from '@/application/pupil/homeworkSubmission.machine';
import { makeHomeworkSubmissionImplementations } from '@/application/pupil/homeworkSubmissionImplementations';
import { selectPhase } from '@/application/pupil/submissionSelectors';
import type { SubmitOutcome } from '@/application/pupil/submissionPorts';
import {
  attempt,
  deferred,
  fakeConnectivity,
  fakeGateway,
  memoryDevice,
  OFFLINE,
  REF,
  task,
} from './fakes';

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

let keys = 0;

function start(
  device: ReturnType<typeof memoryDevice>,
  gateway: ReturnType<typeof fakeGateway>['gateway'],
  connectivity = fakeConnectivity(),
) {
  const machine = homeworkSubmissionMachine.provide(
    makeHomeworkSubmissionImplementations({
      gateway,
      answers: device.answers,
      outbox: device.outbox,
      connectivity,
      newAttemptKey: () => `attempt-${String((keys += 1))}`,
      now: () => new Date('2026-03-02T09:00:00.000Z'),
    }),
  );
  const actor = createActor(machine, { input: REF }).start();
  running.push(actor);
  return actor;
}

const marked = (request: { attemptKey: string }): Promise<SubmitOutcome> =>
  Promise.resolve({ type: 'marked', attempt: attempt({ attemptKey: request.attemptKey }) });

describe('homework-submission machine', () => {
  it('starts a fresh attempt blank, under a key saved on the device before any answer', async () => {
    const device = memoryDevice();
    const actor = start(device, fakeGateway(marked).gateway);
    await waitFor(actor, (s) => s.matches('Editing'));
    const { attemptKey, answers } = actor.getSnapshot().context;
    expect(answers).toEqual({ answers: [[''], ['']] });
    expect(device.answers.draft(REF)).toEqual({ attemptKey, answers });
  });

  it('saves every answer on the device at once, and a reload resumes the same attempt', async () => {
    const device = memoryDevice();
    const { gateway } = fakeGateway(marked);
    const first = start(device, gateway);
    await waitFor(first, (s) => s.matches('Editing'));
    first.send({ type: 'user.answer', itemIndex: 1, parts: ['el queso'] });
    const key = first.getSnapshot().context.attemptKey;
    expect(device.answers.draft(REF)?.answers).toEqual({ answers: [[''], ['el queso']] });
    first.stop();

    const reloaded = start(device, gateway);
    await waitFor(reloaded, (s) => s.matches('Editing'));
    expect(reloaded.getSnapshot().context.attemptKey).toBe(key);
    expect(reloaded.getSnapshot().context.answers).toEqual({ answers: [[''], ['el queso']] });
  });

  it('sends a double-clicked Submit once, then forgets the draft and the outbox entry', async () => {
    const device = memoryDevice();
    const answer = deferred<SubmitOutcome>();
    const { gateway, sent } = fakeGateway(() => answer.promise);
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    expect(sent).toHaveLength(1);
    // Written to the outbox before the answer: a tab closed now loses nothing.
    expect(device.outbox.isQueued(REF.pupilId, sent[0]?.attemptKey ?? '')).toBe(true);
    answer.resolve({ type: 'marked', attempt: attempt({ attemptKey: sent[0]?.attemptKey }) });
    await waitFor(actor, (s) => s.matches('Marked'));
    expect(sent).toHaveLength(1);
    expect(device.queue()).toEqual([]);
    expect(device.answers.draft(REF)).toBeNull();
    expect(actor.getSnapshot().context.result?.scorePercentage).toBe(100);
  });

  it('queues the attempt when no server answers, tells the pupil, and sends it under the same key when back online', async () => {
    const device = memoryDevice();
    let online = false;
    const { gateway, sent } = fakeGateway((request) =>
      online ? marked(request) : Promise.resolve(OFFLINE),
    );
    const connectivity = fakeConnectivity();
    const actor = start(device, gateway, connectivity);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Queued'));
    expect(selectPhase(actor.getSnapshot())).toBe('queued');
    expect(actor.getSnapshot().context.notice).toBe(
      OFFLINE.type === 'unsent' ? OFFLINE.message : '',
    );
    const key = actor.getSnapshot().context.attemptKey;
    expect(device.queue().map((entry) => entry.request)).toEqual([
      {
        homeworkId: REF.homeworkId,
        taskId: REF.taskId,
        attemptKey: key,
        submittedData: { answers: [['el pan'], ['']] },
      },
    ]);

    online = true;
    connectivity.goOnline();
    await waitFor(actor, (s) => s.matches('Marked'));
    expect(sent.map((request) => request.attemptKey)).toEqual([key, key]);
    expect(sent[1]?.submittedData).toEqual({ answers: [['el pan'], ['']] });
    expect(device.queue()).toEqual([]);
  });

  it('sends a queued attempt again after a reload, with its key and answers', async () => {
    const device = memoryDevice();
    const offline = fakeGateway(() => Promise.resolve(OFFLINE));
    const first = start(device, offline.gateway);
    await waitFor(first, (s) => s.matches('Editing'));
    first.send({ type: 'user.answer', itemIndex: 1, parts: ['el queso'] });
    first.send({ type: 'user.submit' });
    await waitFor(first, (s) => s.matches('Queued'));
    const key = first.getSnapshot().context.attemptKey;
    first.stop();

    const back = fakeGateway(marked);
    const reloaded = start(device, back.gateway);
    await waitFor(reloaded, (s) => s.matches('Marked'));
    expect(back.sent).toEqual([
      {
        homeworkId: REF.homeworkId,
        taskId: REF.taskId,
        attemptKey: key,
        submittedData: { answers: [[''], ['el queso']] },
      },
    ]);
    expect(device.queue()).toEqual([]);
  });

  it('sends a queued attempt again after a growing wait while offline', async () => {
    vi.useFakeTimers();
    const device = memoryDevice();
    let calls = 0;
    const { gateway, sent } = fakeGateway((request) =>
      (calls += 1) < 3 ? Promise.resolve(OFFLINE) : marked(request),
    );
    const actor = start(device, gateway);
    // vi.waitFor would move the fake clock itself: only promises are flushed here.
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    actor.send({ type: 'user.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('Queued')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('Marked')).toBe(true);
    expect(new Set(sent.map((request) => request.attemptKey)).size).toBe(1);
  });

  it('stops at a closed homework with the answers kept on show and nothing left to send', async () => {
    const device = memoryDevice();
    const message = 'Your teacher has closed this homework: answers can no longer be sent.';
    const { gateway } = fakeGateway(() =>
      Promise.resolve({ type: 'refused', reason: 'closed', message }),
    );
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Closed'));
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().context.answers).toEqual({ answers: [['el pan'], ['']] });
    expect(device.queue()).toEqual([]);
  });

  it('opens a task of a closed homework as closed', async () => {
    const device = memoryDevice();
    const { gateway, sent } = fakeGateway(marked, task({ closedAt: '2026-03-05T00:00:00.000Z' }));
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('Closed'));
    actor.send({ type: 'user.submit' });
    expect(sent).toEqual([]);
  });

  it('gives the same answers a fresh key when the server holds other answers under theirs', async () => {
    const device = memoryDevice();
    const message =
      'These answers were already sent once with other answers under the same attempt.';
    let first = true;
    const { gateway, sent } = fakeGateway((request) => {
      if (!first) return marked(request);
      first = false;
      return Promise.resolve({ type: 'refused', reason: 'keyReused', message });
    });
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().context.answers).toEqual({ answers: [['el pan'], ['']] });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Marked'));
    expect(sent[1]?.attemptKey).not.toBe(sent[0]?.attemptKey);
    expect(sent[1]?.submittedData).toEqual(sent[0]?.submittedData);
  });

  it('keeps the answers after a refusal, and the pupil can change them and send again', async () => {
    const device = memoryDevice();
    let refuse = true;
    const { gateway, sent } = fakeGateway((request) =>
      refuse
        ? Promise.resolve({
            type: 'refused',
            reason: 'invalid',
            message: 'Question 1 takes 1 answer.',
          })
        : marked(request),
    );
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().context.error).toBe('Question 1 takes 1 answer.');
    refuse = false;
    actor.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Marked'));
    expect(sent[1]?.submittedData).toEqual({ answers: [['el pan'], ['']] });
  });

  it('shows the result of an attempt the outbox sent while the page was away, then forgets its draft', async () => {
    const device = memoryDevice();
    device.answers.saveDraft(REF, {
      attemptKey: 'sent-away',
      answers: { answers: [['el pan'], ['']] },
    });
    device.outbox.record({
      ...REF,
      attemptKey: 'sent-away',
      outcome: {
        type: 'marked',
        attempt: attempt({ attemptKey: 'sent-away', scorePercentage: 50 }),
      },
    });
    const { gateway, sent } = fakeGateway(marked);
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('Marked'));
    expect(actor.getSnapshot().context.result?.scorePercentage).toBe(50);
    expect(sent).toEqual([]);
    expect(device.answers.draft(REF)).toBeNull();
  });

  it('starts another attempt blank under a fresh key after a result', async () => {
    const device = memoryDevice();
    const { gateway } = fakeGateway(marked);
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    const key = actor.getSnapshot().context.attemptKey;
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Marked'));
    actor.send({ type: 'user.newAttempt' });
    await waitFor(actor, (s) => s.matches('Editing'));
    const { attemptKey, answers, result } = actor.getSnapshot().context;
    expect(attemptKey).not.toBe(key);
    expect(answers).toEqual({ answers: [[''], ['']] });
    expect(result).toBeNull();
    expect(device.answers.draft(REF)?.attemptKey).toBe(attemptKey);
  });

  it('says why a task could not be loaded and loads it again on Retry', async () => {
    const device = memoryDevice();
    let fail = true;
    const gateway = {
      task: () =>
        fail
          ? Promise.reject(new Error('This task is not part of your homework.'))
          : Promise.resolve(task()),
      submit: marked,
      taskAudio: () => Promise.reject(new Error('This task has no recording.')),
    };
    const actor = start(device, gateway);
    await waitFor(actor, (s) => s.matches('LoadFailed'));
    expect(actor.getSnapshot().context.error).toBe('This task is not part of your homework.');
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('Editing'));
  });

  it('two tabs over one device work on one attempt: both send the same key', async () => {
    const device = memoryDevice();
    const { gateway, sent } = fakeGateway(marked);
    const tabA = start(device, gateway);
    await waitFor(tabA, (s) => s.matches('Editing'));
    tabA.send({ type: 'user.answer', itemIndex: 0, parts: ['el pan'] });
    const tabB = start(device, gateway);
    await waitFor(tabB, (s) => s.matches('Editing'));
    tabA.send({ type: 'user.submit' });
    tabB.send({ type: 'user.submit' });
    await waitFor(tabA, (s) => s.matches('Marked'));
    await waitFor(tabB, (s) => s.matches('Marked'));
    expect(sent.map((request) => request.attemptKey)).toEqual([
      tabA.getSnapshot().context.attemptKey,
      tabA.getSnapshot().context.attemptKey,
    ]);
    expect(sent[1]?.submittedData).toEqual(sent[0]?.submittedData);
  });
});
