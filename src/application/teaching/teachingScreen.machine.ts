import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { DisplaySettings } from '@/domain/display/settings';

/*
 * The teaching screen's own flow (issue #5, moved out of the page for issue #11): the display
 * settings the teacher changes and keeps on this device, the focus layout's sentence, the tools
 * toggled on the toolbar, how gaps are answered and whether the worksheet is being printed.
 * The page reads it through selectors and sends events; what is kept on the device is saved by
 * the action the composition root provides.
 */

/** One change of the settings: a reducer of `@/domain/display/settings`, e.g. `(s) => stepFont(s, 'up')`. */
export type DisplaySettingsUpdate = (current: DisplaySettings) => DisplaySettings;

/** Toolbar tools that are on or off for this lesson only (not kept on the device). */
export type TeachingTool = 'highlighter' | 'blueBars' | 'chunkHighlight';

/** How the class answers the gaps. */
export type GapAnswerMode = 'type' | 'choose';

/** Tap a word or a sentence to hear it, or neither. */
export type ListenMode = 'off' | 'word' | 'sentence';

export interface TeachingScreenInput {
  /** The settings kept on this device, as the store reads them. */
  readonly settings: DisplaySettings;
  /** How many sentences the text has: the focus layout moves within them. */
  readonly sentenceCount: number;
}

export interface TeachingScreenContext {
  settings: DisplaySettings;
  sentenceCount: number;
  /** 0-based position of the focus layout's sentence, kept across layouts. */
  focusIndex: number;
  tools: Readonly<Record<TeachingTool, boolean>>;
  gapMode: GapAnswerMode;
  listenMode: ListenMode;
}

export type TeachingScreenEvent =
  /** A settings control or a show/hide key: one domain reducer. */
  | { type: 'user.changeSettings'; update: DisplaySettingsUpdate }
  | { type: 'user.toggleTool'; tool: TeachingTool }
  | { type: 'user.focusSentence'; index: number }
  | { type: 'user.gapMode'; mode: GapAnswerMode }
  | { type: 'user.listenMode'; mode: ListenMode }
  | { type: 'user.print' }
  | { type: 'user.closePrint' };

function within(index: number, count: number): number {
  return Math.max(0, Math.min(Math.trunc(index), count - 1));
}

export const teachingScreenMachine = setup({
  types: {
    context: {} as TeachingScreenContext,
    events: {} as TeachingScreenEvent,
    input: {} as TeachingScreenInput,
  },
  actions: {
    /** Keeps the settings on the device; provided by the composition root. */
    saveSettings: (_args, _params: { settings: DisplaySettings }) => undefined,
    applySettings: assign({
      settings: ({ context, event }) =>
        event.type === 'user.changeSettings' ? event.update(context.settings) : context.settings,
    }),
  },
  guards: {
    /**
     * A change that changes nothing (a font step at the minimum returns the same object) is
     * neither applied nor saved; opening the screen saves nothing either.
     */
    changesSettings: ({ context, event }) =>
      event.type === 'user.changeSettings' && event.update(context.settings) !== context.settings,
  },
}).createMachine({
  id: 'teachingScreen',
  description:
    "The teaching screen's own flow (issue #5, out of the page since issue #11): display " +
    'settings kept on the device, the focus sentence, toolbar tools, the gap answer mode and ' +
    'the worksheet print that replaces the screen.',
  context: ({ input }) => ({
    settings: input.settings,
    sentenceCount: input.sentenceCount,
    focusIndex: 0,
    tools: { highlighter: false, blueBars: false, chunkHighlight: false },
    gapMode: 'type',
    listenMode: 'off',
  }),
  initial: 'Teaching',
  states: {
    Teaching: {
      description: 'The text on the screen; every control changes what it shows.',
      on: {
        'user.changeSettings': {
          guard: 'changesSettings',
          actions: [
            'applySettings',
            {
              type: 'saveSettings',
              params: ({ context }) => ({ settings: context.settings }),
            },
          ],
        },
        'user.toggleTool': {
          actions: assign({
            tools: ({ context, event }) => ({
              ...context.tools,
              [event.tool]: !context.tools[event.tool],
            }),
          }),
        },
        'user.focusSentence': {
          actions: assign({
            focusIndex: ({ context, event }) => within(event.index, context.sentenceCount),
          }),
        },
        'user.gapMode': { actions: assign({ gapMode: ({ event }) => event.mode }) },
        'user.listenMode': { actions: assign({ listenMode: ({ event }) => event.mode }) },
        'user.print': 'Printing',
      },
    },
    Printing: {
      description:
        'The worksheet replaces the screen, so printing gives the sheet and nothing of the ' +
        'screen; closing it comes back to the screen as it was.',
      on: { 'user.closePrint': 'Teaching' },
    },
  },
});

export type TeachingScreenActor = ActorRefFrom<typeof teachingScreenMachine>;
type Snapshot = SnapshotFrom<typeof teachingScreenMachine>;

export const selectSettings = (snapshot: Snapshot): DisplaySettings => snapshot.context.settings;
export const selectFocusIndex = (snapshot: Snapshot): number =>
  within(snapshot.context.focusIndex, snapshot.context.sentenceCount);
export const selectTools = (snapshot: Snapshot): TeachingScreenContext['tools'] =>
  snapshot.context.tools;
export const selectGapMode = (snapshot: Snapshot): GapAnswerMode => snapshot.context.gapMode;
export const selectListenMode = (snapshot: Snapshot): ListenMode => snapshot.context.listenMode;
export const selectPrinting = (snapshot: Snapshot): boolean => snapshot.matches('Printing');
