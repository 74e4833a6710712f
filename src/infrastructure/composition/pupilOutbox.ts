import type { AttemptOutboxActor } from '@/application/pupil/attemptOutbox.machine';
import { attemptOutboxMachine } from '@/application/pupil/attemptOutbox.machine';
import { followPupilSession } from '@/application/pupil/followPupilSession';
import {
  makeAttemptOutboxImplementations,
  type SubmissionDependencies,
} from '@/application/pupil/homeworkSubmissionImplementations';
import { createPupilTaskApi } from '@/infrastructure/http/pupilTask-api';
import type { SessionHttp } from '@/infrastructure/http/sessionHttp';
import { createBrowserConnectivity } from '@/infrastructure/network/browserConnectivity';
import { createLocalAnswerStore } from '@/infrastructure/storage/localAnswerStore';
import type { Platform } from './tokens';

/** The signed-in pupil's attempt outbox, and the device stores and gateway it sends with. */
export interface PupilOutbox {
  readonly deps: SubmissionDependencies;
  /** The running outbox while a pupil is signed in; null otherwise. */
  readonly current: () => AttemptOutboxActor | null;
}

/** The pupil's attempt outbox, loaded and started once a pupil is signed in (container.ts). */
export interface PupilOutboxStarter {
  /** Loads and starts the outbox if it is not yet; the pupil's pages await it. */
  readonly ready: () => Promise<PupilOutbox>;
}

/**
 * Starts following the session for the app's lifetime, like the session itself: a pupil's
 * queued attempts go out whatever page they are on, and after a reload. So the core starts it
 * (container.ts), not the pupil's pages, which share its stores and gateway.
 */
export function startPupilOutbox(p: Platform, { http, session }: SessionHttp): PupilOutbox {
  const { answers, outbox } = createLocalAnswerStore(p.storage);
  const deps: SubmissionDependencies = {
    gateway: createPupilTaskApi(http, p.notifier),
    answers,
    outbox,
    connectivity:
      p.connectivity ??
      createBrowserConnectivity(typeof window === 'undefined' ? undefined : window),
    newAttemptKey: p.attemptKey ?? p.idempotencyKey,
    now: () => new Date(),
  };
  const following = followPupilSession(
    attemptOutboxMachine.provide(makeAttemptOutboxImplementations(deps)),
    session,
    p.inspect,
  );
  return { deps, current: following.current };
}
