import { QUESTION_TYPE_VALUES, type QuestionType } from '@/domain/catalog/questionTypes';
import {
  fullText,
  type AlignedSentence,
  type Bilingual,
  type PartOfSpeech,
  type ResourceContent,
  type VocabItem,
} from '@/domain/resource/content';
import { isBlankAnswer, occurrences, sameAnswer } from './findInText';
import { VOCABULARY_ADVICE } from './vocabulary';
import {
  TRUE_FALSE_ANSWERS,
  type FindThePhraseItem,
  type InferenceItem,
  type MultipleChoiceItem,
  type QuestionItems,
  type QuestionSet,
  type SpotTheMistakesItem,
  type SyllablesItem,
  type VocabInContextItem,
} from './types';

/*
 * Editing a resource's questions and vocabulary by hand (the activities page). Every edit is a
 * pure function from the old value to the new one, so the page keeps one value and an undo is
 * the old value put back.
 *
 * Edits are never refused: a teacher typing a phrase goes through states that are not yet valid
 * ("la pla" on the way to "la plaza"), and a controlled field that refused them could not be
 * typed in. An edit is applied as typed, and `itemProblems` says what is wrong with the result,
 * so the editor flags it and the page can hold back saving while `questionSetProblems` is not
 * empty.
 */

// ——— Lists ———

/** The list with the element at `index` replaced (unchanged when out of range). */
export function replaceAt<T>(list: readonly T[], index: number, value: T): readonly T[] {
  if (index < 0 || index >= list.length) return list;
  return list.map((item, i) => (i === index ? value : item));
}

/** The list without the element at `index`. */
export function removeAt<T>(list: readonly T[], index: number): readonly T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with `value` put at `index` (clamped to the list), for undoing a removal. */
export function insertAt<T>(list: readonly T[], index: number, value: T): readonly T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), value, ...list.slice(at)];
}

/** The list with the element at `from` moved to `to` (unchanged when either is out of range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const item = list[from];
  if (item === undefined || to < 0 || to >= list.length || from === to) return list;
  return insertAt(removeAt(list, from), to, item);
}

// ——— A question set ———

/** The items of one type (none when the type is absent). */
export function itemsOf<T extends QuestionType>(
  set: QuestionSet,
  type: T,
): readonly QuestionItems[T][] {
  return set[type] ?? [];
}

function withItems<T extends QuestionType>(
  set: QuestionSet,
  type: T,
  items: readonly QuestionItems[T][],
): QuestionSet {
  // TypeScript widens a generic computed key to a string index, so the pairing of key and items
  // is held by this function's signature, not checked in its body.
  return { ...set, [type]: items };
}

/** The types present in the set, in the catalogue's order (the teaching screen's order). */
export function presentTypes(set: QuestionSet): readonly QuestionType[] {
  return QUESTION_TYPE_VALUES.filter((type) => set[type] !== undefined);
}

/** Item `index` of `type` replaced by `item`. */
export function updateItem<T extends QuestionType>(
  set: QuestionSet,
  type: T,
  index: number,
  item: QuestionItems[T],
): QuestionSet {
  return withItems(set, type, replaceAt(itemsOf(set, type), index, item));
}

/**
 * Item `index` of `type` removed. The type stays in the set, even with no items left, so that
 * its section stays on the page (a free-text type can be filled again) and an undo puts the
 * item back where it was.
 */
export function removeItem<T extends QuestionType>(
  set: QuestionSet,
  type: T,
  index: number,
): QuestionSet {
  return withItems(set, type, removeAt(itemsOf(set, type), index));
}

/** `item` put back at `index` of `type`: the undo of `removeItem`. */
export function insertItem<T extends QuestionType>(
  set: QuestionSet,
  type: T,
  index: number,
  item: QuestionItems[T],
): QuestionSet {
  return withItems(set, type, insertAt(itemsOf(set, type), index, item));
}

