import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Holds navigations away from a page that has something unfinished (spec §2: leaving /preview
 * or /activities raises a modal). While `active`, a navigation to another page — a header
 * link, the back button — is held and `onBlocked(to)` is called so the page's machine can
 * raise its modal; the page then calls `proceed()` (Exit) or `stay()` (Continue). Paths for
 * which `allowed(path)` is true pass (the page's own way forward). Closing the tab with
 * unsaved edits (`dirty`) asks the browser's own question.
 */
export function useLeaveGuard({
  active,
  dirty,
  allowed,
  onBlocked,
}: {
  readonly active: boolean;
  readonly dirty: boolean;
  readonly allowed: (path: string) => boolean;
  readonly onBlocked: (to: string) => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      currentLocation.pathname !== nextLocation.pathname &&
      !allowed(nextLocation.pathname),
  );
  const reported = useRef<string | null>(null);
  const onBlockedRef = useRef(onBlocked);
  onBlockedRef.current = onBlocked;

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      reported.current = null;
      return;
    }
    const to = `${blocker.location.pathname}${blocker.location.search}`;
    // A blocked navigation is reported once, however often the page renders meanwhile.
    if (reported.current === to) return;
    reported.current = to;
    onBlockedRef.current(to);
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    /** Whether a navigation is being held. */
    held: blocker.state === 'blocked',
    /** Lets the held navigation go on; false when none was held. */
    proceed: (): boolean => {
      if (blocker.state !== 'blocked') return false;
      blocker.proceed();
      return true;
    },
    /** Drops the held navigation. */
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
    },
  };
}
