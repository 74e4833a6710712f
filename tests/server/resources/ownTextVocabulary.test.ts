import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ResourceContent } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { dictionary, foldForm } from '../../../server/adapters/generation/offline/dictionary';
import type { SubjectRef } from '../../../server/adapters/generation/offline/frames';
import { LANGUAGE_MODULES } from '../../../server/adapters/generation/offline/languages';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import type { Lang, Person, Tense } from '../../../server/adapters/generation/offline/model';
import {
  dictionaryPair,
  nativeVerbParts,
  SUBJECT_PRONOUNS,
} from '../../../server/adapters/generation/offline/vocabulary';
import { contentProblem } from '../../../server/services/resources/contentRules';
import { readOwnText } from '../../../server/services/resources/ownTextVocabulary';
import { contentFromText } from '../../../server/services/resources/segmentText';

/*
 * A teacher's own text read with the offline dictionary (issue #12): known content words tagged
 * and listed as vocabulary with their dictionary translation, unknown words named.
 */

function own(target: string, native: string, text: string, translation?: string): ResourceContent {
  const content = contentFromText({
    name: 'x',
    target: target as 'es',
    native: native as 'en',
    resourceType: 'text',
    text,
    ...(translation === undefined ? {} : { translation }),
  });
  if (E.isLeft(content)) throw new Error(content.left.message);
  return content.right;
}

const SPANISH =
  'Me llamo Lucía y tengo un hermano. Los fines de semana juego al fútbol en el parque con mis amigos. Ayer hizo sol y comimos helado en la playa. Mi casa es grande y bonita.';

