import { describe, expect, it } from 'vitest';
import { auditedResource } from '../../../server/audit/audit';
import { coherence } from '../../../server/audit/checks/coherence';
import type { AuditCase, AuditedResource } from '../../../server/audit/types';
import type { Event } from '../../../server/adapters/generation/offline/world';
import type { AlignedSentence } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';

/*
 * The coherence check must catch what the issue saw: snow at the beach in summer, skiing at the
 * beach, one-word sentences, a B2 text that reads as A1, the prompt's city dropped. Each case
 * plants one of them in a real generated resource and expects the check to name it.
 */

const BEACH: AuditCase = {
  target: 'es',
  native: 'en',
  resourceType: 'text',
  level: { kind: 'cefr', level: 'A2' },
  prompt: 'a day at the beach in Valencia',
  wordCount: 150,
  vocabulary: [],
  seed: 11,
};

const resource = auditedResource(BEACH);

function sentence(id: number, text: string): AlignedSentence {
  const tokens = tokenise(text, 'es');
  return {
    id,
    paragraph: 0,
    target: { text, tokens },
    native: { text, tokens },
    chunks: [{ target: text, native: text }],
  };
}

/** The resource with one more sentence at the end stating `events`. */
function planted(
  text: string,
  events: readonly Event[],
  base: AuditedResource = resource,
): AuditedResource {
  const id = base.content.sentences.length + 1;
  const knowledge = base.knowledge;
  if (knowledge === undefined) throw new Error('an offline resource has knowledge');
  return {
    ...base,
    content: {
      ...base.content,
      sentences: [...base.content.sentences, sentence(id, text)],
    },
    knowledge: { ...knowledge, sentences: [...knowledge.sentences, { sentenceId: id, events }] },
  };
}

const problems = (r: AuditedResource) =>
  coherence(r)
    .findings.map((f) => f.problem)
    .join(' | ');

describe('the coherence check', () => {
  it('passes the generator’s own beach text in Valencia', () => {
    expect(resource.knowledge?.setting?.places).toContain('beach');
    expect(coherence(resource).findings).toEqual([]);
    expect(coherence(resource).checked).toBeGreaterThan(resource.content.sentences.length);
  });

  it('catches snow at the beach, and snow said of the summer', () => {
    const snow: Event = {
      agents: [],
      pred: { kind: 'weather', weather: 'snow' },
      tense: 'present',
      negative: false,
      time: 'in_summer',
    };
    expect(problems(planted('En verano nieva mucho.', [snow]))).toMatch(/does not fit the season/);
  });

  it('catches two weathers of the same time that contradict each other', () => {
    const hot: Event = {
      agents: [],
      pred: { kind: 'weather', weather: 'hot' },
      tense: 'past',
      negative: false,
    };
    const cold: Event = { ...hot, pred: { kind: 'weather', weather: 'cold' } };
    const twice = planted('Ayer hizo calor.', [hot]);
    const both = {
      ...twice,
      content: {
        ...twice.content,
        sentences: [
          ...twice.content.sentences,
          sentence(twice.content.sentences.length + 1, 'Ayer hizo frío.'),
        ],
      },
      knowledge: {
        ...twice.knowledge!,
        sentences: [
          ...twice.knowledge!.sentences,
          { sentenceId: twice.content.sentences.length + 1, events: [cold] },
        ],
      },
    };
    expect(problems(both)).toMatch(/says the opposite/);
  });

  it('catches skiing at the beach', () => {
    const cast = resource.knowledge?.cast ?? [];
    const ski: Event = {
      agents: cast.slice(1, 2),
      pred: { kind: 'do', activity: 'ski' },
      tense: 'present',
      negative: false,
    };
    expect(problems(planted('Los sábados Pablo esquía.', [ski]))).toMatch(/away from the prompt/);
  });

  it('catches a one-word sentence and a two-word statement', () => {
    const walk: Event = {
      agents: (resource.knowledge?.cast ?? []).slice(0, 1),
      pred: { kind: 'do', activity: 'walk' },
      tense: 'future',
      negative: false,
    };
    expect(problems(planted('Caminaré.', [walk]))).toMatch(/too short/);
    expect(problems(planted('Lucía camina.', [walk]))).toMatch(/too short/);
  });

  it('catches a text whose level is two bands from the level asked', () => {
    const asB2: AuditedResource = {
      ...resource,
      case: { ...BEACH, level: { kind: 'cefr', level: 'C1' } },
    };
    expect(problems(asB2)).toMatch(/the text reads as/);
  });

  it('catches the prompt’s city missing from the text', () => {
    const withoutCity: AuditedResource = {
      ...resource,
      content: {
        ...resource.content,
        sentences: resource.content.sentences.filter((s) => !s.target.text.includes('Valencia')),
      },
    };
    expect(resource.content.sentences.some((s) => s.target.text.includes('Valencia'))).toBe(true);
    expect(problems(withoutCity)).toMatch(/names this city/);
  });
});

