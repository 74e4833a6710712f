import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guideSearchMachine } from '@/application/guides/guideSearch.machine';
import { loadAllGuides } from '@/application/guides/guideImplementations';
import type { GuideLibrary } from '@/application/guides/ports';

const TEXTS: Record<string, string> = {
  'teaching-screen': '# The teaching screen\n## Audio\nPlay the audio.',
  subscriptions: '# Subscriptions\n## Upgrading\nAn upgrade is prorated.',
};

function library(loaded: string[]): GuideLibrary {
  return {
    ids: () => Object.keys(TEXTS),
    load: (id) => {
      loaded.push(id);
      return Promise.resolve(TEXTS[id] ?? null);
    },
  };
}

describe('the guide search', () => {
  it('downloads no guide until the teacher types, then searches every guide', async () => {
    const loaded: string[] = [];
    const lib = library(loaded);
    const actor = createActor(
      guideSearchMachine.provide({
        actors: { loadAllGuides: fromPromise(() => loadAllGuides(lib)) },
      }),
    ).start();
    expect(loaded).toEqual([]);
    actor.send({ type: 'user.query', query: 'prora' });
    actor.send({ type: 'user.query', query: 'prorated' });
    const ready = await waitFor(actor, (s) => s.matches('Ready'));
    expect(loaded.sort()).toEqual(['subscriptions', 'teaching-screen']);
    expect(ready.context.hits.map((h) => [h.guideTitle, h.headingText])).toEqual([
      ['Subscriptions', 'Upgrading'],
    ]);
    actor.send({ type: 'user.query', query: 'audio' });
    expect(actor.getSnapshot().context.hits[0]?.guideId).toBe('teaching-screen');
    expect(loaded).toHaveLength(2);
  });
});
