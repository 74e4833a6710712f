import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type {
  AlignedSentence,
  ResourceContent,
  SentenceText,
  Token,
} from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { editSentence, editSentences } from '@/domain/resource/editSentence';
import type { SentenceSide } from '@/domain/resource/editSentence';
import { tokenise } from '@/domain/resource/tokenize';
import { generateOffline } from '../../../server/adapters/generation/offline/offlineGenerator';
import { contentProblem } from '../../../server/services/resources/contentRules';
import { contentFromText } from '../../../server/services/resources/segmentText';
import { FIXTURES, frenchPicnic, spanishMarket } from '../questions/fixtures';

/*
 * A teacher retyping one side of one sentence: the words kept keep what is known about them,
 * chunks stay paired, and the result is content the server would store.
 */

function edited(
  content: ResourceContent,
  id: number,
  side: SentenceSide,
  text: string,
): ResourceContent {
  const result = editSentence(content, id, side, text);
  if (E.isLeft(result)) throw new Error(result.left);
  return result.right;
}

function sentenceOf(content: ResourceContent, id: number): AlignedSentence {
  const sentence = content.sentences[id - 1];
  if (sentence === undefined) throw new Error(`no sentence ${id}`);
  return sentence;
}

const texts = (side: SentenceText) => side.tokens.map((token) => token.text);
const known = (token: Token | undefined) => ({
  pos: token?.pos,
  lemma: token?.lemma,
  concept: token?.concept,
  wrongForms: token?.wrongForms,
});

