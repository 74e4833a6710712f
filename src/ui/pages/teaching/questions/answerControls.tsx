import { useId, type ReactNode, type Ref } from 'react';
import type { TrueFalseAnswer } from '@/domain/questions/types';
import './questions.css';

/*
 * The controls a pupil answers an item with, shared by the teaching screen's question panels
 * (src/ui/pages/teaching/questions/ItemAnswer.tsx) and the pupil's homework tasks
 * (src/ui/pages/pupil/task/): a typed answer, a choice of options, a prompt with its optional
 * translation. They hold no answer of their own: the value comes in, every change goes out.
 */

export interface ItemContext {
  /** 1-based, for labels ("Answer to question 3"). */
  readonly number: number;
  readonly revealed: boolean;
  readonly showNative: boolean;
  /** Language codes, for `lang` attributes (pronunciation of screen readers, fonts). */
  readonly target: string;
  readonly native: string;
  /** Enter in a text box checks the item, as the Check button does. */
  readonly onSubmit: () => void;
}

export const TRUE_FALSE_LABELS: Readonly<Record<TrueFalseAnswer, string>> = {
  true: 'True',
  false: 'False',
  not_in_text: 'Not in the text',
};

/** A translation shown beside the target text; `lang` left out when the page does not know it. */
export function Native({
  show,
  lang,
  children,
}: {
  show: boolean;
  lang: string | undefined;
  children: string;
}) {
  if (!show) return null;
  return (
    <span className="question-native" lang={lang}>
      {children}
    </span>
  );
}

export function TypedAnswer({
  context,
  value,
  onChange,
  multiline = false,
  hint,
  label = 'Your answer',
  name,
  disabled = false,
  inputRef,
  onFocus,
}: {
  readonly context: ItemContext;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly multiline?: boolean;
  readonly hint?: string;
  /** The visible label; "Your answer" unless told. */
  readonly label?: string;
  /** The accessible name; "Your answer to question n" unless told. */
  readonly name?: string;
  readonly disabled?: boolean;
  /** The text box, for a special-character keyboard that types into it. */
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onFocus?: () => void;
}) {
  const id = useId();
  const common = {
    id,
    value,
    lang: context.target,
    dir: 'auto',
    autoComplete: 'off',
    autoCapitalize: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    'aria-describedby': hint === undefined ? undefined : `${id}-hint`,
    className: 'question-input',
    // The visible label is the same in every item; the name says which question.
    'aria-label': name ?? `Your answer to question ${String(context.number)}`,
    disabled,
    onFocus,
  } as const;
  return (
    <div className="question-field">
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <span id={`${id}-hint`} className="question-hint">
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type="text"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            context.onSubmit();
          }}
        />
      )}
    </div>
  );
}

export interface Option {
  readonly value: string;
  readonly label: string;
  readonly native?: string | undefined;
  /** The label is in the page's language ("True"), not the target language. */
  readonly inPageLanguage?: boolean;
}

/** Radio buttons: the browser's own arrow-key behaviour, one name per item. */
export function Choice({
  context,
  legend,
  options,
  value,
  correct,
  onChange,
  disabled = false,
}: {
  readonly context: ItemContext;
  readonly legend: ReactNode;
  readonly options: readonly Option[];
  readonly value: string | undefined;
  /** The right option's value, marked once the item is revealed; absent where it is not known. */
  readonly correct?: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="question-choice" disabled={disabled}>
      <legend className="question-prompt">{legend}</legend>
      {options.map((option) => {
        const isCorrect = context.revealed && correct !== undefined && option.value === correct;
        return (
          <label
            key={option.value}
            className={`question-option${isCorrect ? ' question-option-correct' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="question-option-text">
              <span lang={option.inPageLanguage === true ? undefined : context.target}>
                {option.label}
              </span>
              <Native
                show={context.showNative && option.native !== undefined}
                lang={context.native}
              >
                {option.native ?? ''}
              </Native>
            </span>
            {isCorrect && (
              <span className="question-option-mark">
                <span aria-hidden="true">✓ </span>Right answer
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}

export function Prompt({
  context,
  target,
  native,
}: {
  readonly context: ItemContext;
  readonly target: string;
  readonly native: string;
}) {
  return (
    <>
      <span lang={context.target}>{target}</span>
      <Native show={context.showNative} lang={context.native}>
        {native}
      </Native>
    </>
  );
}
