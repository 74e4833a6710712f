import * as E from 'fp-ts/Either';
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '@/application/resources/creation.machine';
import { notProvided } from '@/application/shared/notProvided';
import type { WordListsView } from '@/contract/wordLists';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { PartOfSpeech } from '@/domain/resource/content';
import type { ChunkRule } from '@/domain/wordLists/wordLists';
import { checkNewWords, CHUNK_RULE_LABELS, wordsFromLines } from '@/domain/wordLists/wordLists';

/*
 * The admin's word-list screens (issue #14): pick a language, see its lists, add pasted words
 * (checked here by the domain's rule first, so a duplicate or an empty line is refused before
 * any call), remove one. Each change answers the lists as they are after it.
 */

/** What is being added: words at which chunks break or that are key words, or tagged words. */
export type WordAddition =
  | { readonly list: 'chunkWords'; readonly rule: ChunkRule; readonly words: readonly string[] }
  | {
      readonly list: 'posSuggestions';
      readonly pos: PartOfSpeech;
      readonly words: readonly string[];
    };

export interface WordListsContext {
  language: LanguageCode;
  lists: WordListsView | null;
  /** The addition on its way, while Adding. */
  addition: WordAddition | null;
  /** The entry on its way out, while Removing. */
  removal: { readonly list: 'chunkWords' | 'posSuggestions'; readonly id: number } | null;
  /** Why loading or the last change failed; cleared by the next one. */
  error: string | null;
  /** What the last change did, announced politely. */
  notice: string | null;
  /** Bumped after each addition that lands, so the page can clear its word box. */
  added: number;
}

export type WordListsEvent =
  | { type: 'language.change'; language: LanguageCode }
  | { type: 'chunkWords.add'; rule: ChunkRule; text: string }
  | { type: 'posSuggestions.add'; pos: PartOfSpeech; text: string }
  | { type: 'word.remove'; list: 'chunkWords' | 'posSuggestions'; id: number }
  | { type: 'lists.retry' };

type AddWordsEvent = Extract<WordListsEvent, { type: 'chunkWords.add' | 'posSuggestions.add' }>;

/** The addition `event` asks for, its words checked against the list they join; or why not. */
function additionOf(
  context: WordListsContext,
  event: AddWordsEvent,
): E.Either<string, WordAddition> {
  const lists = context.lists;
  const existing =
    lists === null
      ? []
      : event.type === 'chunkWords.add'
        ? lists.chunkWords.filter((w) => w.rule === event.rule).map((w) => w.word)
        : lists.posSuggestions.map((w) => w.word);
  const result = checkNewWords(wordsFromLines(event.text), existing, context.language);
  if (E.isLeft(result)) return E.left(result.left.message);
  const words = result.right;
  return E.right(
    event.type === 'chunkWords.add'
      ? { list: 'chunkWords', rule: event.rule, words }
      : { list: 'posSuggestions', pos: event.pos, words },
  );
}

/** The params the addition's guard and actions share: what the event asks for, checked. */
function additionAsked(args: { context: WordListsContext; event: AddWordsEvent }) {
  return { addition: additionOf(args.context, args.event) };
}

/**
 * Both kinds of addition go the same way: words that fit start Adding, others are refused
 * with the domain's message and nothing is sent.
 */
const addsWords = [
  {
    guard: { type: 'wordsFit', params: additionAsked },
    target: 'Adding',
    actions: { type: 'startAdding', params: additionAsked },
  },
  { actions: { type: 'refuseWords', params: additionAsked } },
] as const;

const wordsNamed = (words: readonly string[]) =>
  words.length === 1 ? `"${words[0] ?? ''}"` : `${words.length} words`;

export const wordListsMachine = setup({
  types: {
    context: {} as WordListsContext,
    events: {} as WordListsEvent,
    input: {} as { language: LanguageCode },
  },
  actors: {
    load: fromPromise<WordListsView, { language: LanguageCode }>(notProvided('load')),
    add: fromPromise<WordListsView, { language: LanguageCode; addition: WordAddition }>(
      notProvided('add'),
    ),
    remove: fromPromise<WordListsView, { list: 'chunkWords' | 'posSuggestions'; id: number }>(
      notProvided('remove'),
    ),
  },
  guards: {
    wordsFit: (_, params: { addition: E.Either<string, WordAddition> }) =>
      E.isRight(params.addition),
  },
  actions: {
    startAdding: assign({
      addition: (_, params: { addition: E.Either<string, WordAddition> }) =>
        E.isRight(params.addition) ? params.addition.right : null,
      error: null,
      notice: null,
    }),
    refuseWords: assign({
      error: (_, params: { addition: E.Either<string, WordAddition> }) =>
        E.isLeft(params.addition) ? params.addition.left : null,
      notice: null,
    }),
  },
}).createMachine({
  id: 'wordLists',
  description:
    'An admin keeps a language’s word lists that steer own-text segmentation: break words, ' +
    'key words and part-of-speech suggestions, each change audited on the server.',
  context: ({ input }) => ({
    language: input.language,
    lists: null,
    addition: null,
    removal: null,
    error: null,
    notice: null,
    added: 0,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'Ready', actions: assign({ lists: ({ event }) => event.output }) },
        onError: {
          target: 'LoadFailed',
          actions: assign({ lists: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    LoadFailed: {
      on: { 'lists.retry': { target: 'Loading', actions: assign({ error: null }) } },
    },
    Ready: {
      on: {
        'chunkWords.add': addsWords,
        'posSuggestions.add': addsWords,
        'word.remove': {
          target: 'Removing',
          actions: assign({
            removal: ({ event }) => ({ list: event.list, id: event.id }),
            error: null,
            notice: null,
          }),
        },
      },
    },
    Adding: {
      invoke: {
        src: 'add',
        input: ({ context }) => ({
          language: context.language,
          addition: context.addition ?? { list: 'chunkWords', rule: 'key_word', words: [] },
        }),
        onDone: {
          target: 'Ready',
          actions: assign({
            lists: ({ event }) => event.output,
            notice: ({ context }) => {
              const addition = context.addition;
              if (addition === null) return null;
              const what =
                addition.list === 'chunkWords'
                  ? CHUNK_RULE_LABELS[addition.rule].toLowerCase()
                  : `tagged ${addition.pos.replace('_', ' ')}`;
              return `Added ${wordsNamed(addition.words)} (${what}); the next upload uses ${addition.words.length === 1 ? 'it' : 'them'}.`;
            },
            addition: null,
            added: ({ context }) => context.added + 1,
          }),
        },
        onError: {
          target: 'Ready',
          actions: assign({ addition: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    Removing: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.removal ?? { list: 'chunkWords' as const, id: 0 },
        onDone: {
          target: 'Ready',
          actions: assign({
            notice: ({ context }) => {
              const removal = context.removal;
              const entry =
                removal === null
                  ? undefined
                  : (context.lists?.[removal.list] ?? []).find((w) => w.id === removal.id);
              return entry === undefined ? 'Removed.' : `Removed "${entry.word}".`;
            },
            lists: ({ event }) => event.output,
            removal: null,
          }),
        },
        onError: {
          target: 'Ready',
          actions: assign({ removal: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
  on: {
    'language.change': {
      target: '.Loading',
      actions: assign({
        language: ({ event }) => event.language,
        lists: null,
        error: null,
        notice: null,
      }),
    },
  },
});
