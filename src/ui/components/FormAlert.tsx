/** The server's message for a failed call, announced as it appears (role="alert"). */
export function FormAlert({ message }: { readonly message: string | null }) {
  return message === null ? null : (
    <p role="alert" className="form-alert">
      {message}
    </p>
  );
}
