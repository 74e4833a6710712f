import { FormAlert } from './FormAlert';

/** A list that could not be read: why, and a button that asks its machine to read it again. */
export function ListLoadFailed({
  className,
  message,
  onRetry,
}: {
  readonly className: string;
  readonly message: string;
  readonly onRetry: () => void;
}) {
  return (
    <div className={className}>
      <FormAlert message={message} />
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
