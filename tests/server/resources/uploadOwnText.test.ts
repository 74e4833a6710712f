import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { questionTypesFor } from '@/domain/catalog/questionTypes';
import type { DerivedQuestions } from '@/domain/questions/types';
import {
  NEEDS_AI_PROVIDER,
  NEEDS_TRANSLATION,
  UNDERSTANDING_TYPES,
} from '@/domain/questions/unavailableReasons';
import {
  conceptsOf,
  isAlignedSpan,
  tokenOffsets,
  type TokenRange,
} from '@/domain/resource/alignment';
import type { AlignedSentence, ResourceContent, Token } from '@/domain/resource/content';
import { newMatching, chunkGameSentences } from '@/domain/teaching/games';
import { selectGaps } from '@/domain/teaching/gaps';
import { DerivedQuestionsResponse, type Resource } from '@/infrastructure/api/resources';
import { dictionary, foldForm } from '../../../server/adapters/generation/offline/dictionary';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import {
  complementOf,
  dictionaryPair,
} from '../../../server/adapters/generation/offline/vocabulary';
import { contentProblem } from '../../../server/services/resources/contentRules';
import type { TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { as, fakeGenerator, resourcesApp } from './support';

/*
 * Issue #12: a teacher's own text with its translation gets what the offline tools can honestly
 * make — vocabulary that is the dictionary's translation, chunks and phrases that translate each
 * other because both sides carry the same dictionary entries, gaps, syllables, games and slides —
 * and the question types that need understanding say they need an AI provider. Each claim is
 * proved against the dictionary, not against the strings the code produced.
 */

let t: TestApp;
let api: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
});
afterAll(() => t.close());

beforeEach(async () => {
  api = await as(t, await createUser(t.db, { role: 'public' }));
});

const SPANISH = {
  target: 'es',
  native: 'en',
  text: 'Me llamo Lucía y tengo un hermano. Los fines de semana juego al fútbol en el parque con mis amigos. Ayer hizo sol y comimos helado en la playa. Mi casa es grande y bonita. Mi perro se llama Max y es muy simpático.',
  translation:
    'My name is Lucía and I have a brother. At the weekend I play football in the park with my friends. Yesterday it was sunny and we ate ice cream on the beach. My house is big and pretty. My dog is called Max and he is very friendly.',
} as const;

const GERMAN = {
  target: 'de',
  native: 'en',
  text: 'Am Wochenende spiele ich mit meinem Bruder Fußball. Meine Schwester Lena hat zwei Katzen. Gestern war es sonnig und wir sind an den Strand gegangen. Unsere Wohnung ist klein, aber schön.',
  translation:
    'At the weekend I play football with my brother. My sister Lena has two cats. Yesterday it was sunny and we went to the beach. Our flat is small but nice.',
} as const;

async function upload(fields: Record<string, unknown>): Promise<Resource> {
  return api.upload({ name: 'Own text', level: { kind: 'cefr', level: 'A2' }, ...fields });
}

async function derive(resource: Resource): Promise<Omit<DerivedQuestions, 'issues'>> {
  const response = await api.call('POST', `/api/resources/${resource.id}/questions`, {
    types: questionTypesFor(resource.resourceType),
  });
  expect(response.statusCode).toBe(200);
  const decoded = DerivedQuestionsResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error(`not derived questions: ${response.body}`);
  return decoded.right.data;
}

/** The token ranges of one side that the chunks cover, in order (chunks join back to the side). */
function chunkRanges(sentence: AlignedSentence, side: 'target' | 'native'): TokenRange[] {
  const tokens = sentence[side].tokens;
  const ranges: TokenRange[] = [];
  let start = 0;
  for (const chunk of sentence.chunks) {
    const wanted = chunk[side].replace(/\s+/gu, '');
    let end = start;
    let written = '';
    while (end < tokens.length && written.length < wanted.length) {
      written += tokens[end]?.text ?? '';
      end += 1;
    }
    expect(written, `sentence ${sentence.id}: a chunk is its tokens`).toBe(wanted);
    ranges.push({ start, end });
    start = end;
  }
  expect(start).toBe(tokens.length);
  return ranges;
}

/**
 * A concept's words are the dictionary's forms of that entry on each side (or, for a name or
 * number, the same word on both): the pairing is a translation, not two equal labels.
 */