/*
 * One connected story (issue #12, second part): the three prompts in several languages
 * pass, and each kind of incoherence planted in them is found.
 */
const FLAT: AuditCase = {
  target: 'de',
  native: 'en',
  resourceType: 'text',
  level: { kind: 'school', country: 'England', code: 10 },
  prompt: "my family's flat in Berlin",
  wordCount: 150,
  vocabulary: [],
  seed: 11,
};
const PARIS: AuditCase = {
  target: 'fr',
  native: 'en',
  resourceType: 'text',
  level: { kind: 'cefr', level: 'B1' },
  prompt: 'plan a weekend trip to Paris by train: tickets, hotel, museums',
  wordCount: 200,
  vocabulary: [],
  seed: 5,
};

const flat = auditedResource(FLAT);
const paris = auditedResource(PARIS);

function eventsOf(r: AuditedResource): Event[] {
  return (r.knowledge?.sentences ?? []).flatMap((s) => s.events);
}

const cityOf = (e: Event) =>
  e.pred.kind === 'go' || e.pred.kind === 'do' ? e.pred.place : undefined;

describe('the coherence check reads a text as one story', () => {
  it.each(['es', 'fr', 'de', 'it', 'pt', 'en'] as const)(
    'passes the issue’s three prompts written in %s',
    (target) => {
      const native = target === 'en' ? 'es' : 'en';
      for (const base of [BEACH, FLAT, PARIS]) {
        for (const seed of [1, 2, 3]) {
          const r = auditedResource({ ...base, target, native, seed });
          expect(coherence(r).findings, `${target} ${base.prompt} ${seed}`).toEqual([]);
        }
      }
    },
  );

  it('makes Berlin the narrator’s home: they live there and never travel to it', () => {
    const events = eventsOf(flat);
    expect(
      events.some(
        (e) => e.pred.kind === 'do' && e.pred.activity === 'live' && cityOf(e) === 'city_berlin',
      ),
    ).toBe(true);
    expect(events.some((e) => e.pred.kind === 'go' && e.pred.place === 'city_berlin')).toBe(false);
    expect(flat.content.sentences.map((s) => s.target.text)).toContain('Ich wohne in Berlin.');
  });

  it('tells the Paris trip in scenes: travel once a tense, steps in order, the hotel at night once', () => {
    const events = eventsOf(paris);
    const trips = events.filter((e) => e.pred.kind === 'go' && e.pred.place === 'city_paris');
    expect(trips.length).toBeGreaterThan(0);
    expect(new Set(trips.map((e) => e.tense)).size).toBe(trips.length);
    const text = paris.content.sentences.map((s) => s.target.text).join(' ');
    // B1 joins the journey to the first step: "…à Paris et ensuite nous allons au musée."
    expect(text).toMatch(/à Paris et ensuite nous/);
    expect(text).toMatch(/Après nous/);
    expect(text).toMatch(/(la nuit je dors|enfin nous)/i);
    expect(
      events.filter((e) => e.pred.kind === 'do' && e.pred.activity === 'sleep').length,
    ).toBeLessThanOrEqual(1);
  });

  it('catches the same person doing the same thing twice in a tense', () => {
    const cast = flat.knowledge?.cast ?? [];
    const cook: Event = {
      agents: cast.slice(1, 2),
      pred: { kind: 'do', activity: 'cook_soup' },
      tense: 'past',
      negative: false,
    };
    const once = planted('Sophie hat Suppe gekocht.', [cook], flat);
    expect(problems(once)).not.toMatch(/already does this/);
    expect(problems(planted('Gestern hat Sophie Suppe gekocht.', [cook], once))).toMatch(
      /already does this in the same tense/,
    );
  });

  it('catches sleeping said twice', () => {
    const sleep: Event = {
      agents: (paris.knowledge?.cast ?? []).slice(0, 1),
      pred: { kind: 'do', activity: 'sleep', place: 'hotel' },
      tense: 'future',
      negative: false,
    };
    const twice = planted(
      'La nuit je dormirai à l’hôtel.',
      [{ ...sleep, tense: 'past' }],
      planted('Je dormirai à l’hôtel.', [sleep], paris),
    );
    expect(problems(twice)).toMatch(/sleeps more than once/);
  });

  it('catches the same time phrase opening three sentences in a row', () => {
    const timed = flat.content.sentences.find((s) =>
      s.target.tokens[0]?.concept?.startsWith('time:'),
    );
    if (timed === undefined) throw new Error('the text has a sentence opening with a time');
    const n = flat.content.sentences.length;
    const copies = [1, 2, 3].map((k) => ({ ...timed, id: n + k }));
    const repeated: AuditedResource = {
      ...flat,
      content: { ...flat.content, sentences: [...flat.content.sentences, ...copies] },
    };
    expect(problems(flat)).not.toMatch(/same time phrase/);
    expect(problems(repeated)).toMatch(/three sentences in a row say the same time phrase/);
  });

  it('catches travel to the city the prompt makes the narrator’s home', () => {
    const go: Event = {
      agents: (flat.knowledge?.cast ?? []).slice(0, 1),
      pred: { kind: 'go', place: 'city_berlin' },
      tense: 'present',
      negative: false,
      time: 'every_day',
    };
    expect(problems(planted('Jeden Tag fahre ich nach Berlin.', [go], flat))).toMatch(
      /narrator’s home/,
    );
  });

  it('catches a visit told as a habit, and a second journey in the same tense', () => {
    const go: Event = {
      agents: (resource.knowledge?.cast ?? []).slice(0, 1),
      pred: { kind: 'go', place: 'city_valencia' },
      tense: 'present',
      negative: false,
      time: 'every_day',
    };
    expect(problems(planted('Todos los días voy a Valencia.', [go]))).toMatch(/told as a habit/);
    const trips = eventsOf(resource).filter(
      (e) => e.pred.kind === 'go' && e.pred.place === 'city_valencia',
    );
    const again = trips[0];
    if (again === undefined) throw new Error('the beach text goes to Valencia');
    expect(problems(planted('Voy a Valencia otra vez.', [again]))).toMatch(
      /same city twice in a tense/,
    );
  });

  it('catches the beach in Berlin, and leaves it where the city is on the sea', () => {
    const beach: Event = {
      agents: (flat.knowledge?.cast ?? []).slice(0, 1),
      pred: { kind: 'go', place: 'beach' },
      tense: 'future',
      negative: false,
      time: 'tomorrow',
    };
    expect(eventsOf(flat).some((e) => cityOf(e) === 'beach' || e.thing === 'beach')).toBe(false);
    expect(problems(planted('Morgen werde ich an den Strand fahren.', [beach], flat))).toMatch(
      /inland city and speaks of the beach/,
    );
    expect(problems(resource)).not.toMatch(/inland city/);
  });

  it('catches a narrator far younger than a Year 10 class', () => {
    const narrator = (flat.knowledge?.cast ?? []).slice(0, 1);
    const young: Event = {
      agents: narrator,
      pred: { kind: 'age', years: 11 },
      tense: 'present',
      negative: false,
    };
    const ages = eventsOf(flat).filter(
      (e) => e.pred.kind === 'age' && e.agents[0]?.id === narrator[0]?.id,
    );
    for (const age of ages)
      expect(age.pred.kind === 'age' && age.pred.years >= 14 && age.pred.years <= 16).toBe(true);
    expect(problems(planted('Ich bin elf Jahre alt.', [young], flat))).toMatch(
      /the narrator is 11, and the audience is 14–16/,
    );
  });
});
