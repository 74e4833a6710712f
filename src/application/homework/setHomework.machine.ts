import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import {
  homeworkProblems,
  type HomeworkDraft,
  type HomeworkProblem,
} from '@/domain/homework/homeworkDraft';
import { DEFAULT_PASS_MARK, preselectedTasks, TASK_KIND_IDS } from '@/domain/homework/tasks';
import type {
  CreatedHomework,
  CreateHomeworkRequest,
  HomeworkOptions,
  HomeworkResource,
  HomeworkResourcesPage,
  HomeworkResourcesQuery,
} from './setHomeworkPorts';

/** Rows a page of the resource picker shows. */
export const RESOURCE_PICKER_PAGE_SIZE = 10;

/** How long after the start a new homework is due, by default. */
export const DEFAULT_HOMEWORK_DAYS = 7;

/** A chosen task in the form: its kind and the pass mark as typed (NaN when blank). */
export interface TaskChoice {
  readonly kind: string;
  readonly passMark: number;
}

/** The form as the teacher fills it; dates are the date inputs' values (`YYYY-MM-DD`). */
export interface HomeworkForm {
  readonly name: string;
  readonly startDate: string;
  readonly dueDate: string;
  readonly classroomIds: readonly number[];
  /** In catalogue order, whatever order they were picked in. */
  readonly tasks: readonly TaskChoice[];
}

export interface SetHomeworkInput {
  /** `?resourceId=` of the page; null shows the resource picker first. */
  readonly resourceId: number | null;
  /** The moment the page opened: the default dates start from it. */
  readonly now: Date;
}

export interface SetHomeworkContext {
  resourceId: number | null;
  readonly now: Date;
  /** The picker's search and page (1-based), and the page of resources it shows. */
  search: string;
  page: number;
  resources: readonly HomeworkResource[];
  total: number;
  options: HomeworkOptions | null;
  form: HomeworkForm;
  /** Whether the teacher has tried to set it: from then on the form shows its problems. */
  attempted: boolean;
  /** Why the last call failed, in the server's words; cleared by the next one. */
  error: string | null;
  created: CreatedHomework | null;
}

export type SetHomeworkEvent =
  | { type: 'user.search'; search: string }
  | { type: 'user.page'; page: number }
  | { type: 'user.pickResource'; id: number }
  | { type: 'user.changeResource' }
  | { type: 'user.retry' }
  | { type: 'form.name'; name: string }
  | { type: 'form.startDate'; date: string }
  | { type: 'form.dueDate'; date: string }
  | { type: 'form.toggleTask'; kind: string }
  | { type: 'form.passMark'; kind: string; passMark: number }
  | { type: 'form.toggleClassroom'; id: number }
  | { type: 'user.submit' }
  | { type: 'user.again' };

const pad = (n: number) => String(n).padStart(2, '0');