/** Types a teacher can write new items for: free text, with no answer key tied to the text. */
export const ADDABLE_TYPES = ['comprehension', 'open_ended_ques', 'true_false_ques'] as const;
export type AddableType = (typeof ADDABLE_TYPES)[number];

export function isAddable(type: QuestionType): type is AddableType {
  return (ADDABLE_TYPES as readonly QuestionType[]).includes(type);
}

const BLANK: Bilingual = { target: '', native: '' };

/**
 * A new, empty item of a free-text type. It rests on no sentence: the teacher wrote it, not the
 * text (a true/false statement starts as "true", the most common answer to write one for).
 */
export function blankItem<T extends AddableType>(type: T): Pick<QuestionItems, AddableType>[T] {
  const blanks: Pick<QuestionItems, AddableType> = {
    comprehension: { question: BLANK, answer: BLANK, sentenceIds: [] },
    open_ended_ques: { prompt: BLANK, modelAnswer: BLANK, sentenceIds: [] },
    true_false_ques: { statement: BLANK, answer: 'true', sentenceIds: [] },
  };
  return blanks[type];
}

/** A blank item added at the end of `type`. */
export function addItem(set: QuestionSet, type: AddableType): QuestionSet {
  return withItems(set, type, [...itemsOf(set, type), blankItem(type)]);
}

// ——— Editing one item ———

function isInference(item: MultipleChoiceItem): item is InferenceItem {
  return 'answer' in item;
}

/**
 * The option at `index` made the right one. An inference item's model answer follows it, so the
 * written answer and the option to choose never disagree.
 */
export function chooseCorrectOption<I extends MultipleChoiceItem>(item: I, index: number): I {
  const option = item.options[index];
  if (option === undefined) return item;
  return isInference(item)
    ? { ...item, correctIndex: index, answer: option }
    : { ...item, correctIndex: index };
}

/** Option `index` rewritten; when it is the right one, an inference item's answer follows. */
export function editOption<I extends MultipleChoiceItem>(
  item: I,
  index: number,
  option: Bilingual,
): I {
  const options = replaceAt(item.options, index, option);
  if (isInference(item) && index === item.correctIndex) return { ...item, options, answer: option };
  return { ...item, options };
}

/** The sentence an item comes from (its first), if the content still has it. */
export function sentenceOf(
  content: ResourceContent,
  item: { readonly sentenceIds: readonly number[] },
): AlignedSentence | undefined {
  const [id] = item.sentenceIds;
  return content.sentences.find((sentence) => sentence.id === id);
}

/**
 * The phrase's answer rewritten. Where it occurs in its sentence, `start` moves to it (the
 * teaching screen highlights from there); where it does not, the answer is kept as typed and
 * `itemProblems` flags it.
 */
export function editPhraseAnswer(
  item: FindThePhraseItem,
  answer: string,
  content: ResourceContent,
): FindThePhraseItem {
  const text = sentenceOf(content, item)?.target.text ?? '';
  const [found] = occurrences(text, answer, content.language.target);
  return found === undefined ? { ...item, answer } : { ...item, answer, start: found.start };
}

/** The syllables as the teacher edits them: one string, syllables joined by hyphens. */
export function syllablesText(item: SyllablesItem): string {
  return item.syllables.join('-');
}

/** The syllables from the hyphenated string (kept as typed: `itemProblems` checks they rejoin). */
export function editSyllables(item: SyllablesItem, text: string): SyllablesItem {
  return { ...item, syllables: text.split('-') };
}

/**
 * The gapped word rewritten. The gap moves to where the word occurs in the sentence (so
 * before + answer + after is still the sentence); a word the sentence lacks is kept as typed
 * and flagged.
 */
export function editGapAnswer(
  item: VocabInContextItem,
  answer: string,
  content: ResourceContent,
): VocabInContextItem {
  const text = sentenceOf(content, item)?.target.text;
  if (text === undefined) return { ...item, answer };
  const [found] = occurrences(text, answer, content.language.target);
  if (found === undefined) return { ...item, answer };
  return {
    ...item,
    before: text.slice(0, found.start),
    answer: text.slice(found.start, found.end),
    after: text.slice(found.end),
  };
}

