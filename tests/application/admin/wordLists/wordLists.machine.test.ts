import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WordListsView } from '@/contract/wordLists';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { WordAddition } from '@/application/admin/wordLists/wordLists.machine';
import { wordListsMachine } from '@/application/admin/wordLists/wordLists.machine';

const at = '2026-11-25T12:00:00.000Z';
const empty = (language: LanguageCode): WordListsView => ({
  language,
  chunkWords: [],
  posSuggestions: [],
});

/** A server that keeps the lists in a map, as the real one answers them after each change. */
function start(options: { failLoad?: boolean; refuseAdd?: string } = {}) {
  const calls: string[] = [];
  let nextId = 1;
  const store = new Map<LanguageCode, WordListsView>();
  const view = (language: LanguageCode) => store.get(language) ?? empty(language);
  const actor = createActor(
    wordListsMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: { language: LanguageCode } }) => {
          calls.push(`load ${input.language}`);
          return options.failLoad === true
            ? Promise.reject(new Error('Something went wrong'))
            : Promise.resolve(view(input.language));
        }),
        add: fromPromise(
          ({ input }: { input: { language: LanguageCode; addition: WordAddition } }) => {
            const { language, addition } = input;
            calls.push(`add ${language} ${addition.words.join('|')}`);
            if (options.refuseAdd !== undefined)
              return Promise.reject(new Error(options.refuseAdd));
            const lists = view(language);
            const next: WordListsView =
              addition.list === 'chunkWords'
                ? {
                    ...lists,
                    chunkWords: [
                      ...lists.chunkWords,
                      ...addition.words.map((word) => ({
                        id: nextId++,
                        word,
                        rule: addition.rule,
                        createdAt: at,
                      })),
                    ],
                  }
                : {
                    ...lists,
                    posSuggestions: [
                      ...lists.posSuggestions,
                      ...addition.words.map((word) => ({
                        id: nextId++,
                        word,
                        pos: addition.pos,
                        createdAt: at,
                      })),
                    ],
                  };
            store.set(language, next);
            return Promise.resolve(next);
          },
        ),
        remove: fromPromise(
          ({ input }: { input: { list: 'chunkWords' | 'posSuggestions'; id: number } }) => {
            calls.push(`remove ${input.list} ${input.id}`);
            const [language, lists] = [...store.entries()].find(([, v]) =>
              v[input.list].some((w) => w.id === input.id),
            ) ?? ['es', empty('es')];
            const next = {
              ...lists,
              [input.list]: lists[input.list].filter((w) => w.id !== input.id),
            };
            store.set(language, next);
            return Promise.resolve(next);
          },
        ),
      },
    }),
    { input: { language: 'es' } },
  );
  actor.start();
  return { actor, calls };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('Ready') || s.matches('LoadFailed'));

describe('the admin’s word-list screens (issue #14)', () => {
  it('loads the language’s lists, adds pasted words and says the next upload uses them', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'chunkWords.add', rule: 'break_before', text: 'pero\naunque\n' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.added === 1);
    const { context } = actor.getSnapshot();
    expect(context.lists?.chunkWords.map((w) => w.word)).toEqual(['pero', 'aunque']);
    expect(context.notice).toBe('Added 2 words (break before); the next upload uses them.');
    expect(calls).toEqual(['load es', 'add es pero|aunque']);
  });

  it('refuses a duplicate, an empty line or nothing before any call, with a clear message', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'chunkWords.add', rule: 'key_word', text: 'casa' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.added === 1);
    actor.send({ type: 'chunkWords.add', rule: 'key_word', text: 'Casa' });
    expect(actor.getSnapshot().context.error).toBe('"Casa" is already in this list (as "casa").');
    actor.send({ type: 'chunkWords.add', rule: 'key_word', text: 'mesa\n\nsilla' });
    expect(actor.getSnapshot().context.error).toMatch(/empty/u);
    actor.send({ type: 'posSuggestions.add', pos: 'noun', text: '   ' });
    expect(actor.getSnapshot().context.error).toBe('Type a word to add (one per line).');
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(calls).toEqual(['load es', 'add es casa']);
    // The same word under another rule is another list.
    actor.send({ type: 'chunkWords.add', rule: 'break_after', text: 'casa' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.added === 2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the server’s refusal and keeps the lists as they were', async () => {
    const { actor } = start({ refuseAdd: '"pero" is already in this list.' });
    await ready(actor);
    actor.send({ type: 'posSuggestions.add', pos: 'conjunction', text: 'pero' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('"pero" is already in this list.');
    expect(actor.getSnapshot().context.lists?.posSuggestions).toEqual([]);
    expect(actor.getSnapshot().context.added).toBe(0);
  });

  it('removes a word and names it; a change of language loads that language', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'posSuggestions.add', pos: 'interjection', text: 'vale' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.added === 1);
    const id = actor.getSnapshot().context.lists?.posSuggestions[0]?.id ?? 0;
    actor.send({ type: 'word.remove', list: 'posSuggestions', id });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.notice === 'Removed "vale".');
    expect(actor.getSnapshot().context.lists?.posSuggestions).toEqual([]);
    actor.send({ type: 'language.change', language: 'fr' });
    await ready(actor);
    expect(actor.getSnapshot().context.language).toBe('fr');
    expect(calls.at(-1)).toBe('load fr');
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    const { actor } = start({ failLoad: true });
    await ready(actor);
    expect(actor.getSnapshot().value).toBe('LoadFailed');
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'lists.retry' });
    expect(actor.getSnapshot().value).toBe('Loading');
  });
});
