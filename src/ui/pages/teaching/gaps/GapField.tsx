import { memo, useState } from 'react';
import { checkGap, type Gap } from '@/domain/teaching/gaps';

export type GapMode = 'type' | 'choose';

/** A number per gap object; a new draw (a new choice, Reset) makes new gap objects. */
const slotNumbers = new WeakMap<Gap, number>();
let slotsNumbered = 0;

/**
 * The React key of a gap's slot in its sentence: new for every draw, so a new choice or a Reset
 * mounts fresh boxes (GapField's box is uncontrolled and would otherwise keep what was typed),
 * while a re-render with the same gaps keeps them.
 */
export function gapSlotKey(gap: Gap): string {
  let number = slotNumbers.get(gap);
  if (number === undefined) {
    slotsNumbered += 1;
    number = slotsNumbered;
    slotNumbers.set(gap, number);
  }
  return `gap-${String(number)}`;
}

type Status = 'right' | 'wrong' | undefined;

function statusOf(gap: Gap, answer: string, language: string, options: readonly string[]): Status {
  if (answer.trim() === '') return undefined;
  // The words offered are never accent slips of the answer (src/domain/matching/normalise.ts).
  return checkGap(gap.answer, answer, language, options) ? 'right' : 'wrong';
}

/**
 * Right or wrong as an icon and a word for screen readers, never by colour alone. The word
 * joiner (U+2060) keeps the icon on the line of the box before it, which has no wrapper.
 */
function GapStatus({ id, status }: { readonly id: string; readonly status: 'right' | 'wrong' }) {
  return (
    <span id={id} className={`gap-status gap-status-${status}`}>
      <span aria-hidden="true">{status === 'right' ? '\u2060✓' : '\u2060✗'}</span>
      <span className="visually-hidden">{status === 'right' ? 'Right' : 'Wrong'}</span>
    </span>
  );
}

/**
 * One gap: a text box (checked when it loses the focus or on Enter, not on every key, so a
 * half-typed word is never marked wrong), a select in "choose" mode, or the answer once revealed.
 * Memoised on plain props so typing in one gap of a 500-word text re-renders only that gap.
 * "All" gaps on a 500-word text mounts some 300 of these at once (README: input to next paint),
 * so a text box is just the box (and its mark once checked): no wrapper, no effect, uncontrolled,
 * and its right/wrong look comes from attributes on the box rather than from a `:has()` rule,
 * which Chromium re-checks for every gap whenever anything is inserted into the text.
 */
export const GapField = memo(function GapField({
  gap,
  total,
  answer,
  language,
  revealed,
  mode,
  hint = '',
  options,
  onAnswer,
  revealedClassName,
}: {
  readonly gap: Gap;
  readonly total: number;
  /** The committed answer ('' for none). */
  readonly answer: string;
  readonly language: string;
  readonly revealed: boolean;
  readonly mode: GapMode;
  /** What the empty box shows at the chosen level of help (gapHint); '' for none. */
  readonly hint?: string | undefined;
  /** The choices of "choose" mode (gapOptions). */
  readonly options: readonly string[];
  readonly onAnswer: (gapKey: string, value: string) => void;
  /** The highlighter's class for the answer, applied only once it is revealed (it would hint). */
  readonly revealedClassName?: string | undefined;
}) {
  // From the gap's key (unique on the page) rather than useId: one hook fewer for each of the 300.
  const statusId = `gap-status-${gap.key}`;
  /** What is being typed, until it is committed; null when the box shows the committed answer. */
  const [draft, setDraft] = useState<string | null>(null);
  const label = `Gap ${String(gap.number)} of ${String(total)}`;
  const status =
    draft !== null && draft !== answer ? undefined : statusOf(gap, answer, language, options);

  if (revealed) {
    return (
      <span className="gap-slot" data-gap-key={gap.key}>
        <mark
          className={['gap-revealed', revealedClassName].filter(Boolean).join(' ')}
          aria-describedby={status === undefined ? undefined : statusId}
        >
          {gap.answer}
        </mark>
        {status === undefined ? null : <GapStatus id={statusId} status={status} />}
      </span>
    );
  }

  const common = {
    'aria-label': label,
    'aria-invalid': status === 'wrong' ? true : undefined,
    'aria-describedby': status === undefined ? undefined : statusId,
    'data-status': status === 'right' ? status : undefined,
    'data-gap-key': gap.key,
  } as const;

  if (mode === 'choose') {
    return (
      <span className="gap-slot">
        <select
          {...common}
          className="gap-choice"
          value={answer}
          onChange={(event) => onAnswer(gap.key, event.target.value)}
        >
          <option value="">{hint === '' ? '…' : hint}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {status === undefined ? null : <GapStatus id={statusId} status={status} />}
      </span>
    );
  }

  const commit = () => {
    if (draft === null) return;
    onAnswer(gap.key, draft);
    setDraft(null);
  };

  // No slot element around the box (the revealed answer and the select keep theirs): one element
  // fewer for each of the 300 boxes "All" gaps mounts at once.
  return (
    <>
      {/* Uncontrolled, and `text` by default: on mount React then sets no value, value
          attribute or type on the box, which "All" gaps does some 300 times at once. No box
          outlives its draw (gapSlotKey), so none keeps a cleared answer. Its direction and
          `spellcheck="false"` come from the text around it (GappedText), not from 300 attributes. */}
      <input
        {...common}
        className="gap-input"
        defaultValue={answer === '' ? undefined : answer}
        placeholder={hint === '' ? undefined : hint}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
      {status === undefined ? null : <GapStatus id={statusId} status={status} />}
    </>
  );
});
