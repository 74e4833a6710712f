import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_CONSOLE } from '@/domain/navigation/adminConsole';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import './home.css';

const RESOURCE_NUMBER = /^[1-9]\d{0,9}$/;

/**
 * `/select_resources` (Home) for an administrator. Admins may read any resource and change none
 * (the server refuses them generation, upload and edits), so their Home has no creation form that
 * could only fail: it is the console's map (issue #14), every admin screen with what it is for.
 */
export function AdminHomePage() {
  usePageTitle('Home');
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = number.trim();
    if (!RESOURCE_NUMBER.test(value)) {
      setProblem('Type the number of a resource, such as 12.');
      return;
    }
    setProblem(null);
    void navigate(`/text_translation/${value}`);
  };

  return (
    <section className="page admin-home" aria-labelledby="page-title">
      <h1 id="page-title">Home</h1>
      <p className="page-lead">
        You are signed in as an administrator: the console below runs Parlo. Administrators may read
        any resource but change none, so resources are created by teachers’ accounts.
      </p>

      <div className="admin-home-grid">
        <section className="card" aria-labelledby="admin-today">
          <h2 id="admin-today">Resources and your account</h2>
          <form className="admin-home-open" noValidate onSubmit={open}>
            <label htmlFor={inputId}>Open a resource by its number</label>
            <p id={hintId} className="field-hint">
              The number at the end of its address, as in /text_translation/12. It opens on the
              teaching screen, read only.
            </p>
            <div className="admin-home-open-row">
              <input
                id={inputId}
                inputMode="numeric"
                value={number}
                aria-describedby={hintId}
                aria-invalid={problem === null ? undefined : true}
                onChange={(event) => setNumber(event.target.value)}
              />
              <button type="submit" className="button button-primary">
                Open
              </button>
            </div>
            <FormAlert message={problem} />
          </form>
          <ul className="admin-home-list">
            <li>
              Read the e-mails Parlo sends (confirmations, password resets) in the outbox:{' '}
              <code>GET /api/admin/outbox</code>; the server log shows each e-mail’s link too.
            </li>
            <li>
              <Link to="/account_setting">Change your profile and password</Link>.
            </li>
          </ul>
        </section>

        {ADMIN_CONSOLE.map((group) => (
          <section key={group.id} className="card" aria-labelledby={`admin-${group.id}`}>
            <h2 id={`admin-${group.id}`}>{group.title}</h2>
            <ul className="admin-console-list">
              {group.screens.map((screen) => (
                <li key={screen.routeId}>
                  <Link to={screen.to} data-analytics-id={`admin-home-${screen.routeId}`}>
                    {screen.title}
                  </Link>
                  <span className="field-hint">{screen.purpose}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
