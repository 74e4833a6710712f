import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminPlan, NewPlan } from '@/application/admin/plans/ports';
import type { PlanDraftField } from '@/domain/billing/planDraft';
import { BILLING_INTERVALS, type BillingInterval } from '@/domain/billing/products';
import { PRODUCT_TYPES, type ProductType } from '@/domain/catalog/enumerations';
import {
  PRIVILEGE_LABELS,
  PRIVILEGE_NAMES,
  type PrivilegeName,
} from '@/domain/privileges/privileges';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { FormAlert } from '@/ui/components/FormAlert';
import { formatMoney } from '@/ui/pages/subscription/format';

const INTERVAL_NAMES: Readonly<Record<BillingInterval | 'none', string>> = {
  month: 'Monthly',
  year: 'Yearly',
  none: 'One-time payment',
};

/** The form's text, as typed: the price in pounds (or the currency's units), not pence. */
interface FormState {
  productType: ProductType;
  kind: NewPlan['kind'];
  title: string;
  description: string;
  price: string;
  currency: string;
  interval: BillingInterval | 'none';
  privileges: PrivilegeName[];
  teachers: string;
  pupils: string;
  pupilPlatform: boolean;
  rank: string;
  stripePriceId: string;
  active: boolean;
}

const NEW_PLAN: FormState = {
  productType: 'SINGLE_TEACHER',
  kind: 'Subscription',
  title: '',
  description: '',
  price: '0.00',
  currency: 'GBP',
  interval: 'month',
  privileges: [],
  teachers: '1',
  pupils: '0',
  pupilPlatform: false,
  rank: '0',
  stripePriceId: '',
  active: true,
};

function formOf(plan: AdminPlan): FormState {
  return {
    productType: plan.productType,
    kind: plan.kind === 'one_time_payment' ? 'one_time_payment' : 'Subscription',
    title: plan.title,
    description: plan.description,
    price: (plan.priceMinor / 100).toFixed(2),
    currency: plan.currency,
    interval: plan.interval ?? 'none',
    privileges: [...plan.privileges],
    teachers: String(plan.limits.teachers),
    pupils: String(plan.limits.pupils),
    pupilPlatform: plan.limits.pupilPlatform,
    rank: String(plan.rank),
    stripePriceId: plan.stripePriceId ?? '',
    active: plan.active,
  };
}

/** A plan's name in the list: monthly and yearly plans share their title. */
const nameOf = (plan: AdminPlan) =>
  plan.interval === null ? plan.title : `${plan.title} (${plan.interval}ly)`;

/** Numbers as typed; what is not a number stays NaN, which the domain's check names. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function planOf(form: FormState): NewPlan {
  return {
    productType: form.productType,
    kind: form.kind,
    title: form.title,
    description: form.description,
    // Typed in the currency's units; stored in minor units. 12.999 stays fractional, refused.
    priceMinor: Math.round(number(form.price) * 100 * 1000) / 1000,
    currency: form.currency.trim().toUpperCase(),
    interval: form.interval === 'none' ? null : form.interval,
    privileges: form.privileges,
    teachers: number(form.teachers),
    pupils: number(form.pupils),
    pupilPlatform: form.pupilPlatform,
    rank: number(form.rank),
    stripePriceId: form.stripePriceId.trim() === '' ? null : form.stripePriceId.trim(),
    active: form.active,
  };
}

/**
 * `/admin/plans` (issue #14): the plan catalogue for admins. Every plan, retired ones too,
 * with how many hold it; a plan is edited or created in the form below the list, checked by
 * the domain's rule before it is sent, and retired (Active unticked) rather than deleted.
 */
