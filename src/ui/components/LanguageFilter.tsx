import { isLanguageCode, type LanguageCode } from '@/domain/catalog/languages';
import { LANGUAGE_OPTIONS } from './catalogOptions';

/** A list's "Language" filter: any language (''), or one of the catalogue's. */
export function LanguageFilter({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: LanguageCode | '';
  readonly onChange: (value: LanguageCode | '') => void;
}) {
  return (
    <div className="library-filter">
      <label htmlFor={id}>Language</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(isLanguageCode(chosen) ? chosen : '');
        }}
      >
        <option value="">Any language</option>
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
