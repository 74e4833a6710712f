import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './modalDialog.css';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogAction {
  readonly label: string;
  readonly onClick: () => void;
  /** `primary` for the way forward, `danger` for a loss, `plain` otherwise. */
  readonly kind?: 'plain' | 'primary' | 'danger';
}

/**
 * A modal dialog (WAI-ARIA alertdialog pattern): the focus starts on the first action — list
 * the safe choice first — Tab and Shift+Tab stay inside, Esc takes the `onEscape` way out, and
 * the focus goes back where it was on close.
 */
export function ModalDialog({
  title,
  children,
  actions,
  busy = false,
  onEscape,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly actions: readonly DialogAction[];
  /** An action is running: every button waits. */
  readonly busy?: boolean;
  readonly onEscape: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('.form-actions button')?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) onEscape();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <div className="form-actions">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={
                action.kind === 'danger'
                  ? 'button button-danger'
                  : action.kind === 'primary'
                    ? 'button button-primary'
                    : 'button'
              }
              onClick={action.onClick}
              disabled={busy}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