/** The item's sentences with mistakes laid out as the resource's text. */
function textWithMistakes(
  content: ResourceContent,
  sentences: SpotTheMistakesItem['sentences'],
): string {
  const byId = new Map(sentences.map((sentence) => [sentence.sentenceId, sentence.text]));
  return fullText(
    {
      ...content,
      sentences: content.sentences.map((sentence) => ({
        ...sentence,
        target: { ...sentence.target, text: byId.get(sentence.id) ?? sentence.target.text },
      })),
    },
    'target',
  );
}

/**
 * Mistake `index` given a new wrong form: its sentence is rewritten with it, later mistakes of
 * that sentence shift by the change of length, and the whole text follows.
 */
export function editMistake(
  item: SpotTheMistakesItem,
  index: number,
  wrong: string,
  content: ResourceContent,
): SpotTheMistakesItem {
  const error = item.errors[index];
  if (error === undefined) return item;
  const shift = wrong.length - error.wrong.length;
  const sentences = item.sentences.map((sentence) =>
    sentence.sentenceId === error.sentenceId
      ? {
          ...sentence,
          text:
            sentence.text.slice(0, error.start) +
            wrong +
            sentence.text.slice(error.start + error.wrong.length),
        }
      : sentence,
  );
  const errors = item.errors.map((other, i) => {
    if (i === index) return { ...other, wrong };
    const later = other.sentenceId === error.sentenceId && other.start > error.start;
    return later ? { ...other, start: other.start + shift } : other;
  });
  return { ...item, sentences, errors, text: textWithMistakes(content, sentences) };
}

/**
 * Mistake `index` taken out: its sentence gets the right word back, so the text keeps only the
 * mistakes still listed.
 */
export function removeMistake(
  item: SpotTheMistakesItem,
  index: number,
  content: ResourceContent,
): SpotTheMistakesItem {
  const error = item.errors[index];
  if (error === undefined) return item;
  const corrected = editMistake(item, index, error.right, content);
  const errors = removeAt(corrected.errors, index);
  return {
    ...corrected,
    errors,
    sentenceIds: [...new Set(errors.map((other) => other.sentenceId))],
  };
}

// ——— Problems ———

/** What is wrong with an item, tied to the field the teacher must fix. */
export interface ItemProblem {
  readonly type:
    | 'item/blank'
    | 'item/duplicate-option'
    | 'item/not-in-sentence'
    | 'item/correct-option'
    | 'item/syllables'
    | 'item/speaker'
    | 'item/mistake';
  /**
   * The field at fault, as the editor names its controls: `question.target`, `options.2`,
   * `errors.1`, `answer`, `syllables`…
   */
  readonly field: string;
  readonly message: string;
}

const REQUIRED = 'Write something here.';

function blank(field: string, text: string, lang: string): readonly ItemProblem[] {
  return isBlankAnswer(text, lang) ? [{ type: 'item/blank', field, message: REQUIRED }] : [];
}

function blankSide(field: string, text: string): readonly ItemProblem[] {
  return text.trim() === '' ? [{ type: 'item/blank', field, message: REQUIRED }] : [];
}

/** Options must each be written and be told apart once normalised for matching (spec §5). */
function optionProblems(options: readonly string[], lang: string): readonly ItemProblem[] {
  return options.flatMap((option, index): readonly ItemProblem[] => {
    const field = `options.${index}`;
    if (isBlankAnswer(option, lang)) return [{ type: 'item/blank', field, message: REQUIRED }];
    const repeated = options.slice(0, index).some((other) => sameAnswer(other, option, lang));
    return repeated
      ? [
          {
            type: 'item/duplicate-option',
            field,
            message: 'Two options are the same answer: pupils could not tell which is right.',
          },
        ]
      : [];
  });
}

type ProblemsOf = {
  readonly [T in QuestionType]: (
    item: QuestionItems[T],
    content: ResourceContent,
  ) => readonly ItemProblem[];
};