function expectConceptsTranslate(sentence: AlignedSentence, langs: { target: Lang; native: Lang }) {
  const dict = dictionary();
  const wordsOf = (tokens: readonly Token[], concept: string) =>
    tokens
      .filter((token) => token.concept === concept)
      .map((token) => token.text)
      .join(' ');
  for (const concept of conceptsOf(sentence.target.tokens)) {
    const target = wordsOf(sentence.target.tokens, concept);
    const native = wordsOf(sentence.native.tokens, concept);
    if (concept.startsWith('same:')) {
      expect(native).toBe(target);
      continue;
    }
    const entry = dict.entry(concept);
    expect(entry, concept).toBeDefined();
    const forms = (lang: Lang) => (entry?.forms[lang] ?? []).map(foldForm);
    // A multi-word entry is matched whole; an activity's verb is one of its conjugated forms,
    // written with words of its object or not ("juego al" of "juego al fútbol").
    const verb = (lang: Lang, words: string) => {
      if (entry === undefined || entry.kind !== 'activity') return foldForm(words);
      const object = new Set(foldForm(complementOf(entry, lang)).split(/\s+|(?<=')/u));
      const rest = foldForm(words)
        .split(' ')
        .filter((word) => !object.has(word));
      return rest.length === 0 ? foldForm(words) : rest.join(' ');
    };
    expect(forms(langs.target), `${concept}: "${target}"`).toContain(verb(langs.target, target));
    expect(forms(langs.native), `${concept}: "${native}"`).toContain(verb(langs.native, native));
  }
}

function expectOwnTextActivities(
  content: ResourceContent,
  derived: Omit<DerivedQuestions, 'issues'>,
) {
  const langs = content.language as { target: Lang; native: Lang };
  expect(contentProblem(content)).toBeNull();

  // Vocabulary (Key vocabulary, slides, matching game): dictionary translations of words of the text.
  expect(content.vocabulary.length).toBeGreaterThanOrEqual(6);
  for (const item of content.vocabulary) {
    expect(dictionaryPair(item, langs), `${item.target} → ${item.native}`).toBeDefined();
    const sentence = content.sentences[item.sentenceId - 1];
    expect(sentence?.target.text.toLocaleLowerCase()).toContain(item.target.toLocaleLowerCase());
  }
  expect(derived.questions.vocabulary?.length).toBe(content.vocabulary.length);

  // Chunks: each pair carries the same dictionary entries on both sides, and they translate.
  const chunked = content.sentences.filter((sentence) => sentence.chunks.length >= 2);
  expect(chunked.length).toBeGreaterThanOrEqual(3);
  for (const sentence of content.sentences) {
    // Both sides carry the same concepts, or none (the generator's symmetric rule).
    expect([...conceptsOf(sentence.native.tokens)].sort()).toEqual(
      [...conceptsOf(sentence.target.tokens)].sort(),
    );
    expectConceptsTranslate(sentence, langs);
    const target = chunkRanges(sentence, 'target');
    const native = chunkRanges(sentence, 'native');
    target.forEach((range, index) => {
      const other = native[index] ?? { start: 0, end: 0 };
      expect(
        [...conceptsOf(sentence.native.tokens.slice(other.start, other.end))].sort(),
        `sentence ${sentence.id}, chunk ${index + 1}`,
      ).toEqual([...conceptsOf(sentence.target.tokens.slice(range.start, range.end))].sort());
    });
  }
  expect(derived.questions.chunks?.length).toBe(chunked.length);
  expect(chunkGameSentences(content, 'target').length).toBe(chunked.length);

  // Find the phrase: every answer is a stretch of the text aligned with the phrase shown.
  const phrases = derived.questions.phrase ?? [];
  expect(phrases.length).toBeGreaterThanOrEqual(2);
  for (const item of phrases) {
    const sentence = content.sentences[(item.sentenceIds[0] ?? 0) - 1];
    if (sentence === undefined) throw new Error('a phrase points at no sentence');
    const at = (side: 'target' | 'native', start: number, text: string): TokenRange => {
      const offsets = tokenOffsets(sentence[side]) ?? [];
      const first = offsets.findIndex((o) => o.start === start);
      const last = offsets.findIndex((o) => o.end === start + text.length);
      expect(first, `"${text}" starts on a word`).toBeGreaterThanOrEqual(0);
      expect(last, `"${text}" ends on a word`).toBeGreaterThanOrEqual(first);
      return { start: first, end: last + 1 };
    };
    const target = at('target', item.start, item.answer);
    const native = at('native', sentence.native.text.indexOf(item.native), item.native);
    expect(isAlignedSpan(sentence, target, native), `${item.answer} = ${item.native}`).toBe(true);
  }

  // Gap-fill, syllables, vocabulary in context, the matching game.
  const gaps = selectGaps(content, 'target', { kind: 'random', count: 6 }, 7).gaps;
  expect(gaps.length).toBeGreaterThan(0);
  expect(derived.questions.syllables?.length).toBeGreaterThan(0);
  expect(derived.questions.vocab_in_context?.length).toBeGreaterThan(0);
  const matching = newMatching(content, 7);
  expect(matching.type).toBe('ok');
  if (matching.type === 'ok')
    for (const pair of matching.game.pairs)
      expect(dictionaryPair(pair, langs), `${pair.target} → ${pair.native}`).toBeDefined();

  // What needs understanding says what can give it.
  for (const type of UNDERSTANDING_TYPES) {
    expect(derived.questions[type], type).toBeUndefined();
    expect(derived.unavailable).toContainEqual({ type, reason: NEEDS_AI_PROVIDER });
  }
}

describe('a teacher’s own text with its translation (issue #12)', () => {
  it('Spanish: dictionary vocabulary, aligned chunks and phrases, the offline activities, and the AI-provider reason', async () => {
    const resource = await upload(SPANISH);
    const { content } = resource;
    expect(content.sentences[1]?.chunks).toEqual([
      { target: 'Los fines de semana', native: 'At the weekend' },
      { target: 'juego al fútbol', native: 'I play football' },
      { target: 'en el parque', native: 'in the park' },
      { target: 'con mis amigos.', native: 'with my friends.' },
    ]);
    // "simpático" is not in the dictionary: listed for the teacher, and the stretch holding it
    // ("se llama Max y es muy simpático" / "is called Max and he is very friendly") is not cut,
    // since nothing says which of its words translates which.
    expect(content.sentences[4]?.chunks).toEqual([
      { target: 'Mi perro', native: 'My dog' },
      {
        target: 'se llama Max y es muy simpático.',
        native: 'is called Max and he is very friendly.',
      },
    ]);
    expect(resource.report?.notes.join(' ')).toContain('simpático');
    // The types the text cannot give are not proposed.
    for (const type of UNDERSTANDING_TYPES) expect(resource.questionTypes).not.toContain(type);
    expect(resource.questionTypes).toEqual(
      expect.arrayContaining(['phrase', 'chunks', 'vocabulary']),
    );
    expectOwnTextActivities(content, await derive(resource));
  });

  it('German: a verb stays with its pronoun and its object, names are not unknown words, and the same proofs hold', async () => {
    const resource = await upload(GERMAN);
    const { content } = resource;
    // "spiele" — "I play" would be a false pair: its object "Fußball" closes the sentence, so
    // the verb's chunk runs to it on both sides.
    expect(content.sentences[0]?.chunks).toEqual([
      { target: 'Am Wochenende', native: 'At the weekend' },
      {
        target: 'spiele ich mit meinem Bruder Fußball.',
        native: 'I play football with my brother.',
      },
    ]);
    const note = resource.report?.notes.join(' ') ?? '';
    expect(note).toContain('sonnig');
    expect(note).not.toContain('Wohnung');
    expect(note).not.toContain('Lena');
    expectOwnTextActivities(content, await derive(resource));
  });

  it('without a translation: cut at its commas, vocabulary still made, phrases and chunks need a translation', async () => {
    const resource = await upload({
      target: 'de',
      native: 'en',
      text: GERMAN.text,
      translation: '',
    });
    const { content } = resource;
    expect(content.sentences[3]?.chunks).toEqual([
      { target: 'Unsere Wohnung ist klein,', native: '' },
      { target: 'aber schön.', native: '' },
    ]);
    expect(contentProblem(content)).toBeNull();
    expect(content.vocabulary.map((item) => `${item.target} → ${item.native}`)).toEqual(
      expect.arrayContaining(['Bruder → brother', 'Strand → beach']),
    );
    expect(resource.questionTypes).not.toContain('phrase');
    expect(resource.questionTypes).not.toContain('chunks');
    const derived = await derive(resource);
    expect(derived.unavailable).toContainEqual({ type: 'phrase', reason: NEEDS_TRANSLATION });
    expect(derived.unavailable).toContainEqual({ type: 'chunks', reason: NEEDS_TRANSLATION });
    expect(derived.questions.vocabulary?.length).toBeGreaterThan(0);
    // The chunk game plays the text's side, which its commas divide.
    expect(chunkGameSentences(content, 'target').map((s) => s.id)).toEqual([4]);
  });
});
