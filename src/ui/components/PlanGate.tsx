import type { ReactNode } from 'react';
import { planRefusal, type PrivilegeName } from '@/domain/privileges/privileges';
import { usePrivileges } from '@/ui/app/usePrivileges';

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
      {planRefusal(privilege)}
    </p>
  );
}

/** Why a control that needs `privilege` is off, or undefined when the plan includes it. */
export function usePlanRefusal(privilege: PrivilegeName): string | undefined {
  return usePrivileges()[privilege] ? undefined : planRefusal(privilege);
}
