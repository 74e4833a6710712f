import { useRouteError } from 'react-router-dom';

/**
 * Shown when a page fails to render or its code fails to download (a new release replaced the
 * chunk the browser asked for). Not lazy: it must work exactly when loading code did not.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className="page page-centred" aria-labelledby="page-title">
      <h1 id="page-title">Something went wrong</h1>
      <p className="page-lead">This page could not be shown. Reloading usually fixes it.</p>
      {detail === null ? null : <p className="field-hint">{detail}</p>}
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </section>
  );
}
