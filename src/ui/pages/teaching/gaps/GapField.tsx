import { memo, useId, useState } from 'react';
import { checkGap, type Gap } from '@/domain/teaching/gaps';

export type GapMode = 'type' | 'choose';

type Status = 'right' | 'wrong' | undefined;

function statusOf(gap: Gap, answer: string, language: string): Status {
  if (answer.trim() === '') return undefined;
  return checkGap(gap.answer, answer, language) ? 'right' : 'wrong';
}

/** Right or wrong as an icon and a word for screen readers, never by colour alone. */
function GapStatus({ id, status }: { readonly id: string; readonly status: Status }) {
  if (status === undefined) return null;
  return (
    <span id={id} className={`gap-status gap-status-${status}`}>
      <span aria-hidden="true">{status === 'right' ? '✓' : '✗'}</span>
      <span className="visually-hidden">{status === 'right' ? 'Right' : 'Wrong'}</span>
    </span>
  );
}

/**
 * One gap: a text box (checked when it loses the focus or on Enter, not on every key, so a
 * half-typed word is never marked wrong), a select in "choose" mode, or the answer once revealed.
 * Memoised on plain props so typing in one gap of a 500-word text re-renders only that gap.
 */
export const GapField = memo(function GapField({
  gap,
  total,
  answer,
  language,
  revealed,
  mode,
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
  /** The choices of "choose" mode (gapOptions). */
  readonly options: readonly string[];
  readonly onAnswer: (gapKey: string, value: string) => void;
  /** The highlighter's class for the answer, applied only once it is revealed (it would hint). */
  readonly revealedClassName?: string | undefined;
}) {
  const statusId = useId();
  /** What is being typed, until it is committed; null when the box shows the committed answer. */
  const [draft, setDraft] = useState<string | null>(null);
  const label = `Gap ${String(gap.number)} of ${String(total)}`;
  const status = draft !== null && draft !== answer ? undefined : statusOf(gap, answer, language);

  if (revealed) {
    return (
      <span className="gap-slot" data-gap-key={gap.key}>
        <mark
          className={['gap-revealed', revealedClassName].filter(Boolean).join(' ')}
          aria-describedby={status === undefined ? undefined : statusId}
        >
          {gap.answer}
        </mark>
        <GapStatus id={statusId} status={status} />
      </span>
    );
  }

  const common = {
    'aria-label': label,
    'aria-invalid': status === 'wrong' ? true : undefined,
    'aria-describedby': status === undefined ? undefined : statusId,
    'data-gap-key': gap.key,
    dir: 'auto',
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
          <option value="">…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <GapStatus id={statusId} status={status} />
      </span>
    );
  }

  const commit = () => {
    if (draft === null) return;
    onAnswer(gap.key, draft);
    setDraft(null);
  };

  return (
    <span className="gap-slot">
      <input
        {...common}
        type="text"
        className="gap-input"
        value={draft ?? answer}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
      <GapStatus id={statusId} status={status} />
    </span>
  );
});
