import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Resource } from '@/application/resources/ports';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { useLoadedResource } from '@/ui/components/useLoadedResource';
import { LoadState } from '@/ui/components/LoadState';

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

function MissingId({ title, value }: { readonly title: string; readonly value: string | null }) {
  usePageTitle(title);
  return (
    <Frame title={title}>
      <div role="alert" className="notice">
        <p>
          {value === null
            ? 'No resource was chosen to print.'
            : `"${value}" is not a resource this page can print.`}{' '}
          Open a resource from your library and print it from there.
        </p>
        <p>
          <Link to={LIBRARY_PATH}>Go to my resources</Link>
        </p>
      </div>
    </Frame>
  );
}

/**
 * The resource named by the page's `?id=`, read once, handed to `children`. A missing or
 * malformed id says so and leads back to the library (never a blank page); a read that fails
 * shows the server's message with Retry.
 */
export function PrintResourceGate({ title, children }: GateProps) {
  const [params] = useSearchParams();
  const value = params.get('id');
  const id = printResourceId(value);
  if (id === null) return <MissingId title={title} value={value} />;
  // A new id is a new page: nothing of the previous resource carries over.
  return (
    <Loaded key={id} id={id} title={title}>
      {children}
    </Loaded>
  );
}
