import './choices.css';

/** Beside a choice the user's plan lacks, and its accessible description. */
export const NOT_IN_PLAN = 'Not in your plan';

/** Under a list of question types some of which the plan lacks; "Upgrade" becomes a link. */
export const QUESTION_TYPES_LOCKED =
  'The question types marked “Not in your plan” are not included in your plan. Upgrade to use them.';

/**
 * One radio or checkbox of a `choice-list`, with its label. Given `lockedBecause`, it is shown
 * but cannot be chosen, and says why beside its label (also its accessible description): a
 * feature the plan lacks stays visible, so the teacher knows it exists.
 */
export function Choice({
  type,
  id,
  name,
  value,
  label,
  checked,
  onChange,
  lockedBecause,
}: {
  readonly type: 'radio' | 'checkbox';
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly lockedBecause?: string | undefined;
}) {
  const noteId = `${id}-locked`;
  const locked = lockedBecause !== undefined;
  return (
    <li className={locked ? 'choice choice-locked' : 'choice'}>
      <input
        type={type}
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={locked}
        aria-describedby={locked ? noteId : undefined}
        onChange={onChange}
      />
      <span className="choice-text">
        <label htmlFor={id}>{label}</label>
        {locked && (
          <span id={noteId} className="choice-note">
            {lockedBecause}
          </span>
        )}
      </span>
    </li>
  );
}