/** A date input's value for a local day. */
export function dateInputValue(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The instants a form's days stand for, in the teacher's own time zone: a homework is open
 * from the start of its first day to the end of its due day.
 */
export function formInstants(form: Pick<HomeworkForm, 'startDate' | 'dueDate'>): {
  startsAt: Date;
  dueAt: Date;
} {
  return {
    startsAt: new Date(`${form.startDate}T00:00:00`),
    dueAt: new Date(`${form.dueDate}T23:59:00`),
  };
}

/** The form in the domain's terms, for its rules. */
export function formDraft(form: HomeworkForm): HomeworkDraft {
  return {
    name: form.name,
    ...formInstants(form),
    classroomIds: form.classroomIds,
    tasks: form.tasks,
  };
}

/** The request a valid form sends. */
export function homeworkRequest(form: HomeworkForm, resourceId: number): CreateHomeworkRequest {
  const { startsAt, dueAt } = formInstants(form);
  return {
    name: form.name.trim(),
    resourceId,
    startsAt: startsAt.toISOString(),
    dueAt: dueAt.toISOString(),
    classroomIds: form.classroomIds,
    tasks: form.tasks,
  };
}

/**
 * The form a resource's options start it with: named after the resource, from today for a
 * week, the domain's preselected tasks at the default pass mark, and the classroom when the
 * teacher has only one.
 */
export function initialForm(options: HomeworkOptions, now: Date): HomeworkForm {
  const due = new Date(now);
  due.setDate(due.getDate() + DEFAULT_HOMEWORK_DAYS);
  const chosen = new Set(
    preselectedTasks(
      options.tasks.map((task) => ({
        kind: { id: task.kind, skill: task.skill },
        available: task.available,
      })),
    ),
  );
  const [only, ...more] = options.classrooms;
  return {
    name: options.resource.name,
    startDate: dateInputValue(now),
    dueDate: dateInputValue(due),
    classroomIds: only !== undefined && more.length === 0 ? [only.id] : [],
    tasks: TASK_KIND_IDS.filter((kind) => chosen.has(kind)).map((kind) => ({
      kind,
      passMark: DEFAULT_PASS_MARK,
    })),
  };
}

const EMPTY_FORM: HomeworkForm = {
  name: '',
  startDate: '',
  dueDate: '',
  classroomIds: [],
  tasks: [],
};

function toggleTask(
  form: HomeworkForm,
  kind: string,
  options: HomeworkOptions | null,
): HomeworkForm {
  if (form.tasks.some((task) => task.kind === kind))
    return { ...form, tasks: form.tasks.filter((task) => task.kind !== kind) };
  // A task the resource cannot give is never picked, whatever the page sends.
  if (options?.tasks.find((task) => task.kind === kind)?.available !== true) return form;
  const picked = new Set([...form.tasks.map((task) => task.kind), kind]);
  const marks = new Map(form.tasks.map((task) => [task.kind, task.passMark]));
  return {
    ...form,
    tasks: TASK_KIND_IDS.filter((id) => picked.has(id)).map((id) => ({
      kind: id,
      passMark: marks.get(id) ?? DEFAULT_PASS_MARK,
    })),
  };
}

function toggle(ids: readonly number[], id: number): readonly number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** A new search or page reads the picker again; the answer to an older read is dropped with it. */
const QUERY_CHANGES = {
  'user.search': { target: '#setHomework.LoadingResources', reenter: true, actions: 'setSearch' },
  'user.page': { target: '#setHomework.LoadingResources', reenter: true, actions: 'setPage' },
} as const;

export const setHomeworkMachine = setup({
  types: {
    context: {} as SetHomeworkContext,
    events: {} as SetHomeworkEvent,
    input: {} as SetHomeworkInput,
  },
  actors: {
    /** GET /v1/homework-resources: a page of the teacher's finished resources. */
    resources: fromPromise<HomeworkResourcesPage, HomeworkResourcesQuery>(notProvided('resources')),
    /** GET /v1/homework-options?resourceId=N. */
    options: fromPromise<HomeworkOptions, { resourceId: number }>(notProvided('options')),
    /** POST /v1/homeworks. */
    create: fromPromise<CreatedHomework, CreateHomeworkRequest>(notProvided('create')),
  },
  actions: {
    setSearch: assign(({ event }) =>
      event.type === 'user.search' ? { search: event.search, page: 1 } : {},
    ),
    setPage: assign(({ event }) =>
      event.type === 'user.page' ? { page: Math.max(1, event.page) } : {},
    ),
  },
  guards: {
    hasResource: ({ context }) => context.resourceId !== null,
    isFormValid: ({ context }) =>
      context.resourceId !== null &&
      homeworkProblems(formDraft(context.form), context.now).length === 0,
  },
}).createMachine({
  id: 'setHomework',
  description:
    'Setting homework (issue #10, /create-homework): choose one of your finished resources ' +
    '(skipped when the page names one), read what it can be made into and your classrooms, ' +
    'fill the form (name, tasks with pass marks, dates, classrooms), and set it. The form is ' +
    'checked by the domain rule the server applies again; a refusal keeps the form as it was.',
  context: ({ input }) => ({
    resourceId: input.resourceId,
    now: input.now,
    search: '',
    page: 1,
    resources: [],
    total: 0,
    options: null,
    form: EMPTY_FORM,
    attempted: false,
    error: null,
    created: null,
  }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [{ guard: 'hasResource', target: 'LoadingOptions' }, { target: 'LoadingResources' }],
    },
    LoadingResources: {
      entry: assign({ error: null }),
      invoke: {
        src: 'resources',
        input: ({ context }) => ({
          ...(context.search.trim() === '' ? {} : { search: context.search.trim() }),
          page: context.page,
          limit: RESOURCE_PICKER_PAGE_SIZE,
        }),
        onDone: {
          target: 'ChoosingResource',
          actions: assign({
            resources: ({ event }) => event.output.items,
            total: ({ event }) => event.output.total,
          }),
        },
        onError: {
          target: 'ResourcesFailed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
      on: QUERY_CHANGES,
    },
    ResourcesFailed: {
      on: { ...QUERY_CHANGES, 'user.retry': 'LoadingResources' },
    },
    ChoosingResource: {
      description: 'No resource was named: the teacher picks one of their finished resources.',
      on: {
        ...QUERY_CHANGES,
        'user.pickResource': {
          target: 'LoadingOptions',
          actions: assign({ resourceId: ({ event }) => event.id }),
        },
      },
    },
    LoadingOptions: {
      entry: assign({ error: null, options: null, created: null, attempted: false }),
      invoke: {
        src: 'options',
        input: ({ context }) => ({ resourceId: context.resourceId ?? 0 }),
        onDone: {
          target: 'Editing',
          actions: assign({
            options: ({ event }) => event.output,
            form: ({ context, event }) => initialForm(event.output, context.now),
          }),
        },
        onError: {
          target: 'OptionsFailed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    OptionsFailed: {
      description: 'The resource could not be read (not yours, not finished, or the network).',
      on: {
        'user.retry': 'LoadingOptions',
        'user.changeResource': {
          target: 'LoadingResources',
          actions: assign({ resourceId: null }),
        },
      },
    },
    Editing: {
      on: {
        'form.name': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, name: event.name }),
          }),
        },
        'form.startDate': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, startDate: event.date }),
          }),
        },
        'form.dueDate': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, dueDate: event.date }),
          }),
        },
        'form.toggleTask': {
          actions: assign({
            form: ({ context, event }) => toggleTask(context.form, event.kind, context.options),
          }),
        },
        'form.passMark': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              tasks: context.form.tasks.map((task) =>
                task.kind === event.kind ? { ...task, passMark: event.passMark } : task,
              ),
            }),
          }),
        },
        'form.toggleClassroom': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              classroomIds: toggle(context.form.classroomIds, event.id),
            }),
          }),
        },
        'user.submit': [
          { guard: 'isFormValid', target: 'Submitting' },
          { actions: assign({ attempted: true }) },
        ],
        'user.changeResource': {
          target: 'LoadingResources',
          actions: assign({ resourceId: null, options: null }),
        },
      },
    },
    Submitting: {
      entry: assign({ error: null, attempted: true }),
      invoke: {
        src: 'create',
        input: ({ context }) => homeworkRequest(context.form, context.resourceId ?? 0),
        onDone: { target: 'Created', actions: assign({ created: ({ event }) => event.output }) },
        onError: {
          target: 'Editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Created: {
      description:
        'Set: the page says for whom. The teacher may set another from the same resource.',
      on: { 'user.again': 'LoadingOptions' },
    },
  },
});

