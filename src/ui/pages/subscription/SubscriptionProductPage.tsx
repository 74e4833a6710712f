import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlanView, SubscriptionView } from '@/contract/billing';
import { changeDirection } from '@/domain/billing/changeDirection';
import type { BillingInterval } from '@/domain/billing/products';
import { PRIVILEGE_LABELS } from '@/domain/privileges/privileges';
import { selectRole } from '@/application/session/selectors';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { BillingLoad } from './BillingLoad';
import { formatDay, limitWords, priceLine } from './format';
import { changePath, subscriptionPath } from './paths';
import './subscription.css';

/**
 * `/subscription/product` (Subscriptions, spec §2; issue #13): the plans side by side with what
 * each includes and costs, monthly or yearly, the plan held marked, and the way to change it.
 */
export function SubscriptionProductPage() {
  usePageTitle('Subscriptions');
  const role = useSelector(useServices().session, selectRole);
  // Admins reach this page from the menu (routes.ts) but hold no plan of their own to change.
  if (role === 'admin')
    return (
      <section className="page subscription-page" aria-labelledby="page-title">
        <h1 id="page-title">Subscriptions</h1>
        <p className="page-lead">
          Plans are bought by teachers; an administrator&apos;s account holds none.
        </p>
      </section>
    );
  return (
    <section className="page subscription-page" aria-labelledby="page-title">
      <h1 id="page-title">Subscriptions</h1>
      <p className="page-lead">
        What each plan includes and costs. A change up is charged for the rest of your period at
        once; a change down takes effect when your period ends, and nothing is deleted.
      </p>
      <BillingLoad read={{ what: 'plans' }}>
        {({ plans }) => <Plans plans={plans.plans} current={plans.current} />}
      </BillingLoad>
    </section>
  );
}

function Plans({
  plans,
  current,
}: {
  readonly plans: readonly PlanView[];
  readonly current: SubscriptionView;
}) {
  const [interval, setInterval] = useState<BillingInterval>(current.plan.interval ?? 'month');
  const shown = plans.filter(
    (plan) =>
      !plan.isAddOn &&
      (plan.id === current.plan.id ||
        (plan.kind !== 'Trial' && (plan.interval === null || plan.interval === interval))),
  );
  const addOns = plans.filter((plan) => plan.isAddOn);

  return (
    <>
      <div className="subscription-current notice" role="note" data-tour="subscription-current">
        <p>
          You are on <strong>{current.plan.title}</strong>
          {current.periodEnd !== null && <> until {formatDay(current.periodEnd)}</>}.
          {current.scheduled !== null && (
            <>
              {' '}
              It changes to <strong>{current.scheduled.plan.title}</strong> on{' '}
              {formatDay(current.scheduled.startsAt)}.
            </>
          )}
        </p>
        {current.id !== null && (
          <Link className="button button-quiet" to={subscriptionPath(current.id)}>
            Manage subscription
          </Link>
        )}
      </div>

      <fieldset className="subscription-interval" data-tour="subscription-interval">
        <legend>Billing</legend>
        {(['month', 'year'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="interval"
              value={value}
              checked={interval === value}
              onChange={() => setInterval(value)}
            />
            {value === 'month' ? 'Monthly' : 'Yearly'}
          </label>
        ))}
      </fieldset>

      <h2 id="plans-title">Plans</h2>
      <ul className="plan-grid" aria-labelledby="plans-title" data-tour="subscription-plans">
        {shown.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} current={current} />
          </li>
        ))}
      </ul>

      {addOns.length > 0 && (
        <>
          <h2>Add-ons</h2>
          <ul className="plan-grid" aria-label="Add-ons">
            {addOns.map((plan) => (
              <li key={plan.id}>
                <article className="plan-card" aria-labelledby={`plan-${String(plan.id)}`}>
                  <h3 id={`plan-${String(plan.id)}`}>{plan.title}</h3>
                  <p className="plan-price">{priceLine(plan)}</p>
                  <p>{plan.description}</p>
                  {changeDirection(current, plan) === null ? (
                    <p className="page-status">Add-ons go with a paid plan.</p>
                  ) : (
                    <Link
                      className="button button-quiet"
                      to={changePath('upgrade', plan.id)}
                      aria-label={`Add ${plan.title}`}
                    >
                      Add
                    </Link>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** "Teacher (monthly)": the title alone is the same for both intervals of a plan. */
function planName(plan: PlanView): string {
  return plan.interval === null ? plan.title : `${plan.title} (${plan.interval}ly)`;
}

/** Every plan's change button carries the tour's mark; the tour points at the first one. */
function PlanCard({
  plan,
  current,
}: {
  readonly plan: PlanView;
  readonly current: SubscriptionView;
}) {
  const isCurrent = plan.id === current.plan.id;
  const direction = changeDirection(current, plan);
  const headingId = `plan-${String(plan.id)}`;
  return (
    <article
      className={isCurrent ? 'plan-card plan-card-current' : 'plan-card'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{plan.title}</h3>
      {isCurrent && <p className="plan-badge">Your plan</p>}
      <p className="plan-price">{priceLine(plan)}</p>
      <p>{plan.description}</p>
      <ul className="plan-limits">
        <li>{limitWords(plan.limits.teachers, 'teacher', 'teachers')}</li>
        <li>{limitWords(plan.limits.pupils, 'pupil account', 'pupil accounts')}</li>
        <li>
          {plan.limits.pupilPlatform ? 'Pupils do homework online' : 'No pupil homework online'}
        </li>
      </ul>
      <details className="plan-features">
        <summary>Includes {String(plan.privileges.length)} features</summary>
        <ul>
          {plan.privileges.map((name) => (
            <li key={name}>{PRIVILEGE_LABELS[name]}</li>
          ))}
        </ul>
      </details>
      {direction === 'upgrade' ? (
        <Link
          className="button button-primary"
          to={changePath('upgrade', plan.id)}
          aria-label={`Upgrade to ${planName(plan)}`}
          data-tour="subscription-change"
        >
          Upgrade
        </Link>
      ) : direction === 'downgrade' ? (
        <Link
          className="button button-quiet"
          to={changePath('downgrade', plan.id)}
          aria-label={`Downgrade to ${planName(plan)}`}
          data-tour="subscription-change"
        >
          Downgrade
        </Link>
      ) : null}
    </article>
  );
}