describe('editSentence', () => {
  it('fixes a typo: the other words keep their part of speech, concept and wrong forms', () => {
    const before = sentenceOf(spanishMarket, 2);
    const after = sentenceOf(
      edited(spanishMarket, 2, 'target', 'El mercado está en la plaza mayor del puebo.'),
      2,
    );
    expect(texts(after.target)).toEqual([...texts(before.target).slice(0, -2), 'puebo', '.']);
    for (const index of [0, 1, 2, 3, 4, 5, 6, 7, 9])
      expect(after.target.tokens[index]).toBe(before.target.tokens[index]);
    expect(after.target.tokens[8]).toEqual({ text: 'puebo', pos: 'other', spaceBefore: true });
    expect(after.native).toBe(before.native);
    expect(after.chunks).toEqual([
      { target: 'El mercado está', native: 'The market is' },
      { target: 'en la plaza mayor', native: 'in the main square' },
      { target: 'del puebo.', native: 'of the village.' },
    ]);
    expect(after.chunks[0]).toBe(before.chunks[0]);
  });

  it('fixing the typo back gives the word back, though not what was known about it', () => {
    const typo = edited(spanishMarket, 2, 'target', 'El mercado está en la plaza mayor del puebo.');
    const fixed = sentenceOf(
      edited(typo, 2, 'target', 'El mercado está en la plaza mayor del pueblo.'),
      2,
    );
    expect(texts(fixed.target)).toEqual(texts(sentenceOf(spanishMarket, 2).target));
    expect(fixed.target.tokens[8]).toEqual({ text: 'pueblo', pos: 'other', spaceBefore: true });
  });

  it('adds a word to the chunk it is typed after, and guesses numerals by their digits', () => {
    const content = edited(
      spanishMarket,
      1,
      'target',
      'Los 2 sábados, Lucía va al mercado hoy con su abuelo.',
    );
    const sentence = sentenceOf(content, 1);
    expect(sentence.target.text).toBe('Los 2 sábados, Lucía va al mercado hoy con su abuelo.');
    expect(sentence.target.tokens.find((t) => t.text === '2')?.pos).toBe('numeral');
    expect(sentence.target.tokens.find((t) => t.text === 'hoy')).toEqual({
      text: 'hoy',
      pos: 'other',
      spaceBefore: true,
    });
    expect(known(sentence.target.tokens.find((t) => t.text === 'mercado'))).toEqual({
      pos: 'noun',
      lemma: undefined,
      concept: 'market',
      wrongForms: undefined,
    });
    expect(sentence.chunks.map((chunk) => chunk.target)).toEqual([
      'Los 2 sábados,',
      'Lucía va al mercado hoy',
      'con su abuelo.',
    ]);
    expect(contentProblem(content)).toBeNull();
  });

  it('keeps an opening mark typed at a cut with the word after it', () => {
    const content = edited(
      spanishMarket,
      1,
      'target',
      'Los sábados, ¿Lucía va al mercado con su abuelo?',
    );
    expect(sentenceOf(content, 1).chunks.map((chunk) => chunk.target)).toEqual([
      'Los sábados,',
      '¿Lucía va al mercado',
      'con su abuelo?',
    ]);
  });

  it('deletes a word', () => {
    const content = edited(
      spanishMarket,
      1,
      'target',
      'Los sábados, Lucía va al mercado con abuelo.',
    );
    const sentence = sentenceOf(content, 1);
    expect(texts(sentence.target)).not.toContain('su');
    expect(sentence.chunks.map((chunk) => chunk.target)).toEqual([
      'Los sábados,',
      'Lucía va al mercado',
      'con abuelo.',
    ]);
    expect(sentence.chunks[0]).toBe(sentenceOf(spanishMarket, 1).chunks[0]);
  });

  it('changes punctuation: marks are tokens of their own', () => {
    const content = edited(
      spanishMarket,
      1,
      'target',
      'Los sábados Lucía va al mercado con su abuelo!',
    );
    const sentence = sentenceOf(content, 1);
    expect(sentence.target.tokens.at(-1)).toEqual({
      text: '!',
      pos: 'punctuation',
      spaceBefore: false,
    });
    expect(texts(sentence.target)).not.toContain(',');
    expect(sentence.chunks.map((chunk) => chunk.target)).toEqual([
      'Los sábados',
      'Lucía va al mercado',
      'con su abuelo!',
    ]);
    expect(contentProblem(content)).toBeNull();
  });

  it('edits the translation, leaving the text and the vocabulary alone', () => {
    const content = edited(
      spanishMarket,
      3,
      'native',
      'They buy fresh fruit, bread and some cheese.',
    );
    const before = sentenceOf(spanishMarket, 3);
    const sentence = sentenceOf(content, 3);
    expect(sentence.target).toBe(before.target);
    expect(content.vocabulary).toBe(spanishMarket.vocabulary);
    expect(sentence.native.tokens.find((t) => t.text === 'cheese')?.concept).toBe('cheese');
    expect(sentence.chunks.map((chunk) => chunk.native)).toEqual([
      'They buy',
      'fresh fruit,',
      'bread and some cheese.',
    ]);
  });

  it('joins the two chunks on both sides when the edit rewrites the words around their cut', () => {
    const content = edited(
      spanishMarket,
      1,
      'target',
      'Los sábados, Lucía va a la tienda de su abuelo.',
    );
    expect(sentenceOf(content, 1).chunks).toEqual([
      { target: 'Los sábados,', native: 'On Saturdays,' },
      {
        target: 'Lucía va a la tienda de su abuelo.',
        native: 'Lucía goes to the market with her grandfather.',
      },
    ]);
    expect(contentProblem(content)).toBeNull();
  });

  it('joins a chunk the edit empties, or leaves with only a mark, to its neighbour', () => {
    const lastGone = sentenceOf(
      edited(spanishMarket, 1, 'target', 'Los sábados, Lucía va al mercado.'),
      1,
    );
    expect(lastGone.chunks).toEqual([
      { target: 'Los sábados,', native: 'On Saturdays,' },
      {
        target: 'Lucía va al mercado.',
        native: 'Lucía goes to the market with her grandfather.',
      },
    ]);
    const firstGone = sentenceOf(
      edited(spanishMarket, 1, 'target', 'Lucía va al mercado con su abuelo.'),
      1,
    );
    expect(firstGone.chunks).toEqual([
      { target: 'Lucía va al mercado', native: 'On Saturdays, Lucía goes to the market' },
      { target: 'con su abuelo.', native: 'with her grandfather.' },
    ]);
  });

  it('keeps a hand cut such as "J\'" + "apporte" where the tokeniser reads one word', () => {
    const before = sentenceOf(frenchPicnic, 3);
    const after = sentenceOf(
      edited(frenchPicnic, 3, 'target', "J'apporte des sandwichs au jambon."),
      3,
    );
    expect(texts(after.target)).toEqual(["J'", 'apporte', 'des', 'sandwichs', 'au', 'jambon', '.']);
    expect(after.target.tokens[1]).toBe(before.target.tokens[1]);
    expect(after.chunks.map((chunk) => chunk.target)).toEqual([
      "J'apporte",
      'des sandwichs au jambon.',
    ]);
  });

  it('carries what is known through a change of case, wrong forms included', () => {
    const content = edited(
      spanishMarket,
      1,
      'target',
      'los sábados, Lucía va al mercado con su abuelo.',
    );
    expect(sentenceOf(content, 1).target.tokens[0]).toEqual({
      text: 'los',
      pos: 'determiner',
      spaceBefore: false,
      wrongForms: ['las'],
    });
  });

  it('moves vocabulary no longer in the sentence to the next sentence with it, or drops it', () => {
    const moved = edited(
      spanishMarket,
      1,
      'target',
      'Los sábados, Lucía va al mercado con su abuela.',
    );
    expect(moved.vocabulary.find((item) => item.target === 'abuelo')?.sentenceId).toBe(4);
    const dropped = edited(
      spanishMarket,
      2,
      'target',
      'El mercado está en la plaza mayor del puebo.',
    );
    expect(dropped.vocabulary.map((item) => item.target)).not.toContain('pueblo');
    expect(dropped.facts).toBe(spanishMarket.facts);
    expect(contentProblem(moved)).toBeNull();
    expect(contentProblem(dropped)).toBeNull();
  });

  it('normalises spaces, and gives back the same content when nothing changed', () => {
    const text = sentenceOf(spanishMarket, 1).target.text;
    expect(editSentence(spanishMarket, 1, 'target', `  ${text.replaceAll(' ', '   ')} `)).toEqual(
      E.right(spanishMarket),
    );
    expect(E.getOrElseW(() => null)(editSentence(spanishMarket, 1, 'target', `  ${text}\n`))).toBe(
      spanishMarket,
    );
    const spaced = edited(
      spanishMarket,
      1,
      'target',
      'Los  sábados,\tLucía va al mercado con su abuelo .',
    );
    expect(sentenceOf(spaced, 1).target.text).toBe(
      'Los sábados, Lucía va al mercado con su abuelo .',
    );
    expect(contentProblem(spaced)).toBeNull();
  });

  it('refuses an empty sentence or translation, and a sentence that does not exist', () => {
    expect(editSentence(spanishMarket, 1, 'target', '   ')).toEqual(
      E.left('Sentence 1 cannot be empty: type its text.'),
    );
    expect(editSentence(spanishMarket, 1, 'native', '')).toEqual(
      E.left('The translation of sentence 1 cannot be empty: type it.'),
    );
    expect(editSentence(spanishMarket, 99, 'target', 'Hola.')).toEqual(
      E.left('Sentence 99 does not exist.'),
    );
  });

  it('keeps two sentences typed into one box as one sentence', () => {
    const content = edited(spanishMarket, 2, 'target', 'El mercado está en la plaza. Es grande.');
    expect(content.sentences).toHaveLength(spanishMarket.sentences.length);
    expect(contentProblem(content)).toBeNull();
  });

  it('gives an uploaded text without translation its first translation', () => {
    const upload = contentFromText({
      name: 'Cats',
      target: 'zh',
      native: 'en',
      resourceType: 'text',
      text: '我喜欢猫。今天天气很好。',
    });
    if (E.isLeft(upload)) throw new Error(upload.left.message);
    const content = edited(upload.right, 2, 'native', 'The weather is nice today.');
    expect(sentenceOf(content, 2).chunks).toEqual([
      { target: '今天天气很好。', native: 'The weather is nice today.' },
    ]);
    expect(contentProblem(content)).toBeNull();
  });
});

