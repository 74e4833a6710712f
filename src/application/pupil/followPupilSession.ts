import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { selectUser } from '@/application/session/selectors';
import type { SessionActor } from '@/application/session/session.machine';
import type { AttemptOutboxActor, attemptOutboxMachine } from './attemptOutbox.machine';

/**
 * Runs the attempt outbox for whichever pupil is signed in: started when a pupil signs in or
 * comes back with a stored token (so a reload sends what was queued), stopped when they sign out
 * or someone else signs in, since one pupil's attempts are never sent under another's session.
 * Returns the function that stops following.
 */
export function followPupilSession(
  machine: typeof attemptOutboxMachine,
  session: SessionActor,
  inspect?: Observer<InspectionEvent>,
): { readonly stop: () => void; readonly current: () => AttemptOutboxActor | null } {
  let running: { pupilId: number; actor: AttemptOutboxActor } | null = null;
  const onSnapshot = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
    const user = selectUser(snapshot);
    const pupilId = user?.role === 'PUPIL' ? user.id : null;
    if (pupilId === (running?.pupilId ?? null)) return;
    running?.actor.stop();
    running =
      pupilId === null
        ? null
        : { pupilId, actor: createActor(machine, { input: { pupilId }, inspect }).start() };
  };
  onSnapshot(session.getSnapshot());
  const subscription = session.subscribe(onSnapshot);
  return {
    stop: () => {
      subscription.unsubscribe();
      running?.actor.stop();
      running = null;
    },
    current: () => running?.actor ?? null,
  };
}
