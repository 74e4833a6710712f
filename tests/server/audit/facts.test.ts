import { describe, expect, it } from 'vitest';
import type { Bilingual, Fact, ResourceContent } from '@/domain/resource/content';
import type { Character } from '../../../server/adapters/generation/offline/frames';
import type {
  AnswerMeaning,
  Claim,
  Event,
  FactMeaning,
} from '../../../server/adapters/generation/offline/world';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import { factsAgree } from '../../../server/audit/checks/facts';
import type { AuditedResource } from '../../../server/audit/types';
import { answersTo, truthOf } from '../../../server/audit/world';

/*
 * The comprehension-facts check must catch the wrong keys issue #12 saw on a fresh start: a
 * distractor the text also makes true ("¿Cómo es la playa?" – "limpia"), an inference
 * distractor that is also right ("à la plage"), a count that ignores the people the text names
 * ("Wie viele Schwestern hat Lena? – eins" with two sisters named).
 */

const lena: Character = { id: 'c0', name: 'Lena', sex: 'f' };
const anna: Character = { id: 'c1', name: 'Anna', sex: 'f', kin: 'sister' };
const mia: Character = { id: 'c2', name: 'Mia', sex: 'f', kin: 'sister' };
const lea: Character = { id: 'c0', name: 'Léa', sex: 'f' };

const words = (text: string): Bilingual => ({ target: text, native: text });
const event = (e: Partial<Event> & Pick<Event, 'pred'>): Event => ({
  agents: [],
  tense: 'present',
  negative: false,
  ...e,
});
const said = (e: Event): Claim => ({ kind: 'event', event: e });

/** A resource holding only the given facts (each written with its meaning) and events. */
function resource(
  sentences: readonly (readonly Event[])[],
  cast: readonly Character[],
  facts: readonly { readonly fact: Fact; readonly meaning: FactMeaning }[],
  unstated: readonly { readonly said: Bilingual; readonly claim: Claim }[] = [],
): AuditedResource {
  const content = {
    facts: facts.map((f) => f.fact),
    unstated: unstated.map((u) => u.said),
  } as unknown as ResourceContent;
  return {
    case: auditCases(1, 1)[0]!,
    content,
    questions: { questions: {}, unavailable: [], issues: [] },
    report: { topic: '', topicMatched: 'exact', unusedVocabulary: [], notes: [] },
    knowledge: {
      cast,
      sentences: sentences.map((events, index) => ({ sentenceId: index + 1, events })),
      facts: facts.map((f) => f.meaning),
      unstated: unstated.map((u) => u.claim),
    },
  };
}

function fact(
  kind: Fact['kind'],
  question: string,
  answer: [string, AnswerMeaning],
  distractors: readonly [string, AnswerMeaning][],
  meaning: Pick<FactMeaning, 'question' | 'truth' | 'falsehood'>,
): { fact: Fact; meaning: FactMeaning } {
  return {
    fact: {
      sentenceIds: [1],
      kind,
      question: words(question),
      answer: words(answer[0]),
      distractors: distractors.map(([text]) => words(text)),
      trueStatement: words('true statement'),
      falseStatement: words('false statement'),
    },
    meaning: {
      kind,
      answer: answer[1],
      distractors: distractors.map(([, m]) => m),
      ...meaning,
    },
  };
}

const beach = 'beach';
const beachSentences = [
  [event({ thing: beach, pred: { kind: 'be', adjs: ['beautiful'] } })],
  [event({ thing: beach, pred: { kind: 'be', adjs: ['clean', 'big'] } })],
];
const describeBeach = (distractors: readonly string[]) =>
  fact(
    'stated',
    '¿Cómo es la playa?',
    ['bonita', { kind: 'adjs', adjs: ['beautiful'] }],
    distractors.map((adj) => [adj, { kind: 'adjs', adjs: [adj] }]),
    {
      question: { kind: 'describe', agents: [], thing: beach, tense: 'present' },
      truth: said(event({ thing: beach, pred: { kind: 'be', adjs: ['beautiful'] } })),
      falsehood: said(event({ thing: beach, pred: { kind: 'be', adjs: ['small'] } })),
    },
  );