export function AdminPlansPage() {
  usePageTitle('Plans');
  const actor = useActorRef(useServices().adminAccess.plans);
  const state = useSelector(actor, (s) => s.value);
  const { plans, editing, problems, error, notice } = useSelector(actor, (s) => s.context);
  const [form, setForm] = useState<FormState>(NEW_PLAN);
  const formId = useId();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const problemOf = (field: PlanDraftField) => problems.find((p) => p.field === field)?.message;

  const open = (plan: AdminPlan | null) => {
    setForm(plan === null ? NEW_PLAN : formOf(plan));
    actor.send({ type: 'plan.open', planId: plan?.id ?? null });
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'plan.save', draft: planOf(form) });
  };

  const field = (
    name: PlanDraftField,
    label: string,
    input: (props: {
      id: string;
      'aria-invalid': boolean;
      'aria-describedby': string | undefined;
    }) => ReactNode,
  ) => {
    const id = `${formId}-${name}`;
    const problem = problemOf(name);
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {input({
          id,
          'aria-invalid': problem !== undefined,
          'aria-describedby': problem === undefined ? undefined : `${id}-problem`,
        })}
        {problem !== undefined && (
          <p id={`${id}-problem`} className="field-error">
            {problem}
          </p>
        )}
      </div>
    );
  };
  const isOpen = state === 'Editing' || state === 'Saving';

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Plans</h1>
      <p className="page-lead">
        The plans teachers see on their subscriptions page. A change shows there at once and reaches
        holders’ features at their next token refresh. A plan someone holds is retired (untick
        Active), never deleted.
      </p>
      <p role="status">{notice}</p>
      {state === 'Loading' && <p>Loading plans…</p>}
      {state === 'LoadFailed' && (
        <>
          <FormAlert message={error} />
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'plans.retry' })}
          >
            Try again
          </button>
        </>
      )}
      {plans.length > 0 && (
        <table className="data-table">
          <caption>Every plan and add-on, by rank</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Price</th>
              <th scope="col">Product</th>
              <th scope="col">Holders</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.id}>
                <td>{plan.title}</td>
                <td>
                  {formatMoney(plan.priceMinor, plan.currency)}
                  {plan.interval === null ? '' : ` / ${plan.interval}`}
                </td>
                <td>{plan.productType}</td>
                <td>{plan.holders}</td>
                <td>{plan.active ? 'Active' : 'Retired'}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    disabled={state !== 'Ready'}
                    onClick={() => open(plan)}
                  >
                    Edit {nameOf(plan)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state === 'Ready' && (
        <button type="button" className="button button-primary" onClick={() => open(null)}>
          New plan
        </button>
      )}

      {isOpen && (
        <form noValidate onSubmit={onSave} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`}>
            {editing?.planId === null ? 'New plan' : `Edit ${form.title || 'plan'}`}
          </h2>
          {editing?.planId === null && (
            <>
              <div className="field">
                <label htmlFor={`${formId}-productType`}>Product type (fixed once made)</label>
                <select
                  id={`${formId}-productType`}
                  value={form.productType}
                  onChange={(e) => set('productType', e.target.value as ProductType)}
                >
                  {PRODUCT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${formId}-kind`}>Kind</label>
                <select
                  id={`${formId}-kind`}
                  value={form.kind}
                  onChange={(e) => set('kind', e.target.value as NewPlan['kind'])}
                >
                  <option value="Subscription">Subscription</option>
                  <option value="one_time_payment">One-time payment</option>
                </select>
              </div>
            </>
          )}
          {field('title', 'Title', (props) => (
            <input {...props} value={form.title} onChange={(e) => set('title', e.target.value)} />
          ))}
          {field('description', 'Description', (props) => (
            <textarea
              {...props}
              rows={3}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          ))}
          {field('priceMinor', 'Price (for example 12.99)', (props) => (
            <input
              {...props}
              inputMode="decimal"
              value={form.price}
              onChange={(e) => set('price', e.target.value)}
            />
          ))}
          {field('currency', 'Currency (ISO code)', (props) => (
            <input
              {...props}
              maxLength={3}
              value={form.currency}
              onChange={(e) => set('currency', e.target.value)}
            />
          ))}
          {field('interval', 'Billing', (props) => (
            <select
              {...props}
              value={form.interval}
              onChange={(e) => set('interval', e.target.value as FormState['interval'])}
            >
              {[...BILLING_INTERVALS, 'none' as const].map((interval) => (
                <option key={interval} value={interval}>
                  {INTERVAL_NAMES[interval]}
                </option>
              ))}
            </select>
          ))}
          <fieldset>
            <legend>Features</legend>
            {PRIVILEGE_NAMES.map((name) => (
              <label key={name} className="checkbox">
                <input
                  type="checkbox"
                  checked={form.privileges.includes(name)}
                  onChange={(e) =>
                    set(
                      'privileges',
                      e.target.checked
                        ? [...form.privileges, name]
                        : form.privileges.filter((p) => p !== name),
                    )
                  }
                />{' '}
                {PRIVILEGE_LABELS[name]}
              </label>
            ))}
          </fieldset>
          {field('teachers', 'Teacher seats', (props) => (
            <input
              {...props}
              inputMode="numeric"
              value={form.teachers}
              onChange={(e) => set('teachers', e.target.value)}
            />
          ))}
          {field('pupils', 'Pupils', (props) => (
            <input
              {...props}
              inputMode="numeric"
              value={form.pupils}
              onChange={(e) => set('pupils', e.target.value)}
            />
          ))}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.pupilPlatform}
              onChange={(e) => set('pupilPlatform', e.target.checked)}
            />{' '}
            Pupil platform (pupils sign in and do homework)
          </label>
          {field('rank', 'Rank (higher is more; a change upwards is an upgrade)', (props) => (
            <input
              {...props}
              inputMode="numeric"
              value={form.rank}
              onChange={(e) => set('rank', e.target.value)}
            />
          ))}
          {field('stripePriceId', 'Stripe price id (optional)', (props) => (
            <input
              {...props}
              value={form.stripePriceId}
              onChange={(e) => set('stripePriceId', e.target.value)}
            />
          ))}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.active}
              onChange={(e) => set('active', e.target.checked)}
            />{' '}
            Active (offered on the subscriptions page)
          </label>
          <FormAlert message={error} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={state === 'Saving'}>
              {state === 'Saving' ? 'Saving…' : 'Save plan'}
            </button>
            <button
              type="button"
              className="button"
              disabled={state === 'Saving'}
              onClick={() => actor.send({ type: 'plan.cancel' })}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
