import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import { SCHEME_LABELS } from '@/domain/transliteration/schemes';
import type { Transliteration, TransliterationScheme } from '@/domain/transliteration/schemes';

/** Which door the resource was read through: the signed-in one, or the public (shared) one. */
export type ResourceDoor = 'teacher' | 'public';

export interface TransliterationInput {
  readonly resourceId: number;
  readonly door: ResourceDoor;
}

export interface TransliterationContext extends TransliterationInput {
  /** The scheme the teacher turned on; null when none is. */
  chosen: TransliterationScheme | null;
  /** Readings already loaded, kept for the screen's life so a scheme is asked for once. */
  loaded: Partial<Record<TransliterationScheme, Transliteration>>;
}

export type TransliterationEvent =
  /** A scheme's toggle: turns it on (the other off), or off when it is the one on. */
  | { type: 'user.toggle'; scheme: TransliterationScheme }
  /** The page read another resource (or through another door): nothing loaded still holds. */
  | { type: 'resource.read'; resourceId: number; door: ResourceDoor };

export interface TransliterationRequest extends TransliterationInput {
  readonly scheme: TransliterationScheme;
}

/** What the toolbar says when the readings could not be loaded. */
export const transliterationFailure = (scheme: TransliterationScheme) =>
  `${SCHEME_LABELS[scheme]} could not be loaded. Try again.`;

/** The toggle's transitions, the same from every state but for what "the one on" means. */
const toggle = (from: 'Off' | 'Loading' | 'Shown' | 'Failed') =>
  [
    ...(from === 'Off'
      ? []
      : [{ guard: 'isChosen' as const, target: 'Off', actions: 'turnOff' as const }]),
    { guard: 'isLoaded' as const, target: 'Shown', actions: 'choose' as const },
    // From Loading, re-entering cancels the read of the scheme left: its answer is dropped.
    { target: 'Loading', reenter: true, actions: 'choose' as const },
  ] as const;

export const transliterationMachine = setup({
  types: {
    context: {} as TransliterationContext,
    events: {} as TransliterationEvent,
    input: {} as TransliterationInput,
  },
  actors: {
    /** The readings of one scheme over the target text, through the resource's door. */
    loadTransliteration: fromPromise<Transliteration, TransliterationRequest>(
      notProvided('loadTransliteration'),
    ),
  },
  actions: {
    choose: assign({
      chosen: ({ context, event }) =>
        event.type === 'user.toggle' ? event.scheme : context.chosen,
    }),
    turnOff: assign({ chosen: null }),
    forgetResource: assign(({ event }) =>
      event.type === 'resource.read'
        ? { resourceId: event.resourceId, door: event.door, chosen: null, loaded: {} }
        : {},
    ),
  },
  guards: {
    isChosen: ({ context, event }) =>
      event.type === 'user.toggle' && event.scheme === context.chosen,
    isLoaded: ({ context, event }) =>
      event.type === 'user.toggle' && context.loaded[event.scheme] !== undefined,
    isAnotherResource: ({ context, event }) =>
      event.type === 'resource.read' &&
      (event.resourceId !== context.resourceId || event.door !== context.door),
  },
}).createMachine({
  id: 'transliteration',
  description:
    "Readings over the teaching screen's target text (spec §9), reused by pupils' tasks (issue " +
    '#11): nothing is asked of the server until a scheme is chosen, and each scheme is asked ' +
    'once. A failure is not kept: choosing the scheme again tries again.',
  context: ({ input }) => ({ ...input, chosen: null, loaded: {} }),
  initial: 'Off',
  states: {
    Off: { on: { 'user.toggle': toggle('Off') } },
    Loading: {
      invoke: {
        src: 'loadTransliteration',
        input: ({ context }) => ({
          resourceId: context.resourceId,
          door: context.door,
          // Loading is entered only with a scheme chosen.
          scheme: context.chosen ?? 'romaji',
        }),
        onDone: {
          target: 'Shown',
          actions: assign({
            loaded: ({ context, event }) =>
              context.chosen === null
                ? context.loaded
                : { ...context.loaded, [context.chosen]: event.output },
          }),
        },
        onError: 'Failed',
      },
      on: { 'user.toggle': toggle('Loading') },
    },
    Shown: { on: { 'user.toggle': toggle('Shown') } },
    Failed: {
      description:
        'The chosen scheme could not be loaded; its toggle turns it off, choosing it again retries.',
      on: { 'user.toggle': toggle('Failed') },
    },
  },
  on: {
    'resource.read': { guard: 'isAnotherResource', target: '.Off', actions: 'forgetResource' },
  },
});

export type TransliterationActor = ActorRefFrom<typeof transliterationMachine>;
export type TransliterationSnapshot = SnapshotFrom<typeof transliterationMachine>;

/** Where the transliteration stands: off, or the chosen scheme loading, shown or failed. */
export type TransliterationStatus =
  | { readonly kind: 'off' }
  | { readonly kind: 'loading'; readonly scheme: TransliterationScheme }
  | { readonly kind: 'shown'; readonly scheme: TransliterationScheme }
  | { readonly kind: 'failed'; readonly scheme: TransliterationScheme; readonly message: string };

export function selectTransliterationStatus(
  snapshot: TransliterationSnapshot,
): TransliterationStatus {
  const scheme = snapshot.context.chosen;
  if (scheme === null || snapshot.matches('Off')) return { kind: 'off' };
  if (snapshot.matches('Failed'))
    return { kind: 'failed', scheme, message: transliterationFailure(scheme) };
  return { kind: snapshot.matches('Shown') ? 'shown' : 'loading', scheme };
}

/** The readings written over the text: the chosen scheme's, once shown. */
export function selectShownTransliteration(
  snapshot: TransliterationSnapshot,
): Transliteration | undefined {
  const scheme = snapshot.context.chosen;
  return scheme !== null && snapshot.matches('Shown') ? snapshot.context.loaded[scheme] : undefined;
}
