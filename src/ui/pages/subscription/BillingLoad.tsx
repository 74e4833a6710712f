import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { BillingRead, BillingReadResult } from '@/application/billing/billingRead.machine';
import { useServices } from '@/ui/app/ServicesContext';

/**
 * Reads what a subscriptions page shows and renders it with `children` once there: Loading…
 * until then, or why not, with Retry when reading again could help.
 */
export function BillingLoad<W extends BillingRead['what']>({
  read,
  children,
}: {
  readonly read: BillingRead & { readonly what: W };
  readonly children: (result: Extract<BillingReadResult, { what: W }>) => ReactNode;
}) {
  const { billing } = useServices();
  const actor = useActorRef(billing.read, { input: read });
  const result = useSelector(actor, (s) => s.context.result);
  const failure = useSelector(actor, (s) => s.context.failure);
  if (failure !== null)
    return (
      <div role="alert" className="form-alert">
        <p>{failure.message}</p>
        {failure.retryable && (
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.retry' })}
          >
            Retry
          </button>
        )}
      </div>
    );
  if (result?.what !== read.what) return <p role="status">Loading…</p>;
  return children(result as Extract<BillingReadResult, { what: W }>);
}
