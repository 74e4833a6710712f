import { RefusalText } from './PlanGate';

/**
 * The server's message for a failed call, announced as it appears (role="alert"). A plan's
 * refusal keeps its "Upgrade" as a link to the subscriptions page, wherever it is shown.
 */
export function FormAlert({ message }: { readonly message: string | null }) {
  return message === null ? null : (
    <p role="alert" className="form-alert">
      <RefusalText text={message} />
    </p>
  );
}
