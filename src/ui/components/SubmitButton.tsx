import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** A call is under way: the button says so and ignores presses, yet keeps the focus. */
  readonly sending: boolean;
  /** What the button reads while sending, such as "Saving…". */
  readonly sendingLabel: string;
  readonly analyticsId: string;
  /** Full width, under the fields of a narrow card. */
  readonly block?: boolean;
  readonly children: ReactNode;
}

/**
 * A form's submit button. While sending it is aria-disabled rather than disabled: a disabled
 * button would drop the keyboard focus to the top of the page.
 */
export function SubmitButton({
  sending,
  sendingLabel,
  analyticsId,
  block = false,
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={block ? 'button button-primary button-block' : 'button button-primary'}
      aria-disabled={sending}
      data-analytics-id={analyticsId}
    >
      {sending ? sendingLabel : children}
    </button>
  );
}