describe('editSentences', () => {
  it('applies the edits in order and stops at the first refusal', () => {
    const both = editSentences(spanishMarket, [
      { sentenceId: 1, side: 'target', text: 'Los sábados, Lucía va al mercado.' },
      { sentenceId: 1, side: 'native', text: 'On Saturdays, Lucía goes to the market.' },
    ]);
    expect(E.isRight(both) && sentenceOf(both.right, 1).chunks).toEqual([
      { target: 'Los sábados,', native: 'On Saturdays,' },
      { target: 'Lucía va al mercado.', native: 'Lucía goes to the market.' },
    ]);
    expect(
      editSentences(spanishMarket, [
        { sentenceId: 1, side: 'target', text: '' },
        { sentenceId: 2, side: 'target', text: 'Hola.' },
      ]),
    ).toEqual(E.left('Sentence 1 cannot be empty: type its text.'));
  });
});

// ——— Properties over real contents ———

function generated(
  target: 'es' | 'fr' | 'de' | 'en',
  native: 'es' | 'fr' | 'de' | 'en',
  resourceType: 'text' | 'dialogue_two_speakers',
): ResourceContent {
  const result = generateOffline({
    resourceType,
    target,
    native,
    level: { kind: 'cefr', level: 'A2' },
    wordCount: 100,
    title: 'Test',
    prompt: 'booking a table at a restaurant',
    tenses: [6],
    details: [7],
    vocabulary: [],
    seed: 3,
  });
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right.content;
}

