import { Link } from 'react-router-dom';
import type { EditorSnapshot } from '@/application/resources/editor.machine';

/**
 * What the review and activities pages say before and instead of their form: loading, a
 * resource that could not be read (with Retry when trying again could work), someone else's shared resource (which can be
 * displayed, not edited), a call under way (announced politely).
 */
export function EditorStatus({
  snapshot,
  onRetry,
  progressLabel = null,
  message,
}: {
  readonly snapshot?: EditorSnapshot;
  readonly onRetry?: () => void;
  readonly progressLabel?: string | null;
  /** A fixed message instead of the machine's state (an address naming no resource). */
  readonly message?: string;
}) {
  if (message !== undefined) {
    return (
      <p role="alert" className="form-alert">
        {message}
      </p>
    );
  }
  if (snapshot === undefined) return null;
  if (snapshot.matches('LoadFailed')) {
    return (
      <div role="alert" className="form-alert">
        <p>{snapshot.context.error ?? 'The resource could not be loaded.'}</p>
        {/* Retry only where it could work: a resource that is not there stays not there. */}
        {snapshot.context.loadRetryable && (
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (snapshot.matches('NotOwner')) {
    const { resource } = snapshot.context;
    return (
      <div role="note" className="page-lead">
        <p>
          “{resource?.name}” belongs to {resource?.ownerName}: you can display it, but only its
          author can edit it.
        </p>
        <Link to={`/text_translation/${String(snapshot.context.id)}`}>Display the resource</Link>
      </div>
    );
  }
  return (
    <p className="editor-progress" role="status" aria-live="polite">
      {progressLabel ?? ''}
    </p>
  );
}
