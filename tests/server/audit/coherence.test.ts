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
function planted(text: string, events: readonly Event[]): AuditedResource {
  const id = resource.content.sentences.length + 1;
  const knowledge = resource.knowledge;
  if (knowledge === undefined) throw new Error('an offline resource has knowledge');
  return {
    ...resource,
    content: {
      ...resource.content,
      sentences: [...resource.content.sentences, sentence(id, text)],
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
