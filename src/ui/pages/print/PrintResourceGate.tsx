import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Resource } from '@/application/resources/ports';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { useLoadedResource } from '@/ui/components/useLoadedResource';
import { LoadState } from '@/ui/components/LoadState';
import { RefusalText, usePlanRefusal } from '@/ui/components/PlanGate';
import type { PrivilegeName } from '@/domain/privileges/privileges';

/** Where a teacher goes to pick a resource to print. */
export const LIBRARY_PATH = '/private_resources';

/** The `?id=` of a print address: a positive whole number, or null when missing or malformed. */
export function printResourceId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface GateProps {
  /** The page's heading while the resource is not there (the route's title). */
  readonly title: string;
  readonly children: (resource: Resource) => ReactNode;
}

interface PrintPageProps extends GateProps {
  /** The plan feature this sheet is (spec §6); without it the page says so and reads nothing. */
  readonly privilege: PrivilegeName;
}

function Frame({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="page print-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}

function Loaded({ id, title, children }: GateProps & { readonly id: number }) {
  const { loaded, retry } = useLoadedResource(id);
  usePageTitle(loaded.state === 'ready' ? `${title}: ${loaded.resource.name}` : title);
  if (loaded.state === 'ready') return children(loaded.resource);
  return (
    <Frame title={title}>
      <LoadState loaded={loaded} onRetry={retry} />
    </Frame>
  );
}

/** Why there is nothing to print here, and the way back to the library. */
function Refusal({ title, message }: { readonly title: string; readonly message: string }) {
  usePageTitle(title);
  return (
    <Frame title={title}>
      <div role="alert" className="notice">
        <p>
          <RefusalText text={message} />
        </p>
        <p>
          <Link to={LIBRARY_PATH}>Go to my resources</Link>
        </p>
      </div>
    </Frame>
  );
}

function missingIdMessage(value: string | null): string {
  const why =
    value === null
      ? 'No resource was chosen to print.'
      : `"${value}" is not a resource this page can print.`;
  return `${why} Open a resource from your library and print it from there.`;
}

/**
 * The resource named by the page's `?id=`, read once, handed to `children`. A plan without the
 * page's feature is told so before anything is read; a missing or malformed id says so and
 * leads back to the library (never a blank page); a read that fails shows the server's message
 * with Retry.
 */
export function PrintResourceGate({ title, privilege, children }: PrintPageProps) {
  const [params] = useSearchParams();
  const refusal = usePlanRefusal(privilege);
  const value = params.get('id');
  const id = printResourceId(value);
  if (refusal !== undefined) return <Refusal title={title} message={refusal} />;
  if (id === null) return <Refusal title={title} message={missingIdMessage(value)} />;
  // A new id is a new page: nothing of the previous resource carries over.
  return (
    <Loaded key={id} id={id} title={title}>
      {children}
    </Loaded>
  );
}
