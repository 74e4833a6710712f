import { toast, type ToastContainerProps } from 'react-toastify';
import type { Notifier } from '@/application/shared/ports';

/** Toasts sit top right, close after 5000 ms and use the dark theme (spec §4, §8). */
export const TOAST_CONTAINER_PROPS = {
  position: 'top-right',
  autoClose: 5000,
  theme: 'dark',
} as const satisfies ToastContainerProps;

/** A Notifier that shows toasts; they appear in the `<ToastContainer>` that `App` renders. */
export function createToastNotifier(): Notifier {
  return {
    error: (message) => {
      toast.error(message);
    },
    success: (message) => {
      toast.success(message);
    },
  };
}
