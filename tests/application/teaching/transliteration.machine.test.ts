import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  selectShownTransliteration,
  selectTransliterationStatus,
  transliterationFailure,
  transliterationMachine,
  type ResourceDoor,
} from '@/application/teaching/transliteration.machine';
import { makeTransliterationImplementations } from '@/application/teaching/transliterationImplementations';
import type { Transliteration, TransliterationScheme } from '@/domain/transliteration/schemes';
import { fakeResourceGateway } from '../resources/fakes';

const readings = (scheme: TransliterationScheme): Transliteration => ({
  scheme,
  sentences: [{ id: 1, tokens: [`${scheme}-reading`] }],
});

/** A read the test settles when it likes. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function start(
  read: (id: number, scheme: TransliterationScheme) => Promise<Transliteration>,
  door: ResourceDoor = 'teacher',
) {
  const transliteration = vi.fn(read);
  const sharedTransliteration = vi.fn(read);
  const gateway = fakeResourceGateway({ transliteration, sharedTransliteration });
  const actor = createActor(
    transliterationMachine.provide(makeTransliterationImplementations({ gateway })),
    { input: { resourceId: 12, door } },
  );
  actor.start();
  return { actor, transliteration, sharedTransliteration };
}

const status = (actor: ReturnType<typeof start>['actor']) =>
  selectTransliterationStatus(actor.getSnapshot());

describe('transliteration machine', () => {
  it('asks nothing until a scheme is chosen, then shows its readings', async () => {
    const { actor, transliteration } = start((_, scheme) => Promise.resolve(readings(scheme)));
    expect(status(actor)).toEqual({ kind: 'off' });
    expect(transliteration).not.toHaveBeenCalled();

    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    expect(status(actor)).toEqual({ kind: 'loading', scheme: 'furigana' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    expect(status(actor)).toEqual({ kind: 'shown', scheme: 'furigana' });
    expect(selectShownTransliteration(actor.getSnapshot())).toEqual(readings('furigana'));
    expect(transliteration).toHaveBeenCalledWith(12, 'furigana');
  });

  it('the same toggle turns it off, and a scheme loaded once is not asked for again', async () => {
    const { actor, transliteration } = start((_, scheme) => Promise.resolve(readings(scheme)));
    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    expect(status(actor)).toEqual({ kind: 'off' });
    expect(selectShownTransliteration(actor.getSnapshot())).toBeUndefined();

    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    expect(status(actor)).toEqual({ kind: 'shown', scheme: 'furigana' });
    expect(transliteration).toHaveBeenCalledTimes(1);
  });

  it('another scheme replaces the one on', async () => {
    const { actor } = start((_, scheme) => Promise.resolve(readings(scheme)));
    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    actor.send({ type: 'user.toggle', scheme: 'romaji' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    expect(status(actor)).toEqual({ kind: 'shown', scheme: 'romaji' });
    expect(selectShownTransliteration(actor.getSnapshot())).toEqual(readings('romaji'));
  });

  it('the answer for a scheme left while it loaded is dropped, not shown', async () => {
    const slow = deferred<Transliteration>();
    const { actor } = start((_, scheme) =>
      scheme === 'furigana' ? slow.promise : Promise.resolve(readings(scheme)),
    );
    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    actor.send({ type: 'user.toggle', scheme: 'romaji' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    slow.resolve(readings('furigana'));
    await slow.promise;
    expect(status(actor)).toEqual({ kind: 'shown', scheme: 'romaji' });
    expect(selectShownTransliteration(actor.getSnapshot())).toEqual(readings('romaji'));
    expect(actor.getSnapshot().context.loaded.furigana).toBeUndefined();
  });

  it('turning a loading scheme off drops its answer', async () => {
    const slow = deferred<Transliteration>();
    const { actor } = start(() => slow.promise);
    actor.send({ type: 'user.toggle', scheme: 'pinyin' });
    actor.send({ type: 'user.toggle', scheme: 'pinyin' });
    slow.resolve(readings('pinyin'));
    await slow.promise;
    expect(status(actor)).toEqual({ kind: 'off' });
    expect(actor.getSnapshot().context.loaded).toEqual({});
  });

  it('a failure says so; its toggle turns it off, and choosing it again asks again', async () => {
    let fail = true;
    const { actor, transliteration } = start((_, scheme) =>
      fail ? Promise.reject(new Error('Server down')) : Promise.resolve(readings(scheme)),
    );
    actor.send({ type: 'user.toggle', scheme: 'romaji' });
    await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    expect(status(actor)).toEqual({
      kind: 'failed',
      scheme: 'romaji',
      message: transliterationFailure('romaji'),
    });
    actor.send({ type: 'user.toggle', scheme: 'romaji' });
    expect(status(actor)).toEqual({ kind: 'off' });

    fail = false;
    actor.send({ type: 'user.toggle', scheme: 'romaji' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    expect(transliteration).toHaveBeenCalledTimes(2);
  });

  it('from a failure another scheme is tried straight away', async () => {
    const { actor } = start((_, scheme) =>
      scheme === 'romaji' ? Promise.reject(new Error('no')) : Promise.resolve(readings(scheme)),
    );
    actor.send({ type: 'user.toggle', scheme: 'romaji' });
    await waitFor(actor, (snapshot) => snapshot.matches('Failed'));
    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    expect(status(actor)).toEqual({ kind: 'shown', scheme: 'furigana' });
  });

  it('the public door reads through the shared call', async () => {
    const { actor, transliteration, sharedTransliteration } = start(
      (_, scheme) => Promise.resolve(readings(scheme)),
      'public',
    );
    actor.send({ type: 'user.toggle', scheme: 'pinyin' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    expect(sharedTransliteration).toHaveBeenCalledWith(12, 'pinyin');
    expect(transliteration).not.toHaveBeenCalled();
  });

  it('another resource forgets what was loaded and turns the readings off', async () => {
    const { actor, transliteration } = start((_, scheme) => Promise.resolve(readings(scheme)));
    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    actor.send({ type: 'resource.read', resourceId: 12, door: 'teacher' });
    expect(status(actor)).toEqual({ kind: 'shown', scheme: 'furigana' });

    actor.send({ type: 'resource.read', resourceId: 13, door: 'teacher' });
    expect(status(actor)).toEqual({ kind: 'off' });
    actor.send({ type: 'user.toggle', scheme: 'furigana' });
    await waitFor(actor, (snapshot) => snapshot.matches('Shown'));
    expect(transliteration).toHaveBeenLastCalledWith(13, 'furigana');
    expect(transliteration).toHaveBeenCalledTimes(2);
  });
});
