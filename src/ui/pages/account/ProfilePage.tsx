import { useEffect, useState } from 'react';
import type { AccountProfile } from '@/application/account/ports';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import './account.css';

type Loading =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly profile: AccountProfile };

/**
 * `/account_setting` (Profile, spec §2) for teachers and admins. It loads the profile afresh on
 * arrival, so the form starts from what the server holds, not from a copy loaded at sign-in.
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const { account } = useServices();
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void account.loadProfile().then((result) => {
      if (!current) return;
      setLoading(
        result.ok
          ? { status: 'ready', profile: result.value }
          : { status: 'failed', message: result.message },
      );
    });
    return () => {
      current = false;
    };
  }, [account, attempt]);

  const retry = () => {
    setLoading({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">Profile</h1>
      <p className="page-lead">Your details, the languages you teach, and your password.</p>
      {loading.status === 'loading' ? (
        <p role="status" className="page-status">
          Loading your profile…
        </p>
      ) : loading.status === 'failed' ? (
        <div className="card">
          <p role="alert" className="form-alert">
            {loading.message}
          </p>
          <button type="button" className="button button-quiet" onClick={retry}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className="card">
            <ProfileForm profile={loading.profile} />
          </div>
          <div className="card">
            <ChangePasswordForm />
          </div>
        </>
      )}
    </section>
  );
}
