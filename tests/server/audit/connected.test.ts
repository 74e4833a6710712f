import { describe, expect, it } from 'vitest';
import type { CefrLevel } from '@/domain/catalog/levels';
import type { AlignedSentence } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import type { Event } from '../../../server/adapters/generation/offline/world';
import { storyLinks } from '../../../server/audit/checks/connected';
import type { AuditedResource } from '../../../server/audit/types';
import { composeText } from '../generation/composeText';

/*
 * Issue #12: a long narrative "connects its sentences (time order, connectives the level
 * allows)". Once a section's scenes were told, the planner used to fill the rest with
 * statements tied to nothing ("Last weekend Lucía danced. Last Saturday I listened to music at
 * home. The park was quiet and big."): 1,267 of 2,839 statements of the audit’s seed 7. Every
 * statement after a section's first is now tied to the story before it, in every language and
 * level, and a loose one planted in a real text is found.
 */

type Story = Pick<AuditedResource, 'content' | 'knowledge'>;

function story(target: Lang, level: CefrLevel, prompt: string, words: number, seed: number): Story {
  const { result, knowledge } = composeText(target, seed, prompt, {
    level: { kind: 'cefr', level },
    words,
  });
  return { content: result.content, knowledge };
}

const loose = (s: Story) => storyLinks(s).filter((link) => link.link === undefined);
const textOf = (s: Story, id: number) =>
  s.content.sentences.find((sentence) => sentence.id === id)?.target.text ?? '';

const PROMPTS = ['my hobbies and free time', 'a day at the beach in Valencia', 'my town'];

describe('a long narrative reads as one connected story', () => {
  it.each(OFFLINE_LANGS)(
    '%s: every statement of 300–500 words is tied to the one before',
    (lang) => {
      (['A2', 'B1', 'B2'] as const).forEach((level, index) => {
        const prompt = PROMPTS[index] ?? 'my town';
        const s = story(lang, level, prompt, 300 + 100 * index, 3 + index);
        const links = storyLinks(s);
        // The tails are there to be read: well beyond the scenes' own sentences.
        expect(links.length, `${lang} ${level}`).toBeGreaterThan(12);
        expect(
          loose(s).map((l) => textOf(s, l.sentenceId)),
          `${lang} ${level} "${prompt}"`,
        ).toEqual([]);
        // Tied in more than one way: not every sentence by an order word.
        expect(new Set(links.map((l) => l.link)).size).toBeGreaterThanOrEqual(3);
      });
    },
  );

  it('goes on from a beach scene with the beach: likes what was just done, says how it is', () => {
    const s = story('fr', 'A2', 'a day at the beach in Valencia', 400, 5);
    const texts = s.content.sentences.map((sentence) => sentence.target.text);
    const photos = texts.indexOf('Après nous prenons des photos.');
    expect(photos).toBeGreaterThan(0);
    // "J'aime prendre des photos…" after "Après nous prenons des photos.", then the beach: a
    // prompt that names a place away from home keeps its story there, and its scenes never go
    // home ("Enfin nous allons à la maison.") to go on with more beach in the evening.
    expect(texts.slice(photos + 1, photos + 3).join(' ')).toMatch(
      /^J'aime prendre des photos.* La plage est /,
    );
    expect(
      texts.filter((text) => text.includes('à la maison') || text.includes('Le soir')),
    ).toEqual([]);
  });
});

function sentence(id: number, text: string, lang: Lang): AlignedSentence {
  const tokens = tokenise(text, lang);
  return { id, paragraph: 9, target: { text, tokens }, native: { text, tokens }, chunks: [] };
}

/** The story with one more statement after its last, stating `event`. */
function planted(s: Story, text: string, event: Event, lang: Lang): Story {
  const knowledge = s.knowledge;
  if (knowledge === undefined) throw new Error('an offline story has knowledge');
  const id = s.content.sentences.length + 1;
  return {
    content: { ...s.content, sentences: [...s.content.sentences, sentence(id, text, lang)] },
    knowledge: {
      ...knowledge,
      sentences: [...knowledge.sentences, { sentenceId: id, events: [event] }],
    },
  };
}

describe('the connected-story measure', () => {
  const base = story('es', 'B1', 'my hobbies and free time', 400, 3);
  const cast = base.knowledge?.cast ?? [];
  const future = (base.knowledge?.sentences ?? [])
    .flatMap((s) => s.events)
    .filter((e) => e.tense === 'future');

  it('catches a statement of another day tied to nothing, as the old tails were', () => {
    expect(loose(base)).toEqual([]);
    const danced: Event = {
      agents: cast.slice(1, 2),
      pred: { kind: 'do', activity: 'dance' },
      tense: 'future',
      negative: false,
      time: future.some((e) => e.time === 'next_summer') ? 'in_summer' : 'next_summer',
    };
    const withLoose = planted(base, 'El próximo verano Pablo bailará.', danced, 'es');
    expect(loose(withLoose).map((l) => textOf(withLoose, l.sentenceId))).toEqual([
      'El próximo verano Pablo bailará.',
    ]);
  });

  it('catches a possession said in the middle of a story', () => {
    const has: Event = {
      agents: cast.slice(0, 1),
      pred: { kind: 'have', noun: 'cat', count: 2 },
      tense: 'future',
      negative: false,
    };
    const withLoose = planted(base, 'Tendré dos gatos.', { ...has, pred: { ...has.pred } }, 'es');
    expect(loose(withLoose).map((l) => textOf(withLoose, l.sentenceId))).toEqual([
      'Tendré dos gatos.',
    ]);
  });

  it('takes the scene’s day, its places and its doings as ties', () => {
    const last = future.filter((e) => e.time !== undefined).at(-1);
    if (last?.time === undefined) throw new Error('the future section has a day');
    const sameDay: Event = {
      agents: cast.slice(2, 3),
      pred: { kind: 'do', activity: 'dance' },
      tense: 'future',
      negative: false,
      time: last.time,
    };
    expect(loose(planted(base, 'Ese día Diego bailará.', sameDay, 'es'))).toEqual([]);
  });
});
