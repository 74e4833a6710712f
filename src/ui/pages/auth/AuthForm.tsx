import type { FormEvent, ReactNode } from 'react';
import { Confirmation } from '@/ui/components/Confirmation';
import { FormAlert } from '@/ui/components/FormAlert';
import { SubmitButton } from '@/ui/components/SubmitButton';

interface AuthFormProps {
  /** Names the group of fields for screen readers; the card's heading already names the page. */
  readonly legend: string;
  readonly sending: boolean;
  /** The server's message for the last attempt, shown above the fields; null when there is none. */
  readonly failure: string | null;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly submitLabel: string;
  readonly sendingLabel: string;
  readonly analyticsId: string;
  /**
   * Disables the fields while sending. Sign-in does, because the session machine, not the form,
   * holds the call; the other forms keep their fields and ignore a second press instead.
   */
  readonly lockWhileSending?: boolean;
  readonly children: ReactNode;
}

/** The form of the authentication cards: the server's message, the fields, a full-width submit. */
export function AuthForm({
  legend,
  sending,
  failure,
  onSubmit,
  submitLabel,
  sendingLabel,
  analyticsId,
  lockWhileSending = false,
  children,
}: AuthFormProps) {
  return (
    <form className="form" noValidate aria-busy={sending} onSubmit={onSubmit}>
      <FormAlert message={failure} />
      <fieldset disabled={lockWhileSending && sending}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
        <SubmitButton block sending={sending} sendingLabel={sendingLabel} analyticsId={analyticsId}>
          {submitLabel}
        </SubmitButton>
      </fieldset>
    </form>
  );
}

/** What registration and the forgotten-password form show once sent: the server's neutral sentence. */
export function CheckYourInbox({ message }: { readonly message: string }) {
  return (
    <Confirmation title="Check your inbox">
      <p>{message}</p>
    </Confirmation>
  );
}
