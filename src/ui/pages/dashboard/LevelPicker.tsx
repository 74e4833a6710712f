import { useState } from 'react';
import {
  CEFR_DESCRIPTORS,
  CEFR_LEVELS,
  CEFR_SUBLEVELS,
  SCHOOL_COUNTRIES,
  SCHOOL_YEAR_AGE_BANDS,
  SCHOOL_YEAR_CODES,
  isSchoolCountry,
  schoolYearLabel,
  type SchoolCountry,
} from '@/domain/catalog/levels';
import { audienceCode, parseAudience } from '@/domain/draft/draftForm';

/** 'cefr', or the country whose school years the teacher picks from. */
type Scale = 'cefr' | SchoolCountry;

interface LevelPickerProps {
  /** The draft's audience code ('' until chosen). */
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
}

function scaleOf(code: string): Scale | undefined {
  const level = parseAudience(code);
  return level === undefined ? undefined : level.kind === 'cefr' ? 'cefr' : level.country;
}

/**
 * Step "audience level" (spec §9 Levels): first the scale — CEFR, or a country's school years in
 * that country's own terms — then the level on it. Changing the scale clears a level of another
 * scale, so the draft never holds a level the second list does not show.
 */
export function LevelPicker({ value, onChange, onBlur, error }: LevelPickerProps) {
  const [chosenScale, setChosenScale] = useState<Scale>(() => scaleOf(value) ?? 'cefr');
  const scale = scaleOf(value) ?? chosenScale;

  const changeScale = (next: string) => {
    const nextScale: Scale = isSchoolCountry(next) ? next : 'cefr';
    setChosenScale(nextScale);
    if (value !== '' && scaleOf(value) !== nextScale) onChange('');
  };

  return (
    <>
      <div className="field">
        <label htmlFor="audience-scale">Scale</label>
        <select
          id="audience-scale"
          name="audience-scale"
          value={scale}
          onChange={(event) => changeScale(event.target.value)}
        >
          <option value="cefr">CEFR levels</option>
          <optgroup label="School years">
            {SCHOOL_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                School years in {country}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="field">
        <label htmlFor="audience-level">Level</label>
        <select
          id="audience-level"
          name="audience-level"
          value={value}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : 'audience-level-error'}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">Choose a level</option>
          {scale === 'cefr'
            ? CEFR_LEVELS.map((band) => (
                <optgroup key={band} label={`${band} ${CEFR_DESCRIPTORS[band]}`}>
                  <option value={band}>{`${band} (${CEFR_DESCRIPTORS[band]})`}</option>
                  {CEFR_SUBLEVELS.filter((sub) => sub.startsWith(band)).map((sub) => (
                    <option key={sub} value={sub}>
                      {sub}
                    </option>
                  ))}
                </optgroup>
              ))
            : SCHOOL_YEAR_CODES.map((code) => (
                <option key={code} value={audienceCode({ kind: 'school', country: scale, code })}>
                  {`${schoolYearLabel(scale, code)} (age ${SCHOOL_YEAR_AGE_BANDS[code]})`}
                </option>
              ))}
        </select>
        {error === undefined ? null : (
          <p id="audience-level-error" className="field-error">
            {error}
          </p>
        )}
      </div>
    </>
  );
}
