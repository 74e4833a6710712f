import { describe, expect, it } from 'vitest';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import { vocabularyPairs } from '../../../server/audit/checks/vocabulary';
import type { AuditedResource } from '../../../server/audit/types';
import {
  complementOf,
  dictionaryPairs,
  verbsOfPair,
} from '../../../server/adapters/generation/offline/vocabulary';

/*
 * The vocabulary check must pass the generator's list and catch the pairs issue #12 saw: a word
 * paired with whatever sat opposite it ("llamo → is") and half of a set phrase ("fin → weekend").
 */

const resource = auditedResource({
  target: 'es',
  native: 'en',
  resourceType: 'text',
  level: { kind: 'cefr', level: 'A2' },
  prompt: 'a day at the beach in Valencia',
  wordCount: 150,
  vocabulary: [],
  seed: 7,
});

function withVocabulary(
  base: AuditedResource,
  item: { target: string; native: string; sentenceId: number },
): AuditedResource {
  return {
    ...base,
    content: { ...base.content, vocabulary: [{ ...item, pos: 'verb' }] },
    questions: { ...base.questions, questions: { ...base.questions.questions, vocabulary: [] } },
  };
}

function sentenceWith(base: AuditedResource, word: string): number {
  const found = base.content.sentences.find((s) =>
    s.target.tokens.some((t) => t.text.toLocaleLowerCase() === word),
  );
  if (found === undefined) throw new Error(`no sentence with "${word}"`);
  return found.id;
}

describe('vocabulary pairs check', () => {
  it('passes the generator’s own list and Key vocabulary', () => {
    expect(resource.content.vocabulary.length).toBeGreaterThan(5);
    expect(vocabularyPairs(resource).findings).toEqual([]);
  });

  it('passes every resource of a small sample', () => {
    for (const auditCase of auditCases(30, 99)) {
      expect(vocabularyPairs(auditedResource(auditCase)).findings).toEqual([]);
    }
  });

  it('catches "llamo → is"', () => {
    const planted = withVocabulary(resource, {
      target: 'llamo',
      native: 'is',
      sentenceId: sentenceWith(resource, 'llamo'),
    });
    expect(vocabularyPairs(planted).findings.map((f) => f.problem)).toEqual([
      'the two sides are not a dictionary translation',
    ]);
  });

  it('catches "fin → weekend", half of a set phrase', () => {
    const base = auditedResource({
      ...resource.case,
      prompt: 'my hobbies and free time',
      seed: 3,
    });
    const sentenceId = base.content.sentences.find((s) =>
      /fin(es)? de semana/u.test(s.target.text),
    )?.id;
    expect(sentenceId).toBeDefined();
    const planted = withVocabulary(base, {
      target: 'fin',
      native: 'weekend',
      sentenceId: sentenceId!,
    });
    expect(vocabularyPairs(planted).findings).toHaveLength(1);
  });

  it('catches a right pair pointed at a sentence that does not use it', () => {
    const item = resource.content.vocabulary.find((v) => v.pos === 'noun')!;
    const other = resource.content.sentences.find(
      (s) => !s.target.text.toLocaleLowerCase().includes(item.target.toLocaleLowerCase()),
    )!;
    const planted = withVocabulary(resource, { ...item, sentenceId: other.id });
    expect(vocabularyPairs(planted).findings.map((f) => f.problem)).toEqual([
      'its sentence does not use this word',
    ]);
  });

  it('catches a wrong Key vocabulary question even when the list is right', () => {
    const questions = resource.questions.questions.vocabulary ?? [];
    expect(questions.length).toBeGreaterThan(0);
    const planted = {
      ...resource,
      questions: {
        ...resource.questions,
        questions: {
          ...resource.questions.questions,
          vocabulary: questions.map((q, i) => (i === 0 ? { ...q, native: 'is' } : q)),
        },
      },
    };
    expect(vocabularyPairs(planted).findings).toHaveLength(1);
  });

  it('catches a list longer than the sizing rule', () => {
    const item = resource.content.vocabulary[0]!;
    const long = {
      ...resource,
      content: { ...resource.content, vocabulary: Array.from({ length: 30 }, () => item) },
      questions: {
        ...resource.questions,
        questions: { ...resource.questions.questions, vocabulary: [] },
      },
    };
    expect(vocabularyPairs(long).findings.map((f) => f.problem)).toEqual([
      expect.stringContaining('longer than'),
    ]);
  });
});

