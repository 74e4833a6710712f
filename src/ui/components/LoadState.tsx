import type { LoadedResource } from '@/application/resources/resourceRead.machine';

/**
 * What a page that reads a resource shows until it has it: Loading…, or why not — with Retry
 * only when reading again could work (not for a resource that does not exist).
 */
export function LoadState({
  loaded,
  onRetry,
}: {
  readonly loaded: Exclude<LoadedResource, { readonly state: 'ready' }>;
  readonly onRetry: () => void;
}) {
  return loaded.state === 'loading' ? (
    <p role="status">Loading…</p>
  ) : (
    <div role="alert" className="form-alert">
      <p>{loaded.message}</p>
      {loaded.retryable && (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