function uploaded(): ResourceContent {
  const result = contentFromText({
    name: 'Cats',
    target: 'zh',
    native: 'en',
    resourceType: 'text',
    text: '我喜欢猫。今天天气很好，我们去公园吧！',
    translation: 'I like cats. The weather is nice today, let’s go to the park!',
  });
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
}

const CONTENTS: readonly ResourceContent[] = [
  ...FIXTURES.map(([, content]) => content),
  generated('es', 'en', 'text'),
  generated('fr', 'de', 'dialogue_two_speakers'),
  generated('en', 'es', 'text'),
  uploaded(),
];

type Change = 'insert' | 'delete' | 'replace' | 'recase';

interface RandomEdit {
  /** Index in CONTENTS, so a failing case prints short; `content` is looked up from it. */
  readonly which: number;
  readonly content: ResourceContent;
  readonly id: number;
  readonly side: SentenceSide;
  readonly changes: readonly Change[];
  readonly text: string;
}

interface Typed {
  text: string;
  spaceBefore: boolean;
}

/**
 * One change to a sentence's tokens: a word inserted where a word may start, or a token
 * deleted, replaced or written in capitals.
 */
function change(tokens: Typed[], spaced: boolean, kind: Change, at: number, word: string): void {
  const starts = tokens.flatMap((token, index) =>
    index === 0 || token.spaceBefore || !spaced ? [index] : [],
  );
  if (kind === 'insert') {
    const before = starts[at % (starts.length + 1)] ?? tokens.length;
    tokens.splice(before, 0, { text: word, spaceBefore: spaced && before > 0 });
    const next = tokens[before + 1];
    if (before === 0 && next !== undefined) next.spaceBefore = spaced;
    return;
  }
  const index = at % Math.max(tokens.length, 1);
  const token = tokens[index];
  if (token === undefined) return;
  if (kind === 'delete') tokens.splice(index, 1);
  else if (kind === 'replace') tokens.splice(index, 1, { ...token, text: word });
  else token.text = token.text.toLocaleUpperCase();
}

const SPACELESS = new Set(['zh', 'ja']);
const NEW_WORDS = ['hoy', 'zapato', 'très', 'Haus', 'really', '42', '猫', ',', '!', 'x-y', "l'eau"];