export type SetHomeworkSnapshot = SnapshotFrom<typeof setHomeworkMachine>;

/** The form's problems, once the teacher has tried to set it (none before). */
export function selectFormProblems(snapshot: SetHomeworkSnapshot): readonly HomeworkProblem[] {
  const { context } = snapshot;
  return context.attempted ? homeworkProblems(formDraft(context.form), context.now) : [];
}

/** What the page shows. */
export type SetHomeworkView =
  | { readonly step: 'loading'; readonly what: 'resources' | 'options' }
  | { readonly step: 'failed'; readonly what: 'resources' | 'options'; readonly message: string }
  | { readonly step: 'choosing' }
  | { readonly step: 'editing'; readonly options: HomeworkOptions; readonly submitting: boolean }
  | { readonly step: 'created'; readonly homework: CreatedHomework };

export function selectView(snapshot: SetHomeworkSnapshot): SetHomeworkView {
  const { context } = snapshot;
  const message = context.error ?? failureMessage(null);
  if (snapshot.matches('LoadingResources') || snapshot.matches('Starting'))
    return { step: 'loading', what: 'resources' };
  if (snapshot.matches('ResourcesFailed')) return { step: 'failed', what: 'resources', message };
  if (snapshot.matches('ChoosingResource')) return { step: 'choosing' };
  if (snapshot.matches('LoadingOptions')) return { step: 'loading', what: 'options' };
  if (snapshot.matches('OptionsFailed')) return { step: 'failed', what: 'options', message };
  if (snapshot.matches('Created') && context.created !== null)
    return { step: 'created', homework: context.created };
  if (context.options === null) return { step: 'loading', what: 'options' };
  return { step: 'editing', options: context.options, submitting: snapshot.matches('Submitting') };
}
