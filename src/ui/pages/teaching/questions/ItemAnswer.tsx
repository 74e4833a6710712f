import { useRef } from 'react';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import { answersFor } from '@/domain/questions/answers';
import { TRUE_FALSE_ANSWERS, type QuestionItems } from '@/domain/questions/types';
import {
  mistakeKey,
  pickChunk,
  textPieces,
  toggleMistake,
  undoChunk,
  type PanelAnswers,
} from '@/domain/teaching/questionPanels';
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
  const group = useRef<HTMLDivElement>(null);
  const focusSoon = (find: (group: HTMLDivElement) => HTMLElement | null | undefined) =>
    // After React has applied the answer, so the buttons are enabled or disabled already.
    queueMicrotask(() => {
      if (group.current) find(group.current)?.focus();
    });
  const pick = (chunk: number) => {
    onAnswer(pickChunk(picked, chunk));
    // A picked chunk's button is disabled, which would drop the focus: move it to the next
    // chunk left, or to Undo once the sentence is complete, so the keyboard keeps its place.
    focusSoon(
      (root) =>
        root.querySelector<HTMLElement>('button.question-chunk:not(:disabled)') ??
        root.querySelector<HTMLElement>('.question-undo'),
    );
  };
  const undo = () => {
    const last = picked.at(-1);
    onAnswer(undoChunk(picked));
    // Undo disables itself when nothing is left to undo: the piece taken back gets the focus.
    if (last !== undefined && picked.length === 1) {
      focusSoon((root) => root.querySelector<HTMLElement>(`[data-chunk="${String(last)}"]`));
    }
  };
  return (
    <div className="question-chunks" ref={group}>
      <p className="question-prompt">Put the pieces in order.</p>
      <Native show={context.showNative} lang={context.native}>
        {item.chunks.map((chunk) => chunk.native).join(' ')}
      </Native>
      <p className="question-rebuilt">
        <span className="question-rebuilt-label">Your sentence: </span>
        <span lang={context.target}>
          {picked.length === 0
            ? '—'
            : picked.map((index) => item.chunks[index]?.target ?? '').join(' ')}
        </span>
      </p>
      <div className="question-chunk-list" role="group" aria-label="Pieces">
        {item.order.map((index) => {
          const chunk = item.chunks[index];
          if (chunk === undefined) return null;
          return (
            <button
              key={index}
              type="button"
              className="question-chunk"
              data-chunk={index}
              lang={context.target}
              disabled={picked.includes(index)}
              onClick={() => pick(index)}
            >
              {chunk.target}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className="button button-quiet question-undo"
        disabled={picked.length === 0}
        onClick={undo}
      >
        Undo last piece
      </button>
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