describe('comprehension facts check', () => {
  it('passes a fact whose distractors the text rules out', () => {
    const clean = resource(beachSentences, [], [describeBeach(['small', 'modern', 'quiet'])]);
    expect(factsAgree(clean).findings).toEqual([]);
  });

  it('catches "limpia" and "grande" offered as wrong answers when the text says both', () => {
    const planted = resource(beachSentences, [], [describeBeach(['clean', 'big', 'quiet'])]);
    const { findings } = factsAgree(planted);
    expect(findings.map((f) => f.item)).toEqual([
      'fact "¿Cómo es la playa?" → "bonita", wrong answer "clean"',
      'fact "¿Cómo es la playa?" → "bonita", wrong answer "big"',
    ]);
  });

  it('catches an inference distractor the text also makes right ("à la plage")', () => {
    const sentences = [
      [event({ agents: [lea], pred: { kind: 'go', place: 'sea' } })],
      [event({ agents: [lea], pred: { kind: 'do', activity: 'swim' } })],
      [event({ agents: [lea], pred: { kind: 'go', place: 'beach' } })],
    ];
    const where = (distractors: readonly string[]) =>
      fact(
        'inferred',
        'Où est-ce que Léa nage ?',
        ['à la mer', { kind: 'place', place: 'sea' }],
        distractors.map((place) => [`à ${place}`, { kind: 'place', place }]),
        {
          question: { kind: 'where', agents: [lea], activity: 'swim', tense: 'present' },
          truth: said(
            event({ agents: [lea], pred: { kind: 'do', activity: 'swim', place: 'sea' } }),
          ),
          falsehood: said(
            event({ agents: [lea], pred: { kind: 'do', activity: 'swim', place: 'park' } }),
          ),
        },
      );
    expect(
      factsAgree(resource(sentences, [lea], [where(['park', 'school', 'library'])])).findings,
    ).toEqual([]);
    const { findings } = factsAgree(
      resource(sentences, [lea], [where(['beach', 'school', 'library'])]),
    );
    expect(findings.map((f) => f.item)).toEqual([
      'fact "Où est-ce que Léa nage ?" → "à la mer", wrong answer "à beach"',
    ]);
  });

  it('catches "eins" for Lena’s sisters when the text names two, and counts them', () => {
    const sentences = [
      [event({ agents: [anna], pred: { kind: 'age', years: 12 } })],
      [event({ agents: [mia], pred: { kind: 'do', activity: 'swim' } })],
      [event({ agents: [lena], pred: { kind: 'have', noun: 'sister', count: 1 } })],
    ];
    const howMany = fact(
      'stated',
      'Wie viele Schwestern hat Lena?',
      ['eins', { kind: 'number', n: 1 }],
      [
        ['zwei', { kind: 'number', n: 2 }],
        ['drei', { kind: 'number', n: 3 }],
        ['vier', { kind: 'number', n: 4 }],
      ],
      {
        question: { kind: 'howMany', agents: [lena], noun: 'sister' },
        truth: said(event({ agents: [lena], pred: { kind: 'have', noun: 'sister', count: 1 } })),
        falsehood: said(
          event({ agents: [lena], pred: { kind: 'have', noun: 'sister', count: 3 } }),
        ),
      },
    );
    const world = {
      cast: [lena, anna, mia],
      events: sentences.flatMap((events, i) =>
        events.map((e) => ({ sentenceId: i + 1, event: e })),
      ),
    };
    expect([...answersTo(howMany.meaning.question, world).right]).toEqual(['number:2']);
    const problems = factsAgree(resource(sentences, [lena, anna, mia], [howMany])).findings;
    expect(problems.map((f) => f.problem)).toEqual([
      expect.stringContaining('the keyed answer is not what the text says'),
      'this wrong answer is also right, or arguably right, in the text',
      'the text does not say this',
    ]);
  });

  it('catches a false statement the text does not contradict and a "not in the text" claim it says', () => {
    const sentences = [
      [event({ agents: [lena], pred: { kind: 'do', activity: 'swim', place: 'pool' } })],
    ];
    const where = fact(
      'stated',
      'Wo schwimmt Lena?',
      ['im Schwimmbad', { kind: 'place', place: 'pool' }],
      [
        ['im Park', { kind: 'place', place: 'park' }],
        ['in der Schule', { kind: 'place', place: 'school' }],
        ['im Garten', { kind: 'place', place: 'garden' }],
      ],
      {
        question: { kind: 'where', agents: [lena], activity: 'swim', tense: 'present' },
        truth: said(sentences[0]![0]!),
        // Another activity altogether: the text neither says nor denies it.
        falsehood: said(event({ agents: [lena], pred: { kind: 'do', activity: 'dance' } })),
      },
    );
    const unstated = [
      {
        said: words('Lena schwimmt.'),
        claim: said(event({ agents: [lena], pred: { kind: 'do', activity: 'swim' } })),
      },
    ];
    const { findings } = factsAgree(resource(sentences, [lena], [where], unstated));
    expect(findings.map((f) => f.item)).toEqual([
      'false statement "false statement"',
      'not in the text "Lena schwimmt."',
    ]);
    expect(
      truthOf(where.meaning.truth, {
        cast: [lena],
        events: [{ sentenceId: 1, event: sentences[0]![0]! }],
      }),
    ).toBe('true');
  });

  it('catches an "inference" that one sentence states outright', () => {
    const sentences = [
      [event({ agents: [lea], pred: { kind: 'do', activity: 'swim', place: 'sea' } })],
    ];
    const stated = fact(
      'inferred',
      'Où est-ce que Léa nage ?',
      ['à la mer', { kind: 'place', place: 'sea' }],
      [
        ['au parc', { kind: 'place', place: 'park' }],
        ['à l’école', { kind: 'place', place: 'school' }],
        ['au jardin', { kind: 'place', place: 'garden' }],
      ],
      {
        question: { kind: 'where', agents: [lea], activity: 'swim', tense: 'present' },
        truth: said(sentences[0]![0]!),
        falsehood: said(
          event({ agents: [lea], pred: { kind: 'do', activity: 'swim', place: 'park' } }),
        ),
      },
    );
    const { findings } = factsAgree(resource(sentences, [lea], [stated]));
    expect(findings.map((f) => f.problem)).toEqual([
      'one sentence states the answer outright: it is not an inference',
    ]);
  });
});

