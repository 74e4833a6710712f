import type { FocusSource, PaymentWindow } from '@/application/billing/ports';

/** What the adapters need of `window`: opening a tab and its focus event. */
export interface WindowLike {
  open(url: string, target: string, features: string): unknown;
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
}

/**
 * The invoice's payment page in a new tab (spec §7). `noopener`: the payment page, which may be
 * a provider's, gets no handle on Parlo's window.
 */
export function createPaymentWindow(source: WindowLike | undefined): PaymentWindow {
  return {
    open: (url) => {
      source?.open(url, '_blank', 'noopener');
    },
  };
}

/** The window regaining focus: the teacher back from the payment tab. */
export function createWindowFocus(source: WindowLike | undefined): FocusSource {
  return {
    onFocus: (listener) => {
      if (source === undefined) return () => undefined;
      source.addEventListener('focus', listener);
      return () => source.removeEventListener('focus', listener);
    },
  };
}