describe('vocabulary pairs check, lost list', () => {
  it('catches a generated resource whose vocabulary list is empty', () => {
    const emptied = {
      ...resource,
      content: { ...resource.content, vocabulary: [] },
      questions: {
        ...resource.questions,
        questions: { ...resource.questions.questions, vocabulary: [] },
      },
    };
    expect(vocabularyPairs(emptied).findings.map((f) => f.problem)).toEqual([
      'the generated text has no vocabulary list',
    ]);
  });
});

/*
 * Issue #12, second part: a verb keeps its inflection on both sides. The generator writes the
 * native verb of the same person and tense ("saco → I take"); a bare or infinitive native side
 * ("saco → take", "sehe → regarder") or the wrong person ("saco → he/she takes") is caught.
 */
describe('vocabulary pairs check, verbs keep person and tense', () => {
  /** A sentence of a generated text whose target side has this word, searched over seeds. */
  function resourceWith(
    target: 'es' | 'de',
    native: 'en' | 'fr',
    word: string,
    /** Words the sentence must write together ("sehe einen Film", not "sehe fern"). */
    phrase = word,
  ): { base: AuditedResource; sentenceId: number } {
    for (let seed = 1; seed < 400; seed += 1) {
      const base = auditedResource({
        target,
        native,
        resourceType: 'text',
        level: { kind: 'cefr', level: 'A2' },
        prompt: target === 'es' ? 'a day at the beach in Valencia' : 'my hobbies and free time',
        wordCount: 250,
        vocabulary: [],
        seed,
      });
      const sentence = base.content.sentences.find(
        (s) =>
          s.target.tokens.some((t) => t.pos === 'verb' && t.text.toLocaleLowerCase() === word) &&
          s.target.text.toLocaleLowerCase().includes(phrase.toLocaleLowerCase()),
      );
      if (sentence !== undefined) return { base, sentenceId: sentence.id };
    }
    throw new Error(`no generated text writes "${word}"`);
  }

  it('writes Spanish verbs with an English side that names the person', () => {
    const pairs = auditCases(180, 5)
      .filter((auditCase) => auditCase.target === 'es' && auditCase.native === 'en')
      .map((auditCase) => auditedResource(auditCase))
      // Weather expressions ("hace sol") are set phrases, not one verb.
      .flatMap((r) =>
        r.content.vocabulary.filter((v) => v.pos === 'verb' && !v.target.includes(' ')),
      );
    expect(pairs.length).toBeGreaterThan(3);
    // A Spanish finite verb is one person: its English side names it ("saco → I take"); an
    // infinitive stays one ("caminar → to walk"). A bare "take" would say neither.
    for (const pair of pairs) {
      if (pair.target.endsWith('r')) expect(pair.native).toMatch(/^to /u);
      else expect(pair.native).toMatch(/^(I|you|he\/she|we|they) /u);
    }
  });

  it('passes "saco fotos → I take photos" and catches "saco fotos → take photos", "→ he/she takes photos"', () => {
    const { base, sentenceId } = resourceWith('es', 'en', 'saco');
    const check = (native: string) =>
      vocabularyPairs(
        withVocabulary(base, { target: 'saco fotos', native, sentenceId }),
      ).findings.map((f) => f.problem);
    expect(check('I take photos')).toEqual([]);
    expect(check('take photos')).toEqual([
      'the native verb does not say which person the target form is',
    ]);
    expect(check('he/she takes photos')).toEqual([
      'the two sides are not the same person and tense',
    ]);
    expect(check('I took photos')).toEqual(['the two sides are not the same person and tense']);
    expect(check('to take photos')).toEqual(['an inflected verb is paired with an infinitive']);
  });

  it('catches "sehe einen Film → regarder un film" and passes "→ je regarde un film"', () => {
    const { base, sentenceId } = resourceWith('de', 'fr', 'sehe', 'sehe einen Film');
    const target = 'sehe einen Film';
    const comp = 'un film';
    const check = (native: string) =>
      vocabularyPairs(withVocabulary(base, { target, native, sentenceId })).findings.map(
        (f) => f.problem,
      );
    expect(check(`je regarde ${comp}`)).toEqual([]);
    // Without the film, "sehe" is only "I see": the object is part of the pair.
    expect(check('je regarde')).toEqual(['the two sides are not a dictionary translation']);
    expect(check(`regarder ${comp}`)).toEqual(['an inflected verb is paired with an infinitive']);
    expect(check(`il/elle regarde ${comp}`)).toEqual([
      'the native pronoun is not the person of the target form',
    ]);
  });
});

