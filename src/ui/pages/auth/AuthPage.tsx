import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { selectUser } from '@/application/session/selectors';
import { afterSignInPath } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

/** Which form the one authentication screen shows (spec §2: /signin, /login, /register, /forgetPassword). */
export type AuthMode = 'signIn' | 'register' | 'forgotPassword';

const TITLES: Readonly<Record<AuthMode, string>> = {
  signIn: 'Sign in',
  register: 'Create an account',
  forgotPassword: 'Forgot password',
};

const INTROS: Readonly<Record<AuthMode, string>> = {
  signIn: 'Welcome back. Sign in to create resources, teach and set homework.',
  register: 'Create a teacher account to start building resources.',
  forgotPassword: 'Enter the e-mail address of your account to choose a new password.',
};

/**
 * Sends a signed-in user on: to where they were going before the guard sent them here, else to
 * their home. This is both the end of a successful sign-in and what a signed-in user opening
 * /signin sees.
 */
function useLeaveWhenSignedIn(): void {
  const { session, savedRedirect } = useServices();
  const user = useSelector(session, selectUser);
  const navigate = useNavigate();
  const role = user?.role ?? null;
  useEffect(() => {
    if (role === null) return;
    const target = afterSignInPath(savedRedirect.get(), role);
    savedRedirect.clear();
    void navigate(target, { replace: true });
  }, [navigate, role, savedRedirect]);
}

/** The authentication screen. */
export function AuthPage({ mode }: { readonly mode: AuthMode }) {
  usePageTitle(TITLES[mode]);
  useLeaveWhenSignedIn();
  return (
    <section className="page auth" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">{TITLES[mode]}</h1>
        <p className="page-lead">{INTROS[mode]}</p>
        {mode === 'signIn' ? (
          <SignInForm />
        ) : mode === 'register' ? (
          <RegisterForm />
        ) : (
          <ForgotPasswordForm />
        )}
        <nav className="auth-links" aria-label="Account">
          {mode === 'signIn' ? null : <Link to="/signin">Sign in</Link>}
          {mode === 'register' ? null : <Link to="/register">Create an account</Link>}
          {mode === 'forgotPassword' ? null : (
            <Link to="/forgetPassword">Forgot your password?</Link>
          )}
        </nav>
      </div>
    </section>
  );
}
