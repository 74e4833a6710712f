import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from './ServicesContext';

interface SignOutState {
  /**
   * The history entry (location key) on which the user pressed Logout. While the session ends
   * there, the route guard must not treat the now signed-out user as a visitor to bounce to
   * sign in: the session machine is taking them to the server's logout address (spec §4), and
   * logout clears the saved redirect path rather than setting one.
   */
  readonly leavingFrom: string | null;
  readonly signOut: () => void;
}

const SignOutContext = createContext<SignOutState>({ leavingFrom: null, signOut: () => undefined });

/** Holds where the user signed out; must sit inside the router. */
export function SignOutProvider({ children }: { readonly children: ReactNode }) {
  const { session } = useServices();
  const { key } = useLocation();
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const signOut = useCallback(() => {
    setLeavingFrom(key);
    session.send({ type: 'user.logout' });
  }, [key, session]);
  const value = useMemo(() => ({ leavingFrom, signOut }), [leavingFrom, signOut]);
  return <SignOutContext.Provider value={value}>{children}</SignOutContext.Provider>;
}

/** Ends the session (Logout in the header menu). */
export function useSignOut(): () => void {
  return useContext(SignOutContext).signOut;
}

/** True while the current page is the one the user signed out from. */
export function useIsLeavingAfterSignOut(): boolean {
  const { leavingFrom } = useContext(SignOutContext);
  const { key } = useLocation();
  return leavingFrom === key;
}
