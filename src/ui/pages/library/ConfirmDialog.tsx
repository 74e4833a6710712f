import type { ReactNode } from 'react';
import { ModalDialog } from '@/ui/components/ModalDialog';

/** A modal confirmation of a loss (delete): Cancel, the safe choice, has the focus first. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  /** The confirmed action is running: both buttons wait. */
  readonly busy?: boolean;
  /** The confirm button's label while busy. */
  readonly busyLabel?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <ModalDialog
      title={title}
      busy={busy}
      onEscape={onCancel}
      actions={[
        { label: 'Cancel', onClick: onCancel },
        {
          label: busy ? (busyLabel ?? confirmLabel) : confirmLabel,
          onClick: onConfirm,
          kind: 'danger',
        },
      ]}
    >
      {children}
    </ModalDialog>
  );
}
