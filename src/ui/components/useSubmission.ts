import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountResult } from '@/application/account/accountService';

/** One call to the server as a form shows it. */
export type Submission<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'done'; readonly value: T };

/**
 * Runs a form's call and keeps its state; an answer arriving after the page was left is
 * dropped. `submit` resolves with the call's result so the form can react (clear, reset).
 */
export function useSubmission<T>() {
  const [state, setState] = useState<Submission<T>>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const submit = useCallback(async (call: () => Promise<AccountResult<T>>) => {
    setState({ status: 'sending' });
    const result = await call();
    if (mounted.current) {
      setState(
        result.ok
          ? { status: 'done', value: result.value }
          : { status: 'failed', message: result.message },
      );
    }
    return result;
  }, []);
  return { state, submit };
}

/** The server's message while a submission has failed, else null. */
export function failureOf<T>(state: Submission<T>): string | null {
  return state.status === 'failed' ? state.message : null;
}