const NOT_IN_SENTENCE = 'This is not in the sentence: pupils could not find it.';

/** Multiple choice and inference share their checks; inference also keeps its answer in step. */
function choiceProblems(item: MultipleChoiceItem, lang: string): readonly ItemProblem[] {
  const wrongIndex =
    item.options[item.correctIndex] === undefined
      ? [
          {
            type: 'item/correct-option' as const,
            field: 'correctIndex',
            message: 'Choose the right option.',
          },
        ]
      : [];
  return [
    ...blank('question.target', item.question.target, lang),
    ...optionProblems(
      item.options.map((option) => option.target),
      lang,
    ),
    ...wrongIndex,
  ];
}

const PROBLEMS: ProblemsOf = {
  // Spec §5 matching: the pupil types the phrase as the text writes it, so it must be there.
  phrase: (item, content) => {
    const lang = content.language.target;
    const text = sentenceOf(content, item)?.target.text ?? '';
    const missing =
      !isBlankAnswer(item.answer, lang) && occurrences(text, item.answer, lang).length === 0;
    return [
      ...blankSide('native', item.native),
      ...blank('answer', item.answer, lang),
      ...(missing
        ? [{ type: 'item/not-in-sentence' as const, field: 'answer', message: NOT_IN_SENTENCE }]
        : []),
    ];
  },
  comprehension: (item, content) => [
    ...blank('question.target', item.question.target, content.language.target),
    ...blank('answer.target', item.answer.target, content.language.target),
  ],
  multi_choice_ques: (item, content) => choiceProblems(item, content.language.target),
  inference_questions: (item, content) => {
    const option = item.options[item.correctIndex];
    const outOfStep = option !== undefined && option.target !== item.answer.target;
    return [
      ...choiceProblems(item, content.language.target),
      ...(outOfStep
        ? [
            {
              type: 'item/correct-option' as const,
              field: 'correctIndex',
              message: 'The model answer must be the right option.',
            },
          ]
        : []),
    ];
  },
  true_false_ques: (item, content) => [
    ...blank('statement.target', item.statement.target, content.language.target),
    ...(TRUE_FALSE_ANSWERS.includes(item.answer)
      ? []
      : [{ type: 'item/blank' as const, field: 'answer', message: 'Choose an answer.' }]),
  ],
  open_ended_ques: (item, content) =>
    blank('prompt.target', item.prompt.target, content.language.target),
  who_said_what: (item, content) => [
    ...blank('quote.target', item.quote.target, content.language.target),
    ...(item.options.includes(item.answer)
      ? []
      : [{ type: 'item/speaker' as const, field: 'answer', message: 'Choose who says it.' }]),
  ],
  // Chunks are edited in the chunk editor, on the content; the item only shows them.
  chunks: () => [],
  syllables: (item) => {
    const whole =
      item.syllables.every((part) => part !== '') && item.syllables.join('') === item.word;
    return whole
      ? []
      : [
          {
            type: 'item/syllables',
            field: 'syllables',
            message: `The syllables must join back into “${item.word}”, with one hyphen between each.`,
          },
        ];
  },
  vocabulary: (item, content) => [
    ...blank('target', item.target, content.language.target),
    ...blank('native', item.native, content.language.native),
  ],
  vocab_in_context: (item, content) => {
    const lang = content.language.target;
    const text = sentenceOf(content, item)?.target.text;
    const answerProblems = isBlankAnswer(item.answer, lang)
      ? blank('answer', item.answer, lang)
      : text !== undefined && item.before + item.answer + item.after !== text
        ? [{ type: 'item/not-in-sentence' as const, field: 'answer', message: NOT_IN_SENTENCE }]
        : [];
    const right = item.options[item.correctIndex];
    const wrongIndex =
      right === undefined || !sameAnswer(right, item.answer, lang)
        ? [
            {
              type: 'item/correct-option' as const,
              field: 'correctIndex',
              message: 'The right option must be the gapped word.',
            },
          ]
        : [];
    return [...answerProblems, ...optionProblems(item.options, lang), ...wrongIndex];
  },
  deliberate_errors: (item, content) => {
    const lang = content.language.target;
    const texts = new Map(item.sentences.map((sentence) => [sentence.sentenceId, sentence.text]));
    const none =
      item.errors.length === 0
        ? [
            {
              type: 'item/mistake' as const,
              field: 'errors',
              message: 'Keep at least one mistake.',
            },
          ]
        : [];
    return [
      ...none,
      ...item.errors.flatMap((error, index): readonly ItemProblem[] => {
        const field = `errors.${index}`;
        if (isBlankAnswer(error.wrong, lang))
          return [{ type: 'item/blank', field, message: REQUIRED }];
        if (sameAnswer(error.wrong, error.right, lang)) {
          return [
            {
              type: 'item/mistake',
              field,
              message: `“${error.wrong}” is not a mistake: it is the right word.`,
            },
          ];
        }
        const text = texts.get(error.sentenceId) ?? '';
        return text.slice(error.start, error.start + error.wrong.length) === error.wrong
          ? []
          : [{ type: 'item/mistake', field, message: NOT_IN_SENTENCE }];
      }),
    ];
  },
};