const randomEdit: fc.Arbitrary<RandomEdit> = fc
  .record({
    which: fc.nat({ max: CONTENTS.length - 1 }),
    sentence: fc.nat(),
    side: fc.constantFrom<SentenceSide>('target', 'native'),
    changes: fc.array(
      fc.record({
        kind: fc.constantFrom<Change>('insert', 'delete', 'replace', 'recase'),
        at: fc.nat(),
        word: fc.constantFrom(...NEW_WORDS),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ which, sentence, side, changes }) => {
    const content = CONTENTS[which] as ResourceContent;
    const chosen = content.sentences[sentence % content.sentences.length] as AlignedSentence;
    const spaced = !SPACELESS.has(content.language[side]);
    const tokens = chosen[side].tokens.map((token, index) => ({
      text: token.text,
      spaceBefore: index > 0 && token.spaceBefore,
    }));
    for (const { kind, at, word } of changes) change(tokens, spaced, kind, at, word);
    const text = tokens.map((token) => (token.spaceBefore ? ' ' : '') + token.text).join('');
    const edit = { which, id: chosen.id, side, changes: changes.map((c) => c.kind), text };
    // Printed without the content when a property fails.
    return Object.assign({ ...edit, content }, { [fc.toStringMethod]: () => JSON.stringify(edit) });
  });

const onlyInserts = (edit: RandomEdit) => edit.changes.every((kind) => kind === 'insert');

const withoutSpace = ({ spaceBefore: _, ...rest }: Token) => rest;

/** Whether `part`, spaces aside, occurs in order within `whole`. */
function isSubsequence(part: readonly Token[], whole: readonly Token[]): boolean {
  let next = 0;
  for (const token of whole) {
    const wanted = part[next];
    if (wanted !== undefined && isDeepStrictEqual(withoutSpace(wanted), withoutSpace(token)))
      next += 1;
  }
  return next === part.length;
}

/** Whether the tokeniser cuts this side where its tokens are cut (generated and uploaded text). */
const tokeniserCut = (side: SentenceText, language: string) =>
  texts({ text: side.text, tokens: tokenise(side.text, language as 'en') }).join('|') ===
  texts(side).join('|');

describe('editSentence on random edits of real contents', () => {
  it('gives content the server stores, with every chunk holding words on the edited side', () => {
    fc.assert(
      fc.property(randomEdit, ({ content, id, side, text }) => {
        const result = editSentence(content, id, side, text);
        if (E.isLeft(result)) {
          expect(text.trim()).toBe('');
          return;
        }
        const after = result.right;
        expect(contentProblem(after)).toBeNull();
        const sentence = sentenceOf(after, id);
        const before = sentenceOf(content, id);
        expect(writeTokens(sentence[side].tokens)).toBe(sentence[side].text);
        expect(sentence.chunks.length).toBeGreaterThan(0);
        expect(sentence.chunks.length).toBeLessThanOrEqual(before.chunks.length);
        for (const chunk of sentence.chunks) {
          expect(chunk[side].trim()).not.toBe('');
          expect(chunk.target.trim() !== '' || chunk.native.trim() !== '').toBe(true);
        }
        const other: SentenceSide = side === 'target' ? 'native' : 'target';
        expect(sentence[other]).toBe(before[other]);
        for (const [index, untouched] of content.sentences.entries())
          if (untouched.id !== id) expect(after.sentences[index]).toBe(untouched);
        expect(after.facts).toBe(content.facts);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every word, with what is known about it, and every chunk through an inserted word', () => {
    const spaced = randomEdit.filter(
      (edit) => onlyInserts(edit) && !SPACELESS.has(edit.content.language[edit.side]),
    );
    fc.assert(
      fc.property(spaced, ({ content, id, side, text }) => {
        const before = sentenceOf(content, id);
        const sentence = sentenceOf(edited(content, id, side, text), id);
        expect(sentence.chunks).toHaveLength(before.chunks.length);
        expect(isSubsequence(before[side].tokens, sentence[side].tokens)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('edited back, gives back the words of the sentence', () => {
    fc.assert(
      fc.property(randomEdit, (edit) => {
        const { content, id, side, text } = edit;
        const result = editSentence(content, id, side, text);
        if (E.isLeft(result)) return;
        const before = sentenceOf(content, id);
        const back = edited(result.right, id, side, before[side].text);
        const sentence = sentenceOf(back, id);
        expect(sentence[side].text).toBe(before[side].text);
        expect(contentProblem(back)).toBeNull();
        // A word the edit removed comes back as the tokeniser cuts it; a word kept, as it was.
        if (onlyInserts(edit) || tokeniserCut(before[side], content.language[side]))
          expect(texts(sentence[side])).toEqual(texts(before[side]));
        // With spaces between words, an inserted word taken out again leaves no trace, but for
        // a set phrase of the vocabulary ("todos los días") the word was put inside: that
        // item left the list (or moved to another sentence that has it) when the phrase was
        // split, and stays where the edit put it.
        if (onlyInserts(edit) && !SPACELESS.has(content.language[side])) {
          expect(back).toEqual({ ...content, vocabulary: result.right.vocabulary });
          const splitText = sentenceOf(result.right, id).target.text.toLocaleLowerCase();
          const kept = new Set(result.right.vocabulary.map((item) => item.target));
          for (const item of content.vocabulary.filter((entry) => !kept.has(entry.target))) {
            expect(item.target).toContain(' ');
            expect(splitText).not.toContain(item.target.toLocaleLowerCase());
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
