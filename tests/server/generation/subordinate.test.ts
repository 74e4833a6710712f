import { describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/Either';
import { writeTokens } from '@/domain/resource/content';
import type { CefrLevel } from '@/domain/catalog/levels';
import { bandDistance, estimateLevel } from '@/domain/resource/levelEstimate';
import type {
  Character,
  Clause,
  Sentence,
  SubjectRef,
} from '../../../server/adapters/generation/offline/frames';
import { LANGUAGE_MODULES } from '../../../server/adapters/generation/offline/languages';
import type { Lang, Tense } from '../../../server/adapters/generation/offline/model';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import { composeOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import { NO_SUBJECT } from '../../../server/adapters/generation/offline/world';

/*
 * Subordinate clauses (issue #12): each language's word order and mood, checked sentence by
 * sentence by hand, and what the generator states as fact when it writes them.
 */

const sister: Character = { id: 'c1', name: 'X', sex: 'f', kin: 'sister' };
const I: SubjectRef = { kind: 'pro', person: '1s', sex: 'f' };
const WE: SubjectRef = { kind: 'pro', person: '1p', sex: 'f' };
const SISTER: SubjectRef = { kind: 'kin', who: sister, noun: 'sister', named: false };

function clause(
  subject: SubjectRef,
  pred: Clause['pred'],
  tense: Tense = 'present',
  time?: string,
): Clause {
  return { subject, pred, tense, negative: false, ...(time !== undefined ? { time } : {}) };
}

const weather = (id: string, tense: Tense = 'present'): Clause =>
  clause(NO_SUBJECT, { kind: 'weather', weather: id }, tense);

function written(lang: Lang, sentence: Sentence): string {
  const tokens = LANGUAGE_MODULES[lang].sentence(sentence).flatMap((s) => s.tokens);
  return writeTokens(tokens.map((t, i) => (i === 0 ? { ...t, spaceBefore: false } : t)));
}

const BECAUSE_SUNNY: Sentence = {
  kind: 'clauses',
  clauses: [clause(I, { kind: 'go', place: 'park' }), weather('sunny')],
  subordinate: 'because',
};
const BECAUSE_RAIN_PAST: Sentence = {
  kind: 'clauses',
  clauses: [
    clause(WE, { kind: 'do', activity: 'watch_film', place: 'house' }, 'past', 'yesterday'),
    weather('rain', 'past'),
  ],
  subordinate: 'because',
};
const WHILE_SEPARABLE: Sentence = {
  kind: 'clauses',
  clauses: [
    clause(I, { kind: 'do', activity: 'read_book' }),
    clause(SISTER, { kind: 'do', activity: 'watch_tv' }),
  ],
  subordinate: 'while',
};
const WHEN_SUNNY: Sentence = {
  kind: 'clauses',
  clauses: [clause(WE, { kind: 'go', place: 'park' }), weather('sunny')],
  subordinate: 'when',
};
const BECAUSE_LIKE_FUTURE: Sentence = {
  kind: 'clauses',
  clauses: [
    clause(I, { kind: 'go', place: 'pool' }, 'future', 'tomorrow'),
    clause(I, { kind: 'like', activity: 'swim' }),
  ],
  subordinate: 'because',
};

const EXPECTED: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'I go to the park because it is sunny.',
    'Yesterday we watched a film at home because it rained.',
    'I read a book while my sister watches TV.',
    'When it is sunny, we go to the park.',
    'Tomorrow I will go to the swimming pool because I like to swim.',
  ],
  de: [
    'Ich gehe in den Park, weil es sonnig ist.',
    'Gestern haben wir zu Hause einen Film gesehen, weil es geregnet hat.',
    'Ich lese ein Buch, während meine Schwester fernsieht.',
    'Wenn es sonnig ist, gehen wir in den Park.',
    'Morgen werde ich ins Schwimmbad gehen, weil ich gern schwimme.',
  ],
  es: [
    'Voy al parque porque hace sol.',
    'Ayer vimos una película en casa porque llovió.',
    'Leo un libro mientras mi hermana ve la tele.',
    'Cuando hace sol, vamos al parque.',
    'Mañana iré a la piscina porque me gusta nadar.',
  ],
  fr: [
    "Je vais au parc parce qu'il fait beau.",
    "Hier nous avons regardé un film à la maison parce qu'il a plu.",
    'Je lis un livre pendant que ma sœur regarde la télé.',
    'Quand il fait beau, nous allons au parc.',
    "Demain j'irai à la piscine parce que j'aime nager.",
  ],
  it: [
    "Vado al parco perché c'è il sole.",
    'Ieri abbiamo guardato un film a casa perché è piovuto.',
    'Leggo un libro mentre mia sorella guarda la tv.',
    "Quando c'è il sole, andiamo al parco.",
    'Domani andrò in piscina perché mi piace nuotare.',
  ],
  pt: [
    'Vou ao parque porque está sol.',
    'Ontem vimos um filme em casa porque choveu.',
    'Leio um livro enquanto a minha irmã vê televisão.',
    'Quando está sol, vamos ao parque.',
    'Amanhã irei à piscina porque gosto de nadar.',
  ],
};

const SENTENCES = [
  BECAUSE_SUNNY,
  BECAUSE_RAIN_PAST,
  WHILE_SEPARABLE,
  WHEN_SUNNY,
  BECAUSE_LIKE_FUTURE,
];

