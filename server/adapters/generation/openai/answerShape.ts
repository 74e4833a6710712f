import * as t from 'io-ts';
import { PARTS_OF_SPEECH } from '@/domain/resource/content';

/*
 * What the model is asked to write: a compact shape that is easy for a model to fill in and
 * that carries only what a model knows better than we do (the words, their parts of speech,
 * translations, meaning). Output tokens are the cost and the limit (a 500-word text must fit
 * a 16k-token answer), so only the target side is annotated word by word: the translation's
 * tokens are cut by ICU (segmentText.ts), as for an upload, and words are not linked across
 * languages (Token.concept), which nothing reads yet; chunks carry the alignment. Ids, offsets, spacing, speakers' order and the pairing of chunks
 * with the text are recomputed from the text when it becomes a ResourceContent (toContent.ts),
 * so a model cannot get them wrong. The JSON schema goes to the provider as structured output
 * (strict mode: every property required, no extra ones); the io-ts codec checks what comes
 * back, since a local server may ignore the schema.
 */

const bilingualSchema = {
  type: 'object',
  properties: { target: { type: 'string' }, native: { type: 'string' } },
  required: ['target', 'native'],
  additionalProperties: false,
} as const;

const posSchema = { type: 'string', enum: [...PARTS_OF_SPEECH] } as const;

const objectOf = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const arrayOf = (items: unknown) => ({ type: 'array', items });

/** The JSON schema of the answer, for `response_format: { type: 'json_schema' }`. */
export const ANSWER_JSON_SCHEMA = objectOf({
  title: bilingualSchema,
  topic: { type: 'string' },
  sentences: arrayOf(
    objectOf({
      paragraph: { type: 'integer' },
      speaker: { type: 'string' },
      target: { type: 'string' },
      native: { type: 'string' },
      targetWords: arrayOf(
        objectOf({
          text: { type: 'string' },
          pos: posSchema,
          lemma: { type: 'string' },
          wrongForms: arrayOf({ type: 'string' }),
        }),
      ),
      chunks: arrayOf(bilingualSchema),
    }),
  ),
  vocabulary: arrayOf(
    objectOf({
      target: { type: 'string' },
      native: { type: 'string' },
      pos: posSchema,
      sentence: { type: 'integer' },
    }),
  ),
  facts: arrayOf(
    objectOf({
      sentences: arrayOf({ type: 'integer' }),
      kind: { type: 'string', enum: ['stated', 'inferred'] },
      question: bilingualSchema,
      answer: bilingualSchema,
      distractors: arrayOf(bilingualSchema),
      trueStatement: bilingualSchema,
      falseStatement: bilingualSchema,
    }),
  ),
  unstated: arrayOf(bilingualSchema),
  notes: arrayOf({ type: 'string' }),
});

export const ANSWER_SCHEMA_NAME = 'parlo_resource';

// The codec is looser than the schema where a looser answer is still usable: an unknown part
// of speech becomes `other`, a missing lemma or list is empty. Only what the content cannot do
// without is required.

const Bilingual = t.type(
  { target: t.string, native: t.string },
  'a pair of target and native texts',
);
const Int = t.refinement(t.number, Number.isInteger, 'whole number');
const strings = t.array(t.string);

const TargetWord = t.intersection([
  t.type({ text: t.string }),
  t.partial({ pos: t.string, lemma: t.string, wrongForms: strings }),
]);

const Sentence = t.intersection([
  t.type({ target: t.string, native: t.string, targetWords: t.array(TargetWord) }),
  t.partial({
    paragraph: Int,
    speaker: t.string,
    chunks: t.array(Bilingual),
  }),
]);

const Vocab = t.intersection([
  t.type({ target: t.string, native: t.string }),
  t.partial({ pos: t.string, sentence: Int }),
]);

const Fact = t.intersection([
  t.type({
    sentences: t.array(Int),
    question: Bilingual,
    answer: Bilingual,
    distractors: t.array(Bilingual),
    trueStatement: Bilingual,
    falseStatement: Bilingual,
  }),
  t.partial({ kind: t.string }),
]);

export const ModelAnswer = t.intersection(
  [
    t.type({ sentences: t.array(Sentence) }),
    t.partial({
      title: Bilingual,
      topic: t.string,
      vocabulary: t.array(Vocab),
      facts: t.array(Fact),
      unstated: t.array(Bilingual),
      notes: strings,
    }),
  ],
  'the answer',
);
export type ModelAnswer = t.TypeOf<typeof ModelAnswer>;
