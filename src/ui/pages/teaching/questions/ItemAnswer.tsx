import type { QuestionType } from '@/domain/catalog/questionTypes';
import { answersFor } from '@/domain/questions/answers';
import { TRUE_FALSE_ANSWERS, type QuestionItems } from '@/domain/questions/types';
import {
  mistakeKey,
  textPieces,
  toggleMistake,
  type PanelAnswers,
} from '@/domain/teaching/questionPanels';
import { PieceBoard } from '../games/PieceBoard';
import {
  Choice,
  Native,
  Prompt,
  TRUE_FALSE_LABELS,
  TypedAnswer,
  type ItemContext,
} from './answerControls';

/** One item of one type with its answer: a union, so a switch on `type` narrows the item. */
export type ItemEntry = {
  [T in QuestionType]: {
    readonly type: T;
    readonly item: QuestionItems[T];
    readonly answer: PanelAnswers[T] | undefined;
    readonly onAnswer: (answer: PanelAnswers[T]) => void;
  };
}[QuestionType];

/** The expected answer in words, for "Show answers" and comprehension feedback. */
export function answerText(entry: ItemEntry): string {
  switch (entry.type) {
    case 'true_false_ques':
      return TRUE_FALSE_LABELS[entry.item.answer];
    case 'deliberate_errors':
      return entry.item.errors.map((error) => `${error.wrong} → ${error.right}`).join(', ');
    default:
      return answersFor(entry.type, entry.item as never).join(', ');
  }
}

/**
 * Chunks put in order on the chunk game's board (tap, keyboard or drag, a placed piece picked and
 * moved): the panel keeps the chunks picked in reading-order indices, the board the shown ones.
 */
function Chunks({
  context,
  item,
  picked,
  onAnswer,
}: {
  readonly context: ItemContext;
  readonly item: QuestionItems['chunks'];
  readonly picked: readonly number[];
  readonly onAnswer: (picked: readonly number[]) => void;
}) {
  const pieces = item.order.map((index) => item.chunks[index]?.target ?? '');
  const shown = picked.map((chunk) => item.order.indexOf(chunk)).filter((tile) => tile >= 0);
  return (
    <div className="question-chunks">
      <p className="question-prompt">Put the pieces in order.</p>
      <Native show={context.showNative} lang={context.native}>
        {item.chunks.map((chunk) => chunk.native).join(' ')}
      </Native>
      <PieceBoard
        pieces={pieces}
        placed={shown}
        onChange={(next) =>
          onAnswer(
            next.flatMap((tile) => (item.order[tile] === undefined ? [] : [item.order[tile]])),
          )
        }
        language={context.target}
        poolLabel="Pieces"
        lineLabel="Your sentence"
        // The panel announces its checks; the pieces' own moves show on the board.
        announce={() => undefined}
      />
    </div>
  );
}

