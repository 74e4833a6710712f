import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { attemptOutboxMachine } from '@/application/pupil/attemptOutbox.machine';
import { followPupilSession } from '@/application/pupil/followPupilSession';
import { makeAttemptOutboxImplementations } from '@/application/pupil/homeworkSubmissionImplementations';
import type { AttemptRequest, SubmitOutcome } from '@/application/pupil/submissionPorts';
import type { Credentials } from '@/application/session/ports';
import { sessionMachine } from '@/application/session/session.machine';
import { flush, makeToken } from '../session/fakes';
import { attempt, fakeConnectivity, fakeGateway, memoryDevice } from './fakes';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const request = (attemptKey: string): AttemptRequest => ({
  homeworkId: 3,
  taskId: 11,
  attemptKey,
  submittedData: { answers: [['el pan']] },
});

function setUp(stored: string | null, loginToken: string) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise<string, Credentials>(() => Promise.resolve(loginToken)),
        logout: fromPromise<string | null>(() => Promise.resolve(null)),
        refresh: fromPromise<string>(() => Promise.resolve(loginToken)),
      },
      actions: {
        storeToken: () => undefined,
        clearSession: () => undefined,
        clearAllStorage: () => undefined,
        navigate: () => undefined,
      },
    }),
    { input: { token: stored } },
  ).start();
  const device = memoryDevice();
  // Two pupils share this laptop: each has an attempt waiting.
  device.outbox.enqueue({
    pupilId: 7,
    request: request('ana-key'),
    queuedAt: '2026-03-02T09:00:00Z',
  });
  device.outbox.enqueue({
    pupilId: 8,
    request: request('ben-key'),
    queuedAt: '2026-03-02T09:00:01Z',
  });
  const { gateway, sent } = fakeGateway((r) =>
    Promise.resolve<SubmitOutcome>({
      type: 'marked',
      attempt: attempt({ attemptKey: r.attemptKey }),
    }),
  );
  const machine = attemptOutboxMachine.provide(
    makeAttemptOutboxImplementations({
      gateway,
      answers: device.answers,
      outbox: device.outbox,
      connectivity: fakeConnectivity(),
    }),
  );
  const following = followPupilSession(machine, session);
  stops.push(following.stop, () => session.stop());
  return { session, following, sent, device };
}

describe('the attempt outbox follows the signed-in pupil', () => {
  it('a pupil back with a stored token has their waiting attempts sent at once, and only theirs', async () => {
    const { following, sent, device } = setUp(makeToken({ id: 7, role: 'PUPIL' }), makeToken());
    const outbox = following.current();
    expect(outbox).not.toBeNull();
    if (outbox !== null) await waitFor(outbox, (s) => s.matches('Idle'));
    expect(sent.map((r) => r.attemptKey)).toEqual(['ana-key']);
    expect(device.outbox.isQueued(8, 'ben-key')).toBe(true);
  });

  it('nothing is sent for a teacher, nor while signed out, until a pupil signs in', async () => {
    const { session, following, sent } = setUp(
      makeToken({ id: 2, role: 'public' }),
      makeToken({ id: 8, role: 'PUPIL' }),
    );
    await flush();
    expect(following.current()).toBeNull();
    session.send({ type: 'user.logout' });
    await waitFor(session, (s) => !s.matches('SignedIn'));
    session.send({ type: 'user.login', credentials: { login: 'ben', password: 'pw' } });
    await waitFor(session, (s) => s.matches('SignedIn'));
    const outbox = following.current();
    if (outbox !== null) await waitFor(outbox, (s) => s.matches('Idle'));
    expect(sent.map((r) => r.attemptKey)).toEqual(['ben-key']);
  });
});
