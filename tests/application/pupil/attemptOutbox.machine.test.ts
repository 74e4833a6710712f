import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { attemptOutboxMachine } from '@/application/pupil/attemptOutbox.machine';
import { makeAttemptOutboxImplementations } from '@/application/pupil/homeworkSubmissionImplementations';
import type { AttemptRequest, SubmitOutcome } from '@/application/pupil/submissionPorts';
import { attempt, fakeConnectivity, fakeGateway, memoryDevice, OFFLINE, REF } from './fakes';

const running: { stop(): void }[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

const request = (attemptKey: string, taskId = REF.taskId): AttemptRequest => ({
  homeworkId: REF.homeworkId,
  taskId,
  attemptKey,
  submittedData: { answers: [['el pan'], ['el queso']] },
});

function queue(device: ReturnType<typeof memoryDevice>, ...requests: AttemptRequest[]) {
  requests.forEach((r, index) =>
    device.outbox.enqueue({
      pupilId: REF.pupilId,
      request: r,
      queuedAt: `2026-03-02T09:00:0${String(index)}.000Z`,
    }),
  );
}

function start(
  device: ReturnType<typeof memoryDevice>,
  respond: (r: AttemptRequest) => Promise<SubmitOutcome>,
  connectivity = fakeConnectivity(),
) {
  const fake = fakeGateway(respond);
  const machine = attemptOutboxMachine.provide(
    makeAttemptOutboxImplementations({
      gateway: fake.gateway,
      answers: device.answers,
      outbox: device.outbox,
      connectivity,
    }),
  );
  const actor = createActor(machine, { input: { pupilId: REF.pupilId } }).start();
  running.push(actor);
  return { actor, sent: fake.sent };
}

const marked = (r: AttemptRequest): Promise<SubmitOutcome> =>
  Promise.resolve({
    type: 'marked',
    attempt: attempt({ attemptKey: r.attemptKey, taskId: r.taskId }),
  });

describe('attempt outbox', () => {
  it('sends what waits when it starts (after a reload), oldest first, each under its key, and records the results', async () => {
    const device = memoryDevice();
    queue(device, request('first-key', 11), request('second-key', 12));
    const { actor, sent } = start(device, marked);
    await waitFor(actor, (s) => s.matches('Idle'));
    expect(sent.map((r) => r.attemptKey)).toEqual(['first-key', 'second-key']);
    expect(device.queue()).toEqual([]);
    expect(device.outbox.delivery(REF.pupilId, 'second-key')?.outcome.type).toBe('marked');
  });

  it('keeps every attempt when no server answers, and sends them when the browser is back online', async () => {
    const device = memoryDevice();
    queue(device, request('first-key'), request('second-key', 12));
    let online = false;
    const connectivity = fakeConnectivity();
    const { actor, sent } = start(
      device,
      (r) => (online ? marked(r) : Promise.resolve(OFFLINE)),
      connectivity,
    );
    await waitFor(actor, (s) => s.matches('Waiting'));
    // The pass stops at the first that found no server.
    expect(sent.map((r) => r.attemptKey)).toEqual(['first-key']);
    expect(device.queue()).toHaveLength(2);
    online = true;
    connectivity.goOnline();
    await waitFor(actor, (s) => s.matches('Idle'));
    expect(sent.map((r) => r.attemptKey)).toEqual(['first-key', 'first-key', 'second-key']);
    expect(device.queue()).toEqual([]);
  });

  it('drops a refused attempt from the outbox and records why, for the task page', async () => {
    const device = memoryDevice();
    queue(device, request('closed-key'));
    const message = 'Your teacher has closed this homework: answers can no longer be sent.';
    const { actor } = start(device, () =>
      Promise.resolve({ type: 'refused', reason: 'closed', message }),
    );
    await waitFor(actor, (s) => s.matches('Idle'));
    expect(device.queue()).toEqual([]);
    expect(device.outbox.delivery(REF.pupilId, 'closed-key')?.outcome).toEqual({
      type: 'refused',
      reason: 'closed',
      message,
    });
  });

  it('skips an attempt another tab settled while the pass ran', async () => {
    const device = memoryDevice();
    queue(device, request('first-key'), request('second-key', 12));
    const { actor, sent } = start(device, (r) => {
      // Another tab's answer for the second arrives while the first is being sent.
      device.outbox.dequeue(REF.pupilId, 'second-key');
      return marked(r);
    });
    await waitFor(actor, (s) => s.matches('Idle'));
    expect(sent.map((r) => r.attemptKey)).toEqual(['first-key']);
  });
});
