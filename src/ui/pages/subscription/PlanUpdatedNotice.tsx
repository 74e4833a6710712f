import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query a scheduled plan change lands on Home with (spec §2 `?msg=updated`). */
const UPDATED = 'updated';

/**
 * "Your plan has been updated." on Home after a plan change (spec §2), said once: the query is
 * taken off the address, so a reload or a bookmark does not say it again.
 */
export function PlanUpdatedNotice() {
  const [params, setParams] = useSearchParams();
  const arrived = params.get('msg') === UPDATED;
  const [shown, setShown] = useState(arrived);

  useEffect(() => {
    if (!arrived) return;
    setShown(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('msg');
        return next;
      },
      { replace: true },
    );
  }, [arrived, setParams]);

  if (!shown) return null;
  return (
    <p role="status" className="notice">
      Your plan has been updated.
    </p>
  );
}
