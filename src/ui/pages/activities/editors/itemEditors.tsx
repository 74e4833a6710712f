import type { ReactNode } from 'react';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import {
  chooseCorrectOption,
  editGapAnswer,
  editMistake,
  editOption,
  editPhraseAnswer,
  editSyllables,
  removeMistake,
  replaceAt,
  sentenceOf,
  syllablesText,
  type ItemProblem,
} from '@/domain/questions/editing';
import { occurrences } from '@/domain/questions/findInText';
import {
  TRUE_FALSE_ANSWERS,
  type ComprehensionItem,
  type FindThePhraseItem,
  type InferenceItem,
  type KeyVocabularyItem,
  type MultipleChoiceItem,
  type OpenEndedItem,
  type QuestionItems,
  type SentenceChunksItem,
  type SpotTheMistakesItem,
  type SyllablesItem,
  type TrueFalseAnswer,
  type TrueFalseItem,
  type VocabInContextItem,
  type WhoSaidWhatItem,
} from '@/domain/questions/types';
import {
  PARTS_OF_SPEECH,
  type Bilingual,
  type PartOfSpeech,
  type ResourceContent,
} from '@/domain/resource/content';
import { EditorButton, FieldError, SelectControl, TextControl } from './controls';

/*
 * One editor per question type, each for one item. They hold nothing: every change goes out as
 * the new item, made by the domain's editing functions where the item has a rule to keep
 * (inference answer = right option, a phrase's place in its sentence, syllables, mistakes).
 */

export interface ItemEditorProps<I> {
  readonly item: I;
  /** 1-based, as the teacher counts. */
  readonly number: number;
  /** Unique on the page: the ids of the item's controls start with it. */
  readonly idPrefix: string;
  readonly content: ResourceContent;
  readonly problems: readonly ItemProblem[];
  readonly onChange: (next: I) => void;
}

/** What the teacher calls one item of each type, in the names of its controls. */
export const ITEM_NOUNS: Readonly<Record<QuestionType, string>> = {
  phrase: 'Phrase',
  comprehension: 'Question',
  multi_choice_ques: 'Question',
  inference_questions: 'Question',
  true_false_ques: 'Statement',
  open_ended_ques: 'Prompt',
  who_said_what: 'Line',
  chunks: 'Sentence',
  syllables: 'Word',
  vocabulary: 'Word',
  vocab_in_context: 'Gap',
  deliberate_errors: 'Text',
};

function errorFor(problems: readonly ItemProblem[], field: string): string | undefined {
  return problems.find((problem) => problem.field === field)?.message;
}

/** A text in both languages: two fields named "<name>, target language" and "…, native language". */
function BilingualControls({
  id,
  name,
  field,
  value,
  onChange,
  problems,
  content,
  multiline = false,
}: {
  readonly id: string;
  readonly name: string;
  /** The item's field this text is, as problems name it (`question`, `options.2`…). */
  readonly field: string;
  readonly value: Bilingual;
  readonly onChange: (next: Bilingual) => void;
  readonly problems: readonly ItemProblem[];
  readonly content: ResourceContent;
  readonly multiline?: boolean;
}) {
  return (
    <div className="editor-pair">
      <TextControl
        id={`${id}-target`}
        name={`${name}, target language`}
        label="Target language"
        lang={content.language.target}
        value={value.target}
        multiline={multiline}
        error={errorFor(problems, `${field}.target`) ?? errorFor(problems, field)}
        onChange={(target) => onChange({ ...value, target })}
      />
      <TextControl
        id={`${id}-native`}
        name={`${name}, native language`}
        label="Native language"
        lang={content.language.native}
        value={value.native}
        multiline={multiline}
        error={errorFor(problems, `${field}.native`)}
        onChange={(native) => onChange({ ...value, native })}
      />
    </div>
  );
}

/** The sentence an item comes from, shown for reference (what the teacher checks against). */
function SourceSentence({
  content,
  item,
  highlight,
}: {
  readonly content: ResourceContent;
  readonly item: { readonly sentenceIds: readonly number[] };
  readonly highlight?: string;
}) {
  const sentence = sentenceOf(content, item);
  if (sentence === undefined) return null;
  const text = sentence.target.text;
  const [span] =
    highlight === undefined ? [] : occurrences(text, highlight, content.language.target);
  return (
    <p className="editor-source" lang={content.language.target}>
      <span className="editor-source-label">Sentence {sentence.id}: </span>
      {span === undefined ? (
        text
      ) : (
        <>
          {text.slice(0, span.start)}
          <mark>{text.slice(span.start, span.end)}</mark>
          {text.slice(span.end)}
        </>
      )}
    </p>
  );
}

function PhraseEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<FindThePhraseItem>) {
  const name = `Phrase ${number}`;
  return (
    <>
      <TextControl
        id={`${idPrefix}-native`}
        name={`${name}, native language`}
        label="Shown to pupils (native language)"
        lang={content.language.native}
        value={item.native}
        error={errorFor(problems, 'native')}
        onChange={(native) => onChange({ ...item, native })}
      />
      <TextControl
        id={`${idPrefix}-answer`}
        name={`${name}, answer in the text`}
        label="Answer, as written in the sentence"
        lang={content.language.target}
        value={item.answer}
        error={errorFor(problems, 'answer')}
        onChange={(answer) => onChange(editPhraseAnswer(item, answer, content))}
      />
      <SourceSentence content={content} item={item} highlight={item.answer} />
    </>
  );
}

function ComprehensionEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<ComprehensionItem>) {
  return (
    <>
      <BilingualControls
        id={`${idPrefix}-question`}
        name={`Question ${number}`}
        field="question"
        value={item.question}
        content={content}
        problems={problems}
        multiline
        onChange={(question) => onChange({ ...item, question })}
      />
      <BilingualControls
        id={`${idPrefix}-answer`}
        name={`Question ${number}, answer`}
        field="answer"
        value={item.answer}
        content={content}
        problems={problems}
        multiline
        onChange={(answer) => onChange({ ...item, answer })}
      />
    </>
  );
}

/** The options of a choice, each with its radio: choosing one makes it the right answer. */
function ChoiceOptions<I extends MultipleChoiceItem>({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<I>) {
  const error = errorFor(problems, 'correctIndex');
  return (
    <fieldset
      className="editor-options"
      aria-describedby={error === undefined ? undefined : `${idPrefix}-correct-error`}
    >
      <legend>Options (choose the right one)</legend>
      <ol>
        {item.options.map((option, index) => {
          const name = `Question ${number}, option ${index + 1}`;
          return (
            <li key={index} className="editor-option">
              <input
                type="radio"
                id={`${idPrefix}-correct-${index}`}
                name={`${idPrefix}-correct`}
                aria-label={`${name} is the right answer`}
                checked={item.correctIndex === index}
                onChange={() => onChange(chooseCorrectOption(item, index))}
              />
              <BilingualControls
                id={`${idPrefix}-option-${index}`}
                name={name}
                field={`options.${index}`}
                value={option}
                content={content}
                problems={problems}
                onChange={(next) => onChange(editOption(item, index, next))}
              />
            </li>
          );
        })}
      </ol>
      <FieldError id={`${idPrefix}-correct`} error={error} />
    </fieldset>
  );
}

function MultipleChoiceEditor<I extends MultipleChoiceItem>(props: ItemEditorProps<I>) {
  const { item, number, idPrefix, content, problems, onChange } = props;
  return (
    <>
      <BilingualControls
        id={`${idPrefix}-question`}
        name={`Question ${number}`}
        field="question"
        value={item.question}
        content={content}
        problems={problems}
        multiline
        onChange={(question) => onChange({ ...item, question })}
      />
      <ChoiceOptions {...props} />
    </>
  );
}

function InferenceEditor(props: ItemEditorProps<InferenceItem>) {
  return (
    <>
      <MultipleChoiceEditor {...props} />
      <p className="editor-hint">
        Model answer (the right option):{' '}
        <span lang={props.content.language.target}>{props.item.answer.target}</span>
      </p>
    </>
  );
}

const TRUE_FALSE_LABELS: Readonly<Record<TrueFalseAnswer, string>> = {
  true: 'True',
  false: 'False',
  not_in_text: 'Not in the text',
};

function TrueFalseEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<TrueFalseItem>) {
  return (
    <>
      <BilingualControls
        id={`${idPrefix}-statement`}
        name={`Statement ${number}`}
        field="statement"
        value={item.statement}
        content={content}
        problems={problems}
        multiline
        onChange={(statement) => onChange({ ...item, statement })}
      />
      <SelectControl
        id={`${idPrefix}-answer`}
        name={`Statement ${number}, answer`}
        label="Answer"
        value={item.answer}
        options={TRUE_FALSE_ANSWERS.map((value) => ({ value, label: TRUE_FALSE_LABELS[value] }))}
        error={errorFor(problems, 'answer')}
        onChange={(answer) => {
          const chosen = TRUE_FALSE_ANSWERS.find((value) => value === answer);
          if (chosen !== undefined) onChange({ ...item, answer: chosen });
        }}
      />
    </>
  );
}

function OpenEndedEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<OpenEndedItem>) {
  return (
    <>
      <BilingualControls
        id={`${idPrefix}-prompt`}
        name={`Prompt ${number}`}
        field="prompt"
        value={item.prompt}
        content={content}
        problems={problems}
        multiline
        onChange={(prompt) => onChange({ ...item, prompt })}
      />
      <BilingualControls
        id={`${idPrefix}-model`}
        name={`Prompt ${number}, model answer`}
        field="modelAnswer"
        value={item.modelAnswer}
        content={content}
        problems={problems}
        multiline
        onChange={(modelAnswer) => onChange({ ...item, modelAnswer })}
      />
    </>
  );
}

function WhoSaidWhatEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<WhoSaidWhatItem>) {
  // An answer that is no longer a speaker is offered too, so the select shows what is stored.
  const speakers = item.options.includes(item.answer)
    ? item.options
    : [item.answer, ...item.options];
  return (
    <>
      <blockquote className="editor-quote">
        <p lang={content.language.target}>{item.quote.target}</p>
        <p lang={content.language.native} className="editor-hint">
          {item.quote.native}
        </p>
      </blockquote>
      <SelectControl
        id={`${idPrefix}-speaker`}
        name={`Line ${number}, speaker`}
        label="Said by"
        value={item.answer}
        options={speakers.map((speaker) => ({
          value: speaker,
          label: speaker === '' ? '—' : speaker,
        }))}
        error={errorFor(problems, 'answer')}
        onChange={(answer) => onChange({ ...item, answer })}
      />
    </>
  );
}