describe('subordinate clauses, as each language writes them', () => {
  // German: verb last in the subordinate clause, a separable prefix joined to it ("fernsieht"),
  // and the main clause verb first after a fronted "wenn" clause; French elides "que".
  it.each(OFFLINE_LANGS.map((lang) => [lang] as const))('%s', (lang) => {
    const got = SENTENCES.map((s) => written(lang, s));
    expect(got).toEqual(EXPECTED[lang]);
  });

  it('gives both sides of every sentence the same concepts, so chunks align', () => {
    for (const sentence of SENTENCES) {
      const concepts = (lang: Lang) =>
        LANGUAGE_MODULES[lang]
          .sentence(sentence)
          .flatMap((s) => s.tokens)
          .flatMap((t) => (t.concept !== undefined ? [t.concept] : []));
      // What the subordinate clause says is said on every side (a pronoun may be dropped,
      // "Voy…", and "fernsehen" has no noun for "TV": the generator keeps those to one side).
      const kind = sentence.kind === 'clauses' ? sentence.subordinate : undefined;
      const meaning = [
        kind === 'when' ? 'when_habit' : (kind ?? ''),
        ...concepts('en').filter(
          (c) => c.endsWith('.verb') || c.startsWith('weather:') || c.startsWith('place:'),
        ),
      ];
      for (const lang of OFFLINE_LANGS)
        expect(concepts(lang)).toEqual(expect.arrayContaining(meaning));
    }
  });
});

const SUBORDINATING = new Set(['because', 'while', 'when_habit']);
const PROMPTS = [
  'a day at the beach in Valencia',
  'my weekend',
  'my family',
  'a trip to the mountains',
];

function compose(target: Lang, level: CefrLevel, seed: number, prompt: string, wordCount = 150) {
  const composed = composeOffline({
    resourceType: 'text',
    target,
    native: target === 'en' ? 'fr' : 'en',
    level: { kind: 'cefr', level },
    wordCount,
    title: prompt,
    prompt,
    tenses: [6],
    details: [7],
    vocabulary: [],
    seed,
  });
  if (!isRight(composed)) throw new Error(composed.left.message);
  return composed.right;
}

describe('subordinate clauses in generated texts', () => {
  it.each(OFFLINE_LANGS.map((lang) => [lang] as const))(
    '%s: a "when" clause states a habit, a "because" a fact of its time',
    (lang) => {
      let subordinate = 0;
      for (const seed of [1, 2, 3, 4, 5, 6])
        for (const level of ['B1', 'B2'] as const) {
          const { result, knowledge } = compose(
            lang,
            level,
            seed,
            PROMPTS[seed % PROMPTS.length] ?? '',
          );
          for (const sentence of result.content.sentences) {
            const concepts = sentence.target.tokens.map((t) => t.concept);
            const events =
              knowledge.sentences.find((s) => s.sentenceId === sentence.id)?.events ?? [];
            if (concepts.includes('when_habit')) {
              subordinate += 1;
              // The weather is a condition: no event, so no question may claim it as fact.
              expect(events.map((e) => e.pred.kind)).not.toContain('weather');
              expect(events).toHaveLength(1);
              expect(events[0]?.time).toBeUndefined();
            }
            if (concepts.includes('while')) {
              subordinate += 1;
              expect(events).toHaveLength(2);
              const [main, during] = events;
              expect(during?.time).toBe(main?.time);
              expect(during?.tense).toBe('present');
              expect(during?.agents.some((a) => main?.agents.some((b) => a.id === b.id))).toBe(
                false,
              );
            }
            const weather = events.find((e) => e.pred.kind === 'weather');
            if (concepts.includes('because') && weather !== undefined && events.length === 2) {
              subordinate += 1;
              // "Yesterday we went… because it rained": the reason holds of the main clause's time.
              const main = events.find((e) => e !== weather);
              expect(weather.time).toBe(main?.time);
              expect(weather.tense).toBe(main?.tense);
            }
            // The native side says the same: it carries every concept the target side does.
            const native = new Set(sentence.native.tokens.map((t) => t.concept));
            if (concepts.some((c) => c !== undefined && SUBORDINATING.has(c)))
              for (const c of concepts) if (c !== undefined) expect(native).toContain(c);
          }
        }
      expect(subordinate).toBeGreaterThan(0);
    },
  );

  it.each(OFFLINE_LANGS.map((lang) => [lang] as const))(
    '%s: an A1 text has no subordinate clause of its own',
    (lang) => {
      for (const seed of [1, 2, 3, 4]) {
        const { result } = compose(lang, 'A1', seed, PROMPTS[seed % PROMPTS.length] ?? '');
        const words = result.content.sentences.flatMap((s) =>
          s.target.tokens.map((t) => t.concept),
        );
        expect(words.filter((c) => c === 'while' || c === 'when_habit')).toEqual([]);
      }
    },
  );

  it.each(
    OFFLINE_LANGS.flatMap((lang) => (['B1', 'B2'] as const).map((level) => [lang, level] as const)),
  )('%s %s: a 50-word text still reads within one band of its level', (lang, level) => {
    for (const seed of [11, 12, 13, 14, 15, 16, 17, 18]) {
      const { result } = compose(lang, level, seed, PROMPTS[seed % PROMPTS.length] ?? '', 50);
      const estimate = estimateLevel(result.content);
      expect(
        bandDistance(estimate.cefr, level),
        `${lang} ${level} seed ${seed} → ${estimate.cefr}`,
      ).toBeLessThanOrEqual(1);
    }
  });
});