/** What is wrong with one item; empty when it can be saved. */
export function itemProblems<T extends QuestionType>(
  type: T,
  item: QuestionItems[T],
  content: ResourceContent,
): readonly ItemProblem[] {
  const problems: (item: QuestionItems[T], content: ResourceContent) => readonly ItemProblem[] =
    PROBLEMS[type];
  return problems(item, content);
}

/** Every problem of the set, by type and item: what the page checks before saving. */
export function questionSetProblems(
  set: QuestionSet,
  content: ResourceContent,
): readonly {
  readonly type: QuestionType;
  readonly index: number;
  readonly problem: ItemProblem;
}[] {
  return presentTypes(set).flatMap((type) =>
    itemsOf(set, type).flatMap((item, index) =>
      itemProblems(type, item, content).map((problem) => ({ type, index, problem })),
    ),
  );
}

// ——— Vocabulary list ———

/** Spec §9 "Vocabulary advice 20-25": the range a lesson's vocabulary list does best in. */
export const VOCABULARY_ADVICE_RANGE = { min: 20, max: 25 } as const;

/**
 * Advice (never an error) when the list is outside 20–25 items. Over 25 it is the spec's own
 * words; under 20 we say the same range from the other side.
 */
export function vocabularyAdvice(count: number): string | undefined {
  if (count > VOCABULARY_ADVICE_RANGE.max) return VOCABULARY_ADVICE;
  if (count < VOCABULARY_ADVICE_RANGE.min) {
    return `The list has ${count} ${count === 1 ? 'item' : 'items'}: 20-25 items is a good number for a lesson.`;
  }
  return undefined;
}

/** The content with its vocabulary list replaced. */
export function withVocabulary(
  content: ResourceContent,
  vocabulary: readonly VocabItem[],
): ResourceContent {
  return { ...content, vocabulary };
}

/**
 * A new, empty vocabulary row. It points at the first sentence until the teacher's word is
 * found in the text; a noun is the commonest entry of a list.
 */
export function blankVocabItem(content: ResourceContent): VocabItem {
  const pos: PartOfSpeech = 'noun';
  return { target: '', native: '', pos, sentenceId: content.sentences[0]?.id ?? 1 };
}

/**
 * A vocabulary row rewritten. Its sentence follows the target word to the first sentence that
 * has it, so the vocabulary-in-context gap is made where the word really is.
 */
export function editVocabItem(
  content: ResourceContent,
  index: number,
  item: VocabItem,
): ResourceContent {
  const lang = content.language.target;
  const found = content.sentences.find(
    (sentence) => occurrences(sentence.target.text, item.target, lang).length > 0,
  );
  const next = found === undefined ? item : { ...item, sentenceId: found.id };
  return withVocabulary(content, replaceAt(content.vocabulary, index, next));
}