function ChunksItemEditor({ item, content }: ItemEditorProps<SentenceChunksItem>) {
  return (
    <>
      <table className="editor-chunk-table">
        <thead>
          <tr>
            <th scope="col">Target language</th>
            <th scope="col">Native language</th>
          </tr>
        </thead>
        <tbody>
          {item.chunks.map((chunk, index) => (
            <tr key={index}>
              <td lang={content.language.target}>{chunk.target}</td>
              <td lang={content.language.native}>{chunk.native}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="editor-hint">Chunks are cut and paired in the chunk editor.</p>
    </>
  );
}

function SyllablesEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<SyllablesItem>) {
  return (
    <TextControl
      id={`${idPrefix}-syllables`}
      name={`Word ${number}, syllables`}
      label={`Syllables of “${item.word}”`}
      hint="Put a hyphen between syllables, for example ca-sa."
      lang={content.language.target}
      value={syllablesText(item)}
      error={errorFor(problems, 'syllables')}
      onChange={(text) => onChange(editSyllables(item, text))}
    />
  );
}

/** Parts of speech as a teacher reads them ("proper_noun" → "proper noun"). */
export const POS_OPTIONS = PARTS_OF_SPEECH.map((pos) => ({
  value: pos,
  label: pos.replace('_', ' '),
}));

export function toPartOfSpeech(value: string): PartOfSpeech | undefined {
  return PARTS_OF_SPEECH.find((pos) => pos === value);
}

function VocabularyEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<KeyVocabularyItem>) {
  return (
    <div className="editor-pair editor-pair-3">
      <TextControl
        id={`${idPrefix}-target`}
        name={`Word ${number}, target language`}
        label="Target language"
        lang={content.language.target}
        value={item.target}
        error={errorFor(problems, 'target')}
        onChange={(target) => onChange({ ...item, target })}
      />
      <TextControl
        id={`${idPrefix}-native`}
        name={`Word ${number}, native language`}
        label="Native language"
        lang={content.language.native}
        value={item.native}
        error={errorFor(problems, 'native')}
        onChange={(native) => onChange({ ...item, native })}
      />
      <SelectControl
        id={`${idPrefix}-pos`}
        name={`Word ${number}, part of speech`}
        label="Part of speech"
        value={item.pos}
        options={POS_OPTIONS}
        onChange={(value) => {
          const pos = toPartOfSpeech(value);
          if (pos !== undefined) onChange({ ...item, pos });
        }}
      />
    </div>
  );
}

function VocabInContextEditor({
  item,
  number,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<VocabInContextItem>) {
  const name = `Gap ${number}`;
  const correctError = errorFor(problems, 'correctIndex');
  return (
    <>
      <p className="editor-source" lang={content.language.target}>
        {item.before}
        <span className="editor-gap" aria-hidden="true">
          ____
        </span>
        <span className="visually-hidden"> (gap) </span>
        {item.after}
      </p>
      <p className="editor-hint" lang={content.language.native}>
        {item.native}
      </p>
      <TextControl
        id={`${idPrefix}-answer`}
        name={`${name}, answer`}
        label="Gapped word, as written in the sentence"
        lang={content.language.target}
        value={item.answer}
        error={errorFor(problems, 'answer')}
        onChange={(answer) => onChange(editGapAnswer(item, answer, content))}
      />
      <fieldset
        className="editor-options"
        aria-describedby={correctError === undefined ? undefined : `${idPrefix}-correct-error`}
      >
        <legend>Words to choose from (choose the right one)</legend>
        <ol>
          {item.options.map((option, index) => (
            <li key={index} className="editor-option">
              <input
                type="radio"
                id={`${idPrefix}-correct-${index}`}
                name={`${idPrefix}-correct`}
                aria-label={`${name}, option ${index + 1} is the right answer`}
                checked={item.correctIndex === index}
                onChange={() => onChange({ ...item, correctIndex: index })}
              />
              <TextControl
                id={`${idPrefix}-option-${index}`}
                name={`${name}, option ${index + 1}`}
                label={`Option ${index + 1}`}
                lang={content.language.target}
                value={option}
                error={errorFor(problems, `options.${index}`)}
                onChange={(next) =>
                  onChange({ ...item, options: replaceAt(item.options, index, next) })
                }
              />
            </li>
          ))}
        </ol>
        <FieldError id={`${idPrefix}-correct`} error={correctError} />
      </fieldset>
    </>
  );
}

function SpotTheMistakesEditor({
  item,
  idPrefix,
  content,
  problems,
  onChange,
}: ItemEditorProps<SpotTheMistakesItem>) {
  return (
    <>
      <p className="editor-source editor-mistakes-text" lang={content.language.target}>
        {item.text}
      </p>
      <ol className="editor-mistakes">
        {item.errors.map((error, index) => {
          const name = `Mistake ${index + 1}`;
          return (
            <li key={`${error.sentenceId}-${error.tokenIndex}`} className="editor-mistake">
              <TextControl
                id={`${idPrefix}-mistake-${index}`}
                name={`${name}, wrong form`}
                label={`Wrong form (sentence ${error.sentenceId})`}
                lang={content.language.target}
                value={error.wrong}
                error={errorFor(problems, `errors.${index}`)}
                onChange={(wrong) => onChange(editMistake(item, index, wrong, content))}
              />
              <p className="editor-right">
                <span aria-hidden="true">→ </span>
                <span className="visually-hidden">Correction: </span>
                <span lang={content.language.target}>{error.right}</span>
              </p>
              <EditorButton
                label={`Remove mistake ${index + 1}`}
                disabled={item.errors.length === 1}
                onClick={() => onChange(removeMistake(item, index, content))}
              >
                Remove
              </EditorButton>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${idPrefix}-errors`} error={errorFor(problems, 'errors')} />
    </>
  );
}

/** The editor of each type's items. */
export const ITEM_EDITORS: {
  readonly [T in QuestionType]: (props: ItemEditorProps<QuestionItems[T]>) => ReactNode;
} = {
  phrase: PhraseEditor,
  comprehension: ComprehensionEditor,
  multi_choice_ques: MultipleChoiceEditor,
  inference_questions: InferenceEditor,
  true_false_ques: TrueFalseEditor,
  open_ended_ques: OpenEndedEditor,
  who_said_what: WhoSaidWhatEditor,
  chunks: ChunksItemEditor,
  syllables: SyllablesEditor,
  vocabulary: VocabularyEditor,
  vocab_in_context: VocabInContextEditor,
  deliberate_errors: SpotTheMistakesEditor,
};
