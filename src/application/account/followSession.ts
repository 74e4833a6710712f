import { selectUser } from '@/application/session/selectors';
import type { SessionActor } from '@/application/session/session.machine';
import type { AccountService } from './accountService';

/**
 * Keeps the account's profile in step with the session: loaded (quietly: the user did not ask)
 * when a teacher or admin signs in or comes back with a stored token, dropped when they sign out
 * or another user signs in. Pupils have no profile screen, and `/account_setting` refuses them.
 * Returns the function that stops following.
 */
export function followSession(account: AccountService, session: SessionActor): () => void {
  let following: string | null = null;
  const onSnapshot = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
    const user = selectUser(snapshot);
    // A refresh keeps the same user, so it does not reload the profile.
    const key = user === null || user.role === 'PUPIL' ? null : `${user.role}:${user.id}`;
    if (key === following) return;
    following = key;
    account.forget();
    if (key !== null) void account.loadProfile({ quiet: true });
  };
  onSnapshot(session.getSnapshot());
  const subscription = session.subscribe(onSnapshot);
  return () => subscription.unsubscribe();
}