function Mistakes({
  context,
  item,
  marked,
  onAnswer,
}: {
  readonly context: ItemContext;
  readonly item: QuestionItems['deliberate_errors'];
  readonly marked: readonly string[];
  readonly onAnswer: (marked: readonly string[]) => void;
}) {
  const mistakes = new Set(item.errors.map((error) => mistakeKey(error.sentenceId, error.start)));
  return (
    <div className="question-mistakes">
      <p className="question-prompt">
        Select each word that is wrong.{' '}
        <span className="question-hint">
          {item.errors.length === 1
            ? 'There is 1 mistake.'
            : `There are ${String(item.errors.length)} mistakes.`}
        </span>
      </p>
      <div
        className="question-mistakes-text"
        role="group"
        aria-label="Text with mistakes"
        lang={context.target}
      >
        {item.sentences.map((sentence) => (
          <span key={sentence.sentenceId} className="question-mistakes-sentence">
            {textPieces(sentence, item, context.target).map((piece, index) => {
              if (piece.key === undefined) return <span key={index}>{piece.text}</span>;
              const key = piece.key;
              const shown = context.revealed && mistakes.has(key);
              return (
                <button
                  key={index}
                  type="button"
                  className={`question-word${shown ? ' question-word-mistake' : ''}`}
                  aria-pressed={marked.includes(key)}
                  onClick={() => onAnswer(toggleMistake(marked, key))}
                >
                  {piece.text}
                  {shown && <span className="visually-hidden"> (a mistake)</span>}
                </button>
              );
            })}{' '}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The question and the control a pupil answers it with, for each of the twelve types. */
export function ItemAnswer({
  entry,
  context,
}: {
  readonly entry: ItemEntry;
  readonly context: ItemContext;
}) {
  switch (entry.type) {
    case 'phrase':
      return (
        <>
          <p className="question-prompt">
            Find this in the text:{' '}
            <span className="question-given" lang={context.native}>
              {entry.item.native}
            </span>
          </p>
          <TypedAnswer context={context} value={entry.answer ?? ''} onChange={entry.onAnswer} />
        </>
      );
    case 'comprehension':
    case 'open_ended_ques': {
      const question = entry.type === 'comprehension' ? entry.item.question : entry.item.prompt;
      return (
        <>
          <p className="question-prompt">
            <Prompt context={context} target={question.target} native={question.native} />
          </p>
          <TypedAnswer
            context={context}
            value={entry.answer ?? ''}
            onChange={entry.onAnswer}
            multiline={entry.type === 'open_ended_ques'}
          />
        </>
      );
    }
    case 'multi_choice_ques':
    case 'inference_questions': {
      const { item, onAnswer } = entry;
      return (
        <Choice
          context={context}
          legend={
            <Prompt context={context} target={item.question.target} native={item.question.native} />
          }
          options={item.options.map((option, index) => ({
            value: String(index),
            label: option.target,
            native: option.native,
          }))}
          value={entry.answer === undefined ? undefined : String(entry.answer)}
          correct={String(item.correctIndex)}
          onChange={(value) => onAnswer(Number(value))}
        />
      );
    }
    case 'true_false_ques': {
      const { item, onAnswer } = entry;
      return (
        <Choice
          context={context}
          legend={
            <Prompt
              context={context}
              target={item.statement.target}
              native={item.statement.native}
            />
          }
          options={TRUE_FALSE_ANSWERS.map((value) => ({ value, label: TRUE_FALSE_LABELS[value] }))}
          value={entry.answer}
          correct={item.answer}
          onChange={(value) => {
            const answer = TRUE_FALSE_ANSWERS.find((candidate) => candidate === value);
            if (answer !== undefined) onAnswer(answer);
          }}
        />
      );
    }
    case 'who_said_what': {
      const { item, onAnswer } = entry;
      return (
        <Choice
          context={context}
          legend={
            <>
              Who says:{' '}
              <Prompt
                context={context}
                target={`“${item.quote.target}”`}
                native={item.quote.native}
              />
            </>
          }
          options={item.options.map((speaker) => ({ value: speaker, label: speaker }))}
          value={entry.answer}
          correct={item.answer}
          onChange={onAnswer}
        />
      );
    }
    case 'chunks':
      return (
        <Chunks
          context={context}
          item={entry.item}
          picked={entry.answer ?? []}
          onAnswer={entry.onAnswer}
        />
      );
    case 'syllables':
      return (
        <>
          <p className="question-prompt">
            Split into syllables:{' '}
            <span className="question-given" lang={context.target}>
              {entry.item.word}
            </span>
          </p>
          <TypedAnswer
            context={context}
            value={entry.answer ?? ''}
            onChange={entry.onAnswer}
            hint="Put a hyphen between syllables."
          />
        </>
      );
    case 'vocabulary':
      return (
        <>
          <p className="question-prompt">
            Translate:{' '}
            <span className="question-given" lang={context.native}>
              {entry.item.native}
            </span>
          </p>
          <TypedAnswer context={context} value={entry.answer ?? ''} onChange={entry.onAnswer} />
        </>
      );
    case 'vocab_in_context': {
      const { item, onAnswer } = entry;
      return (
        <Choice
          context={context}
          legend={
            <>
              <span lang={context.target}>
                {item.before}
                <span className="question-gap">
                  <span aria-hidden="true">_____</span>
                  <span className="visually-hidden">gap</span>
                </span>
                {item.after}
              </span>
              <Native show={context.showNative} lang={context.native}>
                {item.native}
              </Native>
            </>
          }
          options={item.options.map((option, index) => ({ value: String(index), label: option }))}
          value={entry.answer === undefined ? undefined : String(entry.answer)}
          correct={String(item.correctIndex)}
          onChange={(value) => onAnswer(Number(value))}
        />
      );
    }
    case 'deliberate_errors':
      return (
        <Mistakes
          context={context}
          item={entry.item}
          marked={entry.answer ?? []}
          onAnswer={entry.onAnswer}
        />
      );
  }
}
