import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SUBSCRIPTIONS_PATH } from '@/domain/access/routes';
import { planRefusal, type PrivilegeName } from '@/domain/privileges/privileges';
import { usePrivileges } from '@/ui/app/usePrivileges';

/** The word of a plan's refusal (`planRefusal`, the server's words too) that leads to the plans. */
const UPGRADE = 'Upgrade';

/**
 * A sentence as it is, except that its "Upgrade" is a link to the subscriptions page: a plan's
 * refusal says what to do, and this is where it is done. A sentence without the word is plain.
 */
export function RefusalText({ text }: { readonly text: string }) {
  const at = text.lastIndexOf(UPGRADE);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link to={SUBSCRIPTIONS_PATH} data-analytics-id="plan-upgrade">
        {UPGRADE}
      </Link>
      {text.slice(at + UPGRADE.length)}
    </>
  );
}

/**
 * Its children when the user's plan includes `privilege` (spec §6); otherwise, in their place,
 * what the plan lacks and that an upgrade brings it. The feature is named rather than hidden, so
 * a teacher on a smaller plan knows it exists and why it does not open.
 */
export function PlanGate({
  privilege,
  children,
}: {
  readonly privilege: PrivilegeName;
  readonly children: ReactNode;
}) {
  const privileges = usePrivileges();
  if (privileges[privilege]) return children;
  return <PlanRefusal privilege={privilege} />;
}

/** What the plan lacks, where the feature would be (for components handed the privileges). */
export function PlanRefusal({ privilege }: { readonly privilege: PrivilegeName }) {
  return (
    <p className="notice plan-refusal" role="note">
      <RefusalText text={planRefusal(privilege)} />
    </p>
  );
}

/** Why a control that needs `privilege` is off, or undefined when the plan includes it. */
export function usePlanRefusal(privilege: PrivilegeName): string | undefined {
  return usePrivileges()[privilege] ? undefined : planRefusal(privilege);
}
