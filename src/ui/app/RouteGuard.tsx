import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { selectUser } from '@/application/session/selectors';
import { decideAccess, SIGN_IN_PATH, type AppRoute } from '@/domain/access/routes';
import { useServices } from './ServicesContext';
import { useIsLeavingAfterSignOut } from './signOut';

/** Remembers where the visitor was going, then sends them to sign in (spec §2). */
function SignInFirst({ rememberPath }: { readonly rememberPath: string }) {
  const { savedRedirect } = useServices();
  const navigate = useNavigate();
  // Save before navigating, in one effect, so the sign-in page always finds the path.
  useEffect(() => {
    savedRedirect.set(rememberPath);
    void navigate(SIGN_IN_PATH, { replace: true });
  }, [navigate, rememberPath, savedRedirect]);
  return null;
}

/** Renders `children` when the current user may open `route`, else redirects (decideAccess). */
export function RouteGuard({
  route,
  children,
}: {
  readonly route: AppRoute;
  readonly children: ReactNode;
}) {
  const { session } = useServices();
  const user = useSelector(session, selectUser);
  const location = useLocation();
  const leaving = useIsLeavingAfterSignOut();
  const decision = decideAccess(
    route,
    user,
    `${location.pathname}${location.search}${location.hash}`,
  );

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'signIn':
      return leaving ? (
        <p role="status" className="page-status">
          Signing out…
        </p>
      ) : (
        <SignInFirst rememberPath={decision.rememberPath} />
      );
  }
}
