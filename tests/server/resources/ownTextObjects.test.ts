import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ResourceContent, Token, VocabItem } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { alignedSentence } from '../../../server/adapters/generation/offline/assemble';
import { dictionary, foldForm } from '../../../server/adapters/generation/offline/dictionary';
import type { DictionaryEntry } from '../../../server/adapters/generation/offline/dictionary';
import type { SubjectRef } from '../../../server/adapters/generation/offline/frames';
import { LANGUAGE_MODULES } from '../../../server/adapters/generation/offline/languages';
import { ACTIVITIES } from '../../../server/adapters/generation/offline/lexicon';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import type { Lang, Person, Tense } from '../../../server/adapters/generation/offline/model';
import {
  complementOf,
  dictionaryPairs,
  nativeVerbParts,
  SUBJECT_PRONOUNS,
  verbsOfPair,
  verbSpanRange,
  vocabularyOf,
  withPronoun,
} from '../../../server/adapters/generation/offline/vocabulary';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import { verbPairProblem } from '../../../server/audit/checks/vocabulary';
import { contentProblem } from '../../../server/services/resources/contentRules';
import { readOwnText } from '../../../server/services/resources/ownTextVocabulary';
import { contentFromText } from '../../../server/services/resources/segmentText';

/*
 * A teacher's own text pairs a verb with its object as the generator does (issue #12): "juego al
 * fútbol" — "I play football", never "juego" — "I play"; and a verb whose activity needs its
 * object ("saco", "hago", "mache", "fais", "faccio") makes no pair when the object is not written
 * by it, since "saco" — "I take" is false as vocabulary.
 */

function own(target: Lang, native: Lang, text: string, translation?: string): ResourceContent {
  const content = contentFromText({
    name: 'x',
    target,
    native,
    resourceType: 'text',
    text,
    ...(translation === undefined ? {} : { translation }),
  });
  if (E.isLeft(content)) throw new Error(content.left.message);
  return content.right;
}

const ana = { id: 'a', name: 'Ana', sex: 'f' } as const;
const SUBJECTS: readonly { person: Person; subject: SubjectRef }[] = [
  { person: '1s', subject: { kind: 'pro', person: '1s', sex: 'f' } },
  { person: '3s', subject: { kind: 'name', who: ana } },
  { person: '1p', subject: { kind: 'pro', person: '1p', sex: 'f' } },
];
const TENSES: readonly Tense[] = ['present', 'past', 'future'];

/**
 * Activities whose verb needs its object in some language, and two that need none anywhere
 * ("marché" is also the French market: a verb after its auxiliary).
 */
const WITH_OBJECTS = [
  'walk',
  'swim',
  'play_football',
  'take_photos',
  'do_homework',
  'study_english',
  'listen_music',
  'have_breakfast',
  'ride_bike',
  'watch_film',
];

/** The generator's tokens for "<subject> <does the activity>", in one language. */
function generated(lang: Lang, activity: string, subject: SubjectRef, tense: Tense) {
  return LANGUAGE_MODULES[lang].sentence({
    kind: 'clauses',
    clauses: [{ subject, pred: { kind: 'do', activity }, tense, negative: false }],
  });
}

const verbOf = (items: readonly VocabItem[]) => items.find((item) => item.pos === 'verb');

/**
 * Whether a vocabulary pair is a translation by the dictionary: both sides forms of one entry,
 * and for a verb the same person and tense on both sides, with the activity's object on each
 * side whose language writes one (the content audit's own rules).
 */
function translates(item: VocabItem, langs: { target: Lang; native: Lang }): boolean {
  const lemma = (entry: DictionaryEntry, lang: Lang, side: string) =>
    foldForm(entry.lemma[lang]) === foldForm(side);
  return dictionaryPairs(item, langs).some((entry) => {
    if (entry.kind !== 'activity') return true;
    // A dictionary form written whole ("to walk", "jugar al fútbol") is the other's.
    if (lemma(entry, langs.target, item.target) && lemma(entry, langs.native, item.native))
      return true;
    const verbs = verbsOfPair(item, entry, langs);
    return verbs !== undefined && verbPairProblem(verbs, entry, langs) === undefined;
  });
}