describe('reading a teacher’s own text', () => {
  it('lists known content words with their dictionary translation, set phrases whole', () => {
    const { content } = readOwnText(own('es', 'en', SPANISH));
    const pairs = content.vocabulary.map((item) => `${item.target} → ${item.native}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'hermano → brother',
        'los fines de semana → at the weekend',
        'juego al fútbol → I play football',
        'fútbol → football',
        'comimos helado → we ate ice cream',
        'playa → beach',
        'grande → big',
      ]),
    );
    for (const item of content.vocabulary) {
      expect(dictionaryPair(item, { target: 'es', native: 'en' }), item.target).toBeDefined();
    }
    const targets = content.vocabulary.map((item) => item.target.toLocaleLowerCase());
    for (const lone of ['fin', 'semana', 'es', 'tengo', 'llamo', 'el', 'la', 'y', 'juego']) {
      expect(targets).not.toContain(lone);
    }
    expect(contentProblem(content)).toBeNull();
  });

  it('tags the words it knows with part of speech, dictionary form and entry', () => {
    const { content } = readOwnText(own('es', 'fr', SPANISH));
    const hermano = content.sentences[0]!.target.tokens.find((t) => t.text === 'hermano');
    expect(hermano).toMatchObject({ pos: 'noun', lemma: 'hermano', concept: 'noun:brother' });
    expect(content.vocabulary.find((item) => item.target === 'hermano')?.native).toBe('frère');
  });

  it('names the words it does not know, and not grammar words or known ones', () => {
    const { unknownWords, content } = readOwnText(
      own(
        'de',
        'en',
        'Am Wochenende helfe ich meiner Mutter. Unsere Wohnung ist klein, aber gemütlich.',
      ),
    );
    expect(unknownWords).toEqual(['gemütlich']);
    for (const known of [
      'Wochenende',
      'helfe',
      'ich',
      'Mutter',
      'Wohnung',
      'ist',
      'klein',
      'aber',
    ]) {
      expect(unknownWords).not.toContain(known);
    }
    expect(content.vocabulary.map((item) => item.target)).toContain('am Wochenende');
  });

  it('keeps a text in a language the dictionary lacks as it was', () => {
    const content = own('ja', 'en', '私は学生です。');
    expect(readOwnText(content)).toEqual({ content, unknownWords: [] });
  });

  it('makes no vocabulary when the native language is not one of the six', () => {
    const { content, unknownWords } = readOwnText(own('es', 'ja', SPANISH));
    expect(content.vocabulary).toEqual([]);
    expect(unknownWords).not.toContain('hermano');
  });

  it('keeps an entry as concept only where the translation has it too, and cuts no chunk beside a word it cannot place', () => {
    const { content } = readOwnText(
      own('es', 'en', 'Mi casa es grande y bonita.', 'My house is big and pretty.'),
    );
    const [sentence] = content.sentences;
    const conceptOf = (side: 'target' | 'native', word: string) =>
      sentence?.[side].tokens.find((token) => token.text === word)?.concept;
    expect(conceptOf('target', 'casa')).toBe('noun:house');
    expect(conceptOf('native', 'house')).toBe('noun:house');
    // "bonita" is the dictionary's "beautiful"; the translation says "pretty": neither keeps it.
    expect(conceptOf('target', 'bonita')).toBeUndefined();
    expect(conceptOf('native', 'pretty')).toBeUndefined();
    expect(sentence?.chunks).toEqual([
      { target: 'Mi casa', native: 'My house' },
      { target: 'es grande', native: 'is big' },
      { target: 'y bonita.', native: 'and pretty.' },
    ]);
  });

  it('reads a hyphenated phrase ("le week-end") as the one entry it is', () => {
    const { content, unknownWords } = readOwnText(
      own('fr', 'en', 'Le week-end, je joue au football.', 'At the weekend I play football.'),
    );
    expect(unknownWords).toEqual([]);
    expect(content.sentences[0]?.chunks[0]).toEqual({
      target: 'Le week-end,',
      native: 'At the weekend',
    });
  });
});

/*
 * A verb keeps its person and tense on both sides, as the generator's pairs do: the native side
 * is the native verb of the same reading, named by its pronoun where the native language writes
 * one. Sentences written by the language modules (subject, "swim", tense) are read as a
 * teacher's text with and without their translation, in every pair of the six languages.
 */
describe('verb pairs of a teacher’s own text', () => {
  const ana = { id: 'a', name: 'Ana', sex: 'f' } as const;
  const subjects: readonly { person: Person; subject: SubjectRef }[] = [
    { person: '1s', subject: { kind: 'pro', person: '1s', sex: 'f' } },
    { person: '3s', subject: { kind: 'name', who: ana } },
    { person: '1p', subject: { kind: 'pro', person: '1p', sex: 'f' } },
  ];
  const written = (lang: Lang, subject: SubjectRef, tense: Tense) =>
    writeTokens(
      LANGUAGE_MODULES[lang]
        .sentence({
          kind: 'clauses',
          clauses: [{ subject, pred: { kind: 'do', activity: 'swim' }, tense, negative: false }],
        })
        .flatMap((s) => s.tokens),
    );
  const verbItem = (content: ResourceContent) =>
    content.vocabulary.find((item) => item.pos === 'verb');
  /** Whether a native side is the native verb of this reading (with its pronoun, if written). */
  const isReading = (native: Lang, side: string, tense: Tense, person: Person) => {
    const parts = nativeVerbParts(native, side);
    const readings = dictionary().verbReadings(
      native,
      'activity:swim',
      parts.group.split(' ').at(-1) ?? '',
    );
    const group = dictionary().verbGroup(native, 'activity:swim', `${tense}:${person}`);
    const named = parts.person === undefined || parts.person === person;
    return named && readings.has(`${tense}:${person}`) && foldForm(parts.group) === group;
  };

  it('pairs each form with the native verb of its person and tense, read from the translation', () => {
    let checked = 0;
    for (const target of OFFLINE_LANGS) {
      for (const native of OFFLINE_LANGS.filter((lang) => lang !== target)) {
        for (const { person, subject } of subjects) {
          for (const tense of ['present', 'past', 'future'] as const) {
            const { content } = readOwnText(
              own(target, native, written(target, subject, tense), written(native, subject, tense)),
            );
            const item = verbItem(content);
            const where = `${target}→${native} ${person} ${tense}: ${item?.target} → ${item?.native}`;
            expect(item, where).toBeDefined();
            expect(isReading(native, item?.native ?? '', tense, person), where).toBe(true);
            if (SUBJECT_PRONOUNS[native] !== undefined)
              expect(nativeVerbParts(native, item?.native ?? '').person, where).toBe(person);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(6 * 5 * 3 * 3);
  });

  it('without a translation, pairs a form only with a verb of a reading it has', () => {
    for (const target of OFFLINE_LANGS) {
      for (const native of OFFLINE_LANGS.filter((lang) => lang !== target)) {
        for (const { person, subject } of subjects) {
          for (const tense of ['present', 'past', 'future'] as const) {
            const { content } = readOwnText(own(target, native, written(target, subject, tense)));
            const item = verbItem(content);
            if (item === undefined) continue;
            const where = `${target}→${native} ${person} ${tense}: ${item.target} → ${item.native}`;
            expect(isReading(native, item.native, tense, person), where).toBe(true);
          }
        }
      }
    }
  });

  it('says "I play football", "we played football" and "he/she plays football", never a bare "play"', () => {
    const pair = (target: string, native: string, text: string, translation?: string) =>
      readOwnText(own(target, native, text, translation)).content.vocabulary.find(
        (item) => item.pos === 'verb',
      );
    expect(pair('es', 'en', 'Juego al fútbol.')).toMatchObject({
      target: 'Juego al fútbol',
      native: 'I play football',
    });
    expect(
      pair('es', 'en', 'Ayer jugamos al fútbol.', 'Yesterday we played football.'),
    ).toMatchObject({ target: 'jugamos al fútbol', native: 'we played football' });
    expect(pair('de', 'en', 'Lena spielt Fußball.')).toMatchObject({
      target: 'spielt Fußball',
      native: 'he/she plays football',
    });
    expect(pair('fr', 'de', "J'ai nagé.")).toMatchObject({ native: 'ich bin geschwommen' });
  });
});
