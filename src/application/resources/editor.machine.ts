import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { TextChange } from '@/domain/catalog/textChanges';
import type { QuestionSet } from '@/domain/questions/types';
import {
  contentWithKeyVocabulary,
  sameVocabularyList,
  withKeyVocabularyOf,
} from '@/domain/questions/vocabulary';
import type { ResourceContent } from '@/domain/resource/content';
import { notProvided } from '@/application/shared/notProvided';
import { failureMessage } from './creation.machine';
import type {
  AudioTrack,
  DerivedQuestions,
  Resource,
  ResourcePatch,
  UnavailableQuestionType,
} from './ports';
import { isRetryableFailure } from './ports';

/** Which page the editor opened on: `/preview/{id}` or `/activities/{source}/{id}`. */
/** Questions derived from the saved content, with the resource as that save stored it. */
export interface QuestionsFromSaved extends DerivedQuestions {
  readonly saved?: Resource;
}

export type EditorStage = 'review' | 'activities';

export interface EditorInput {
  readonly id: number;
  readonly stage: EditorStage;
}

export interface EditorContext {
  readonly id: number;
  readonly stage: EditorStage;
  /** The resource as the server last answered it; null until loaded. */
  resource: Resource | null;
  /** The texts, vocabulary and chunks as the teacher sees them (edits included). */
  content: ResourceContent | null;
  name: string;
  hashtags: readonly string[];
  questionTypes: readonly QuestionType[];
  questions: QuestionSet;
  unavailable: readonly UnavailableQuestionType[];
  audio: readonly AudioTrack[];
  /** What the teacher changed and the server has not saved yet. */
  edits: ResourcePatch;
  /** The last failure in words for the teacher; cleared by the next attempt. */
  error: string | null;
  /** Whether reading the resource again could work (offline, server failure), not a 404. */
  loadRetryable: boolean;
  /** Where the teacher wanted to go when the leave modal was raised. */
  leaveTo: string | null;
}

export type EditorEvent =
  /** Texts, name, hashtags, question types, speech, vocabulary or chunks changed. */
  | { type: 'user.edit'; patch: ResourcePatch }
  /** Review: rewrite the text as asked (spec §9 text changes). */
  | { type: 'user.rewrite'; change: TextChange }
  /** Review: "Create questions" with the chosen types. */
  | { type: 'user.createQuestions'; types: readonly QuestionType[] }
  /** Activities: the questions as edited. */
  | { type: 'user.editQuestions'; questions: QuestionSet }
  /** Activities: back to the texts (edits are saved first). */
  | { type: 'user.backToReview' }
  | { type: 'user.finish' }
  /** A navigation away was asked for (a header link): raises the leave modal. */
  | { type: 'user.leave'; to: string }
  | { type: 'user.exit' }
  | { type: 'user.continue' }
  | { type: 'user.saveAndExit' }
  | { type: 'user.display' }
  | { type: 'user.retry' }
  /** An audio track was stored or deleted (the widget makes the call; the list follows). */
  | { type: 'audio.added'; track: AudioTrack }
  | { type: 'audio.removed'; trackId: number };

/** What the page shows from a resource the server answered: edits start from nothing. */
function loaded(resource: Resource) {
  return {
    resource,
    content: resource.content,
    name: resource.name,
    hashtags: resource.hashtags,
    questionTypes: resource.questionTypes,
    questions: resource.questions,
    unavailable: resource.unavailable,
    audio: resource.audio,
    edits: {},
    error: null,
  } satisfies Partial<EditorContext>;
}

const hasQuestions = (questions: QuestionSet) =>
  Object.values(questions).some((items) => items !== undefined && items.length > 0);

