import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import { planDraftProblems, type PlanDraftProblem } from '@/domain/billing/planDraft';
import type { AdminPlan, NewPlan } from './ports';

/*
 * The plan catalogue editor (issue #14 `/admin/plans`): the admin lists every plan, opens one
 * (or a new one) in the form, and saves it; the domain's checks run before anything is sent,
 * and the server's refusal, if any, is shown in the form, which keeps what was typed.
 */

/** The plan open in the form: an existing one's id, or a new plan. */
export type PlanEdit = { readonly planId: number } | { readonly planId: null };

export interface PlanCatalogueContext {
  plans: readonly AdminPlan[];
  /** The plan open in the form, while Editing or Saving. */
  editing: PlanEdit | null;
  /** The draft last sent to be saved. */
  draft: NewPlan | null;
  /** The domain's problems with the last draft, shown next to their fields. */
  problems: readonly PlanDraftProblem[];
  error: string | null;
  notice: string | null;
}

export type PlanCatalogueEvent =
  | { type: 'plans.retry' }
  | { type: 'plan.open'; planId: number | null }
  | { type: 'plan.save'; draft: NewPlan }
  | { type: 'plan.cancel' };

export const planCatalogueMachine = setup({
  types: { context: {} as PlanCatalogueContext, events: {} as PlanCatalogueEvent },
  actors: {
    loadPlans: fromPromise<readonly AdminPlan[]>(notProvided('loadPlans')),
    savePlan: fromPromise<AdminPlan, { planId: number | null; draft: NewPlan }>(
      notProvided('savePlan'),
    ),
  },
}).createMachine({
  id: 'planCatalogue',
  description: 'An admin lists, creates, edits and retires plans; every save is audited.',
  context: { plans: [], editing: null, draft: null, problems: [], error: null, notice: null },
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'loadPlans',
        onDone: { target: 'Ready', actions: assign({ plans: ({ event }) => event.output }) },
        onError: {
          target: 'LoadFailed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    LoadFailed: {
      on: { 'plans.retry': { target: 'Loading', actions: assign({ error: null }) } },
    },
    Ready: {
      on: {
        'plan.open': {
          target: 'Editing',
          actions: assign({
            editing: ({ event }) => ({ planId: event.planId }),
            draft: null,
            problems: [],
            error: null,
            notice: null,
          }),
        },
      },
    },
    Editing: {
      on: {
        'plan.cancel': {
          target: 'Ready',
          actions: assign({ editing: null, draft: null, problems: [], error: null }),
        },
        'plan.save': [
          {
            guard: ({ event }) => planDraftProblems(event.draft).length > 0,
            actions: assign({
              draft: ({ event }) => event.draft,
              problems: ({ event }) => planDraftProblems(event.draft),
              error: null,
            }),
          },
          {
            target: 'Saving',
            actions: assign({ draft: ({ event }) => event.draft, problems: [], error: null }),
          },
        ],
      },
    },
    Saving: {
      invoke: {
        src: 'savePlan',
        input: ({ context }) => ({
          planId: context.editing?.planId ?? null,
          draft: context.draft as NewPlan,
        }),
        onDone: {
          target: 'Ready',
          actions: assign({
            plans: ({ context, event }) =>
              context.plans.some((p) => p.id === event.output.id)
                ? context.plans.map((p) => (p.id === event.output.id ? event.output : p))
                : [...context.plans, event.output],
            notice: ({ context, event }) =>
              `${event.output.title} is ${context.editing?.planId === null ? 'created' : 'saved'}: the subscriptions page shows it now.`,
            editing: null,
            draft: null,
          }),
        },
        onError: {
          target: 'Editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});
