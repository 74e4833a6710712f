import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountResult } from '@/application/account/accountService';
import { SIGN_IN_PATH } from '@/domain/access/routes';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { Confirmation } from '@/ui/components/Confirmation';

const MISSING_TOKEN =
  'This link is incomplete. Open the link from the e-mail again, or copy all of it into the address bar.';

/**
 * `/auth/verify-email?token=…`: the link of the confirmation e-mail (issue #3). It verifies on
 * arrival; the account service calls the server once per token, so React StrictMode's second
 * effect (and a remount) reuse the first answer instead of spending the link twice.
 */
export function VerifyEmailPage() {
  usePageTitle('Verify your e-mail');
  const { account } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [result, setResult] = useState<{
    readonly token: string;
    readonly outcome: AccountResult<string>;
  } | null>(null);

  useEffect(() => {
    if (token === '') return;
    let current = true;
    void account.verifyEmail(token).then((outcome) => {
      if (current) setResult({ token, outcome });
    });
    return () => {
      current = false;
    };
  }, [account, token]);

  // An answer for another token (the address changed) does not count.
  const outcome = result?.token === token ? result.outcome : null;

  return (
    <section className="page auth" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Verify your e-mail</h1>
        {token === '' ? (
          <>
            <p role="alert" className="form-alert">
              {MISSING_TOKEN}
            </p>
            <p>
              <Link to={SIGN_IN_PATH}>Sign in</Link>
            </p>
          </>
        ) : outcome === null ? (
          <p role="status" className="page-status" aria-busy="true">
            Verifying…
          </p>
        ) : outcome.ok ? (
          <Confirmation title="Your e-mail is confirmed.">
            <p>
              You can now <Link to={SIGN_IN_PATH}>Sign in</Link>.
            </p>
          </Confirmation>
        ) : (
          <>
            <p role="alert" className="form-alert">
              {outcome.message}
            </p>
            <nav className="auth-links" aria-label="Account">
              <Link to={SIGN_IN_PATH}>Sign in</Link>
              <Link to="/register">Create an account</Link>
            </nav>
          </>
        )}
      </div>
    </section>
  );
}
