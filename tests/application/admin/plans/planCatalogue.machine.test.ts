import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planCatalogueMachine } from '@/application/admin/plans/planCatalogue.machine';
import type { AdminPlan, NewPlan } from '@/application/admin/plans/ports';
import { PLAN_MESSAGES } from '@/domain/billing/planDraft';

const teacher = {
  id: 2,
  key: 'teacher-monthly',
  productType: 'SINGLE_TEACHER',
  kind: 'Subscription',
  title: 'Teacher',
  description: '',
  priceMinor: 1000,
  currency: 'GBP',
  interval: 'month',
  trialDays: null,
  privileges: ['cloze'],
  limits: { teachers: 1, pupils: 0, pupilPlatform: false },
  rank: 1,
  isAddOn: false,
  stripePriceId: null,
  active: true,
  holders: 3,
} as unknown as AdminPlan;

const draft: NewPlan = {
  productType: 'SINGLE_TEACHER',
  kind: 'Subscription',
  title: 'Teacher',
  description: '',
  priceMinor: 1299,
  currency: 'GBP',
  interval: 'month',
  privileges: ['cloze'],
  teachers: 1,
  pupils: 0,
  pupilPlatform: false,
  rank: 1,
  stripePriceId: null,
  active: true,
};

function start(save: (planId: number | null, d: NewPlan) => Promise<AdminPlan>) {
  const saves: (number | null)[] = [];
  const actor = createActor(
    planCatalogueMachine.provide({
      actors: {
        loadPlans: fromPromise(() => Promise.resolve<readonly AdminPlan[]>([teacher])),
        savePlan: fromPromise(({ input }) => {
          saves.push(input.planId);
          return save(input.planId, input.draft);
        }),
      },
    }),
  );
  actor.start();
  return { actor, saves };
}

describe('the plan catalogue editor (issue #14)', () => {
  it('edits a plan and shows the saved one in the list', async () => {
    const { actor, saves } = start((id, d) =>
      Promise.resolve({
        ...teacher,
        id: id ?? 9,
        priceMinor: d.priceMinor as AdminPlan['priceMinor'],
      }),
    );
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'plan.open', planId: 2 });
    actor.send({ type: 'plan.save', draft });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.notice !== null);
    expect(saves).toEqual([2]);
    expect(actor.getSnapshot().context.plans.map((p) => p.priceMinor)).toEqual([1299]);
  });

  it('refuses a negative price and a bad currency before sending, naming the fields', async () => {
    const { actor, saves } = start(() => Promise.reject(new Error('not called')));
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'plan.open', planId: 2 });
    actor.send({ type: 'plan.save', draft: { ...draft, priceMinor: -100, currency: 'pounds' } });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.problems).toEqual([
      { field: 'priceMinor', message: PLAN_MESSAGES.price },
      { field: 'currency', message: PLAN_MESSAGES.currency },
    ]);
    expect(saves).toEqual([]);
  });

  it('keeps the form open with the server’s refusal, and creates a new plan after', async () => {
    let fail = true;
    const { actor, saves } = start((id) =>
      fail
        ? Promise.reject(
            new Error('The currency is a three-letter ISO code such as GBP, EUR or USD.'),
          )
        : Promise.resolve({ ...teacher, id: id ?? 9, title: 'School' }),
    );
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'plan.open', planId: null });
    actor.send({ type: 'plan.save', draft: { ...draft, title: 'School' } });
    await waitFor(actor, (s) => s.matches('Editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toContain('three-letter ISO code');
    fail = false;
    actor.send({ type: 'plan.save', draft: { ...draft, title: 'School' } });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(saves).toEqual([null, null]);
    expect(actor.getSnapshot().context.plans.map((p) => p.title)).toEqual(['Teacher', 'School']);
  });
});