describe('a verb of a teacher’s own text with its object', () => {
  it('is the generator’s own pair for a sentence the generator writes, in every language pair', () => {
    let paired = 0;
    let alike = 0;
    for (const target of OFFLINE_LANGS) {
      for (const native of OFFLINE_LANGS.filter((lang) => lang !== target)) {
        for (const activity of WITH_OBJECTS) {
          for (const { person, subject } of SUBJECTS) {
            for (const tense of TENSES) {
              const sentence = alignedSentence(
                1,
                1,
                undefined,
                generated(target, activity, subject, tense),
                generated(native, activity, subject, tense),
              );
              const generators = verbOf(vocabularyOf([sentence], { target, native }));
              const reading = readOwnText(
                own(target, native, sentence.target.text, sentence.native.text),
              );
              const mine = verbOf(reading.content.vocabulary);
              const where = `${target}→${native} ${sentence.target.text} | ${sentence.native.text}: generator ${generators?.target} → ${generators?.native}, own ${mine?.target} → ${mine?.native}`;
              expect(reading.unknownWords, where).toEqual([]);
              if (generators === undefined) continue;
              paired += 1;
              expect(mine?.target, where).toBe(generators.target);
              // The generator leaves the person out where the target form alone does not say
              // it ("pris des photos" — "took photos"); the reader reads it from the written
              // auxiliary ("J'ai pris des photos" — "I took photos"). Otherwise both are one.
              const pronoun = SUBJECT_PRONOUNS[native]?.[person];
              const named =
                pronoun !== undefined &&
                nativeVerbParts(native, generators.native).person === undefined
                  ? withPronoun(native, pronoun, generators.native)
                  : generators.native;
              expect([generators.native, named], where).toContain(mine?.native);
              if (mine?.native === generators.native) alike += 1;
            }
          }
        }
      }
    }
    expect(paired).toBeGreaterThan(1500);
    expect(alike).toBeGreaterThan(paired / 2);
  });

  it('writes the object on both sides: "juego al fútbol" — "I play football", "Fotos gemacht" — "I took photos"', () => {
    const pair = (target: Lang, native: Lang, text: string, translation?: string) =>
      verbOf(readOwnText(own(target, native, text, translation)).content.vocabulary);
    expect(pair('es', 'en', 'Los sábados juego al fútbol con mis amigos.')).toMatchObject({
      target: 'juego al fútbol',
      native: 'I play football',
    });
    expect(
      pair('es', 'en', 'Ayer sacamos fotos en la playa.', 'Yesterday we took photos on the beach.'),
    ).toMatchObject({ target: 'sacamos fotos', native: 'we took photos' });
    expect(
      pair('de', 'en', 'Ich habe gestern Fotos gemacht.', 'Yesterday I took photos.'),
    ).toMatchObject({ target: 'Fotos gemacht', native: 'I took photos' });
    expect(pair('fr', 'en', "J'étudie l'anglais.")).toMatchObject({
      target: "étudie l'anglais",
      native: 'I study English',
    });
  });

  it('keeps a verb with its object in one chunk, so no phrase to find parts them', () => {
    const { content } = readOwnText(
      own(
        'es',
        'en',
        'Los sábados juego al fútbol con mis amigos.',
        'On Saturdays I play football with my friends.',
      ),
    );
    expect(content.sentences[0]?.chunks).toContainEqual({
      target: 'juego al fútbol',
      native: 'I play football',
    });
    expect(contentProblem(content)).toBeNull();
  });
});

describe('a verb whose activity needs its object, written without it', () => {
  it('makes no pair: the generator’s sentence with the object taken out pairs no verb', () => {
    let checked = 0;
    for (const target of OFFLINE_LANGS) {
      for (const activity of ACTIVITIES) {
        const entry = dictionary().entry(`activity:${activity.id}`);
        if (entry === undefined || complementOf(entry, target) === '') continue;
        for (const { subject } of SUBJECTS) {
          for (const tense of TENSES) {
            const tokens: Token[] = generated(target, activity.id, subject, tense).flatMap(
              (seg) => seg.tokens,
            );
            const at = tokens.findIndex(
              (token) => token.pos === 'verb' && token.concept === `${activity.id}.verb`,
            );
            const range = verbSpanRange(entry, target, tokens, at);
            if (range === undefined) continue;
            const left = tokens.filter(
              (_, index) => index === at || index < range.from || index >= range.to,
            );
            const text = writeTokens(
              left.map((t, i) => (i === 0 ? { ...t, spaceBefore: false } : t)),
            );
            for (const native of OFFLINE_LANGS.filter((lang) => lang !== target)) {
              const item = verbOf(readOwnText(own(target, native, text)).content.vocabulary);
              expect(
                item,
                `${target}→${native} "${text}": ${item?.target} → ${item?.native}`,
              ).toBeUndefined();
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('leaves out "saco", "hago", "mache" and "faccio" without their object, keeps "camino" and "schwimme"', () => {
    const verbs = (target: Lang, text: string, translation?: string) =>
      readOwnText(own(target, 'en', text, translation))
        .content.vocabulary.filter((item) => item.pos === 'verb')
        .map((item) => `${item.target} → ${item.native}`);
    expect(verbs('es', 'Saco muchas fotos y hago una tarta.')).toEqual([]);
    expect(verbs('de', 'Ich mache mit Lena Fotos.', 'I take photos with Lena.')).toEqual([]);
    expect(verbs('it', 'Faccio una passeggiata.')).toEqual([]);
    expect(verbs('fr', 'Je fais un gâteau.')).toEqual([]);
    expect(verbs('es', 'Camino por el parque.')).toEqual(['Camino → I walk']);
    expect(verbs('fr', "J'ai marché au marché.")).toEqual(['marché → I walked']);
    expect(verbs('de', 'Am Samstag schwimme ich.')).toEqual(['schwimme → I swim']);
  });
});

describe('every vocabulary pair of a teacher’s own text', () => {
  /** Generated resources read back as teachers' texts, every language pair, with and without translation. */
  const RESOURCES = auditCases(40, 20261125).map(auditedResource);

  it('translates its target by the dictionary, a verb in its person and tense with its object', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const resource of RESOURCES) {
      const { target, native } = resource.case;
      if (target === native) continue;
      const langs = { target, native };
      const text = resource.content.sentences.map((s) => s.target.text).join(' ');
      const translation = resource.content.sentences.map((s) => s.native.text).join(' ');
      for (const content of [own(target, native, text, translation), own(target, native, text)]) {
        const { content: read } = readOwnText(content);
        expect(contentProblem(read)).toBeNull();
        for (const item of read.vocabulary) {
          if (!translates(item, langs))
            wrong.push(`${target}→${native} "${item.target}" → "${item.native}"`);
          checked += 1;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
});
