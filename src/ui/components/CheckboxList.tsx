import { Choice } from './Choice';
import './choices.css';

/** A list of labelled checkboxes (question types, options); the caller holds what is checked. */
export function CheckboxList({
  name,
  options,
  checked,
  onToggle,
  lockedBecause,
}: {
  readonly name: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly checked: (value: string) => boolean;
  readonly onToggle: (value: string) => void;
  /** Why an option cannot be chosen (a feature the plan lacks); undefined when it can. */
  readonly lockedBecause?: (value: string) => string | undefined;
}) {
  return (
    <ul className="choice-list">
      {options.map((option) => (
        <Choice
          key={option.value}
          type="checkbox"
          id={`${name}-${option.value}`}
          name={name}
          value={option.value}
          label={option.label}
          checked={checked(option.value)}
          onChange={() => onToggle(option.value)}
          lockedBecause={lockedBecause?.(option.value)}
        />
      ))}
    </ul>
  );
}
