/** A list of labelled checkboxes (question types, options); the caller holds what is checked. */
export function CheckboxList({
  name,
  options,
  checked,
  onToggle,
}: {
  readonly name: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly checked: (value: string) => boolean;
  readonly onToggle: (value: string) => void;
}) {
  return (
    <ul className="choice-list">
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <li key={option.value} className="choice">
            <input
              type="checkbox"
              id={id}
              name={name}
              value={option.value}
              checked={checked(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
          </li>
        );
      })}
    </ul>
  );
}