export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
  },
  actors: {
    load: fromPromise<Resource, { id: number }>(notProvided('load')),
    /** Saves pending edits (if any), then rewrites the stored text. */
    rewrite: fromPromise<Resource, { id: number; edits: ResourcePatch; change: TextChange }>(
      notProvided('rewrite'),
    ),
    /** Saves pending edits and the types, then derives the question set. */
    deriveQuestions: fromPromise<
      QuestionsFromSaved,
      { id: number; types: readonly QuestionType[]; edits: ResourcePatch }
    >(notProvided('deriveQuestions')),
    /** Saves pending edits (if any); resolves with the resource as saved. */
    save: fromPromise<Resource | null, { id: number; edits: ResourcePatch }>(notProvided('save')),
    /** Saves pending edits, then marks the resource finished. */
    finish: fromPromise<Resource, { id: number; edits: ResourcePatch }>(notProvided('finish')),
  },
  actions: {
    /** The dashboard's draft is spent once its resource is finished (spec §4). */
    forgetDraft: notProvided('forgetDraft'),
    setLoaded: assign((_, resource: Resource) => loaded(resource)),
    setError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    clearError: assign({ error: null }),
    mergeEdits: assign(({ context, event }) => {
      if (event.type !== 'user.edit') return {};
      const { patch } = event;
      // The Key vocabulary questions follow the vocabulary list (one list, issue #12).
      const questions =
        patch.content === undefined
          ? context.questions
          : withKeyVocabularyOf(patch.content, context.questions);
      return {
        edits: { ...context.edits, ...patch },
        content: patch.content ?? context.content,
        questions,
        name: patch.name ?? context.name,
        hashtags: patch.hashtags ?? context.hashtags,
        questionTypes: patch.questionTypes ?? context.questionTypes,
        error: null,
      };
    }),
    editQuestions: assign(({ context, event }) => {
      if (event.type !== 'user.editQuestions') return {};
      const { questions } = event;
      // Editing a Key vocabulary item edits the vocabulary list it comes from (one list).
      const keyItems = questions.vocabulary;
      if (
        keyItems === undefined ||
        context.content === null ||
        sameVocabularyList(keyItems, context.questions.vocabulary ?? [])
      )
        return { questions, edits: { ...context.edits, questions } };
      const content = contentWithKeyVocabulary(context.content, keyItems);
      return { questions, content, edits: { ...context.edits, questions, content } };
    }),
    setQuestionTypes: assign(({ event, context }) =>
      event.type === 'user.createQuestions' ? { questionTypes: event.types } : context,
    ),
    setQuestions: assign((_, derived: QuestionsFromSaved) => ({
      // The content as the server stored it: a retyped sentence of an own text comes back
      // segmented with the admin's word lists, and later edits must start from that.
      ...(derived.saved === undefined
        ? {}
        : { resource: derived.saved, content: derived.saved.content }),
      questions: derived.questions,
      unavailable: derived.unavailable,
      // The questions were made from the saved content: nothing is pending any more.
      edits: {},
      error: null,
    })),
    setSaved: assign(({ context }, resource: Resource | null) =>
      resource === null
        ? { edits: {} }
        : { resource, content: resource.content, edits: {}, audio: context.audio },
    ),
    addTrack: assign(({ context, event }) =>
      event.type === 'audio.added' ? { audio: [...context.audio, event.track] } : {},
    ),
    removeTrack: assign(({ context, event }) =>
      event.type === 'audio.removed'
        ? { audio: context.audio.filter((track) => track.id !== event.trackId) }
        : {},
    ),
    setLeaveTo: assign(({ event }) => (event.type === 'user.leave' ? { leaveTo: event.to } : {})),
    clearLeaveTo: assign({ leaveTo: null }),
  },
  guards: {
    opensOnActivities: ({ context }) => context.stage === 'activities',
    isOwner: (_, resource: Resource) => resource.owner,
    hasEdits: ({ context }) => Object.keys(context.edits).length > 0,
    isLoadRetryable: ({ context }) => context.loadRetryable,
  },
}).createMachine({
  id: 'editor',
  description:
    'Reviewing and finishing a resource (issue #4, spec §2 "Creation flow"): the texts at ' +
    '/preview/{id}, then the questions at /activities/{source}/{id}, then finishing, which ' +
    'displays it. The resource is loaded by id, so both pages survive a reload; edits are ' +
    'kept here and saved before anything is made from them. Leaving through a header link ' +
    "raises the spec's modal; a failure stays on the page with the reason and nothing lost.",
  context: ({ input }) => ({
    id: input.id,
    stage: input.stage,
    resource: null,
    content: null,
    name: '',
    hashtags: [],
    questionTypes: [],
    questions: {},
    unavailable: [],
    audio: [],
    edits: {},
    error: null,
    loadRetryable: false,
    leaveTo: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'GET /resources/:id.',
      entry: 'clearError',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isOwner', params: ({ event }) => event.output },
            target: 'Ready',
            actions: { type: 'setLoaded', params: ({ event }) => event.output },
          },
          {
            target: 'NotOwner',
            actions: { type: 'setLoaded', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'LoadFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            assign({ loadRetryable: ({ event }) => isRetryableFailure(event.error) }),
          ],
        },
      },
    },
    LoadFailed: {
      description:
        'The resource could not be read: gone or not ours (said plainly), or offline or a ' +
        'server failure (Retry).',
      on: { 'user.retry': { guard: 'isLoadRetryable', target: 'Loading' } },
    },
    NotOwner: {
      description: "Someone else's shared resource: it can be displayed, not edited.",
      type: 'final',
    },
    Ready: {
      always: [{ guard: 'opensOnActivities', target: 'Activities' }, { target: 'Review' }],
    },
    Review: {
      description:
        'The preview: both texts editable, text changes with Rewrite, audio, question types, ' +
        'hashtags; "Create questions" goes on to the activities.',
      on: {
        'user.edit': { actions: 'mergeEdits' },
        'user.rewrite': 'Rewriting',
        'user.createQuestions': { target: 'DerivingQuestions', actions: 'setQuestionTypes' },
        'user.leave': { target: 'ConfirmLeaveReview', actions: 'setLeaveTo' },
        'audio.added': { actions: 'addTrack' },
        'audio.removed': { actions: 'removeTrack' },
      },
    },
    ConfirmLeaveReview: {
      description:
        'Spec §2 "Hold on - you haven\'t yet displayed your interactive resource! Are you sure ' +
        'you want to exit?" with Exit and Continue.',
      on: {
        'user.exit': 'Exited',
        'user.continue': { target: 'Review', actions: 'clearLeaveTo' },
      },
    },
    Rewriting: {
      description:
        'Saves the edits, then POST /resources/:id/rewrite: the new text replaces the old, ' +
        'and questions made from the old one are gone.',
      entry: 'clearError',
      invoke: {
        src: 'rewrite',
        input: ({ context, event }) => ({
          id: context.id,
          edits: context.edits,
          change: event.type === 'user.rewrite' ? event.change : 'longer',
        }),
        onDone: {
          target: 'Review',
          actions: { type: 'setLoaded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'Review',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    DerivingQuestions: {
      description: 'Saves the edits and types, then POST /resources/:id/questions.',
      entry: 'clearError',
      invoke: {
        src: 'deriveQuestions',
        input: ({ context }) => ({
          id: context.id,
          types: context.questionTypes,
          edits: context.edits,
        }),
        onDone: {
          target: 'Activities',
          actions: { type: 'setQuestions', params: ({ event }) => event.output },
        },
        onError: {
          target: 'Review',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Activities: {
      description:
        'Every question editable, the vocabulary and chunk alignment, the lesson plan; ' +
        'edits are saved when finishing, going back, or on Save and Exit.',
      on: {
        'user.edit': { actions: 'mergeEdits' },
        'user.editQuestions': { actions: 'editQuestions' },
        'user.backToReview': 'SavingBeforeReview',
        'user.finish': 'Finishing',
        'user.leave': { target: 'ConfirmLeaveActivities', actions: 'setLeaveTo' },
      },
    },
    ConfirmLeaveActivities: {
      description: 'Spec §2: Save and Exit, Continue editing, Display interactive resource.',
      on: {
        'user.saveAndExit': 'SavingBeforeExit',
        'user.continue': { target: 'Activities', actions: 'clearLeaveTo' },
        'user.display': { target: 'Finishing', actions: 'clearLeaveTo' },
      },
    },
    SavingBeforeReview: {
      description: 'PUT /resources/:id with the pending edits, then back to the texts.',
      entry: 'clearError',
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.id, edits: context.edits }),
        onDone: {
          target: 'Review',
          actions: { type: 'setSaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'Activities',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    SavingBeforeExit: {
      description: 'Save and Exit: PUT /resources/:id with the pending edits, then leave.',
      entry: 'clearError',
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.id, edits: context.edits }),
        onDone: {
          target: 'Exited',
          actions: { type: 'setSaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'Activities',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'clearLeaveTo',
          ],
        },
      },
    },
    Finishing: {
      description: 'Saves the edits, then POST /resources/:id/finish.',
      entry: 'clearError',
      invoke: {
        src: 'finish',
        input: ({ context }) => ({ id: context.id, edits: context.edits }),
        onDone: {
          target: 'Done',
          actions: [{ type: 'setSaved', params: ({ event }) => event.output }, 'forgetDraft'],
        },
        onError: {
          target: 'Activities',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Done: {
      description: 'Finished: the UI displays the interactive resource.',
      type: 'final',
    },
    Exited: {
      description: 'The teacher left through the leave modal: the UI goes to `leaveTo`.',
      type: 'final',
    },
  },
});

export type EditorActor = ActorRefFrom<typeof editorMachine>;
export type EditorSnapshot = SnapshotFrom<typeof editorMachine>;

/** What the teacher waits for; null when nothing runs. */
export type EditorProgress = 'loading' | 'rewriting' | 'creatingQuestions' | 'saving' | 'finishing';

export function selectEditorProgress(snapshot: EditorSnapshot): EditorProgress | null {
  if (snapshot.matches('Loading')) return 'loading';
  if (snapshot.matches('Rewriting')) return 'rewriting';
  if (snapshot.matches('DerivingQuestions')) return 'creatingQuestions';
  if (snapshot.matches('SavingBeforeExit') || snapshot.matches('SavingBeforeReview'))
    return 'saving';
  if (snapshot.matches('Finishing')) return 'finishing';
  return null;
}

/** Whether there is anything a navigation away would lose or leave unfinished. */
export function selectGuardsLeaving(snapshot: EditorSnapshot): boolean {
  return !(
    snapshot.matches('Loading') ||
    snapshot.matches('LoadFailed') ||
    snapshot.matches('NotOwner') ||
    snapshot.status === 'done'
  );
}

/** Whether the resource already has questions (the activities page can open on them). */
export function selectHasQuestions(snapshot: EditorSnapshot): boolean {
  return hasQuestions(snapshot.context.questions);
}
