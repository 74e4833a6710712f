import { parseHashtags } from '@/domain/validation/hashtags';
import { useEffect, useState } from 'react';

/*
 * The resource's name and hashtags, shared by the review and activities pages. Both hand
 * their value to the page on every change; the server checks them when they are saved and its
 * message appears on the page.
 */

export function ResourceNameField({
  value,
  disabled,
  onChange,
}: {
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (name: string) => void;
}) {
  const empty = value.trim() === '';
  return (
    <div className="field">
      <label htmlFor="resource-name">Resource name</label>
      <input
        id="resource-name"
        type="text"
        maxLength={100}
        value={value}
        disabled={disabled}
        aria-invalid={empty ? true : undefined}
        aria-describedby={empty ? 'resource-name-error' : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {empty && (
        <p id="resource-name-error" className="field-error">
          Give the resource a name.
        </p>
      )}
    </div>
  );
}

const written = (tags: readonly string[]) => tags.map((tag) => `#${tag}`).join(' ');

export function HashtagsField({
  value,
  disabled,
  onChange,
}: {
  readonly value: readonly string[];
  readonly disabled: boolean;
  readonly onChange: (hashtags: readonly string[]) => void;
}) {
  // The box keeps what the teacher types (a half-typed "#" included); the list goes out parsed.
  const [text, setText] = useState(written(value));
  useEffect(() => {
    setText((current) =>
      parseHashtags(current).join(' ') === value.join(' ') ? current : written(value),
    );
  }, [value]);
  return (
    <div className="field">
      <label htmlFor="resource-hashtags">Hashtags</label>
      <p id="resource-hashtags-hint" className="field-hint">
        Words that help you and other teachers find the resource, e.g. #food #market.
      </p>
      <input
        id="resource-hashtags"
        type="text"
        value={text}
        disabled={disabled}
        aria-describedby="resource-hashtags-hint"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          onChange(parseHashtags(next));
        }}
      />
    </div>
  );
}