/*
 * Issue #12, second part: a verb keeps its object. "sacar" alone is "to take out", "machen"
 * "to make": an activity's verb pair carries the complement on each side whose language writes
 * one ("saco fotos" — "I take photos", "desayuno" — "I have breakfast").
 */
describe('vocabulary pairs check, verbs keep their object', () => {
  it('catches "saco → I take": the verb paired without its photos', () => {
    const base = auditedResource({
      target: 'es',
      native: 'en',
      resourceType: 'text',
      level: { kind: 'cefr', level: 'A2' },
      prompt: 'a day at the beach in Valencia',
      wordCount: 250,
      vocabulary: ['sacar fotos'],
      seed: 3,
    });
    const sentence = base.content.sentences.find((s) =>
      s.target.tokens.some((t) => t.concept === 'take_photos.verb'),
    );
    expect(sentence).toBeDefined();
    const verb = sentence?.target.tokens.find((t) => t.concept === 'take_photos.verb')?.text ?? '';
    const mine = base.content.vocabulary.find(
      (v) => v.sentenceId === sentence?.id && v.pos === 'verb' && v.target.includes(verb),
    );
    const bare = vocabularyPairs(
      withVocabulary(base, {
        target: verb,
        native: (mine?.native ?? '').replace(/ photos$/u, ''),
        sentenceId: sentence?.id ?? -1,
      }),
    ).findings.map((f) => f.problem);
    expect(mine?.native).toMatch(/ photos$/u);
    expect(bare).toEqual([
      'the verb is paired without the object the activity needs ("sacar" — "to take")',
    ]);
  });

  it('writes every verb pair of the six languages with the object its activity needs', () => {
    const langs = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
    let withObject = 0;
    for (const target of langs) {
      for (const seed of [1, 2]) {
        const native = langs[(langs.indexOf(target) + seed) % langs.length] ?? 'en';
        const r = auditedResource({
          target,
          native,
          resourceType: 'text',
          level: { kind: 'cefr', level: 'A2' },
          prompt: 'a day at the beach in Valencia',
          wordCount: 250,
          vocabulary: [],
          seed,
        });
        for (const item of r.content.vocabulary) {
          const entry = dictionaryPairs(item, { target, native }).find(
            (e) => e.kind === 'activity',
          );
          if (entry === undefined) continue;
          const label = `${target}→${native} ${item.target} → ${item.native}`;
          expect(verbsOfPair(item, entry, { target, native }), label).toBeDefined();
          const comp = complementOf(entry, native);
          if (comp !== '') {
            expect(item.native.toLocaleLowerCase(), label).toContain(comp.toLocaleLowerCase());
            withObject += 1;
          }
        }
      }
    }
    expect(withObject).toBeGreaterThan(6);
  });
});