describe('comprehension facts of generated resources', () => {
  const resources = auditCases(24, 12).map((auditCase) => auditedResource(auditCase));

  it('proves every key of the generator over seeds, languages and styles', () => {
    const checked = resources.map((r) => factsAgree(r));
    expect(checked.reduce((sum, r) => sum + r.checked, 0)).toBeGreaterThan(1000);
    expect(checked.flatMap((r) => r.findings)).toEqual([]);
  });

  it('catches a multiple-choice item keyed on a wrong answer', () => {
    const withChoice = resources.find(
      (r) => (r.questions.questions.multi_choice_ques ?? []).length > 0,
    );
    expect(withChoice).toBeDefined();
    const r = withChoice!;
    const items = r.questions.questions.multi_choice_ques ?? [];
    const shifted = {
      ...r,
      questions: {
        ...r.questions,
        questions: {
          ...r.questions.questions,
          multi_choice_ques: items.map((item) => ({
            ...item,
            correctIndex: (item.correctIndex + 1) % item.options.length,
          })),
        },
      },
    };
    // Each shifted item keys a wrong answer and leaves its right one unkeyed: two findings.
    expect(factsAgree(shifted).findings).toHaveLength(2 * items.length);
  });

  it('catches a true/false statement keyed the other way', () => {
    const withStatements = resources.find((r) =>
      (r.questions.questions.true_false_ques ?? []).some((s) => s.answer === 'true'),
    )!;
    const items = withStatements.questions.questions.true_false_ques ?? [];
    const flipped = {
      ...withStatements,
      questions: {
        ...withStatements.questions,
        questions: {
          ...withStatements.questions.questions,
          true_false_ques: items.map((item) =>
            item.answer === 'true' ? { ...item, answer: 'false' as const } : item,
          ),
        },
      },
    };
    expect(factsAgree(flipped).findings.length).toBe(
      items.filter((i) => i.answer === 'true').length,
    );
  });
});

describe('counts of relatives a teacher asked for', () => {
  // "Schwester" asked for in a family text once gave "Wie viele Schwestern hat Jonas? – eins"
  // beside two named sisters: the count now comes from the cast.
  const asked = [
    ['de', 'Schwester', "my family's flat in Berlin"],
    ['es', 'hermano', 'my family'],
    ['fr', 'sœur', 'my family'],
  ] as const;

  it.each(asked)('keys every count right in %s texts asking for "%s"', (target, word, prompt) => {
    const findings = Array.from({ length: 60 }, (_, index) => index + 1).flatMap(
      (seed) =>
        factsAgree(
          auditedResource({
            target,
            native: 'en',
            resourceType: seed % 2 === 1 ? 'text' : 'dialogue_two_speakers',
            level: { kind: 'cefr', level: 'A2' },
            prompt,
            wordCount: 200,
            vocabulary: [word],
            seed,
          }),
        ).findings,
    );
    expect(findings).toEqual([]);
  });
});
