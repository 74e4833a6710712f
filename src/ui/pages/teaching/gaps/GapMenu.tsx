import { useId } from 'react';
import {
  PERCENTAGE_GAP_CHOICES,
  RANDOM_GAP_CHOICES,
  isPercentageGapChoice,
  isRandomGapChoice,
} from '@/domain/catalog/gaps';
import type { PartOfSpeech } from '@/domain/resource/content';
import { GAP_PARTS_OF_SPEECH, NO_GAPS, type GapChoice } from '@/domain/teaching/gaps';
import './gaps.css';

const ALL_PARTS: readonly PartOfSpeech[] = GAP_PARTS_OF_SPEECH.map((p) => p.value);

/**
 * The gap menus of the teaching screen (spec §9): random gap words, a percentage, parts of
 * speech, Reveal all and Reset. Controlled: the three ways of choosing gaps are one value, so
 * picking one clears the others, and a menu that does not hold the current choice shows "—".
 */
export function GapMenu({
  value,
  onChange,
  onRevealAll,
  onReset,
  parts = ALL_PARTS,
}: {
  readonly value: GapChoice;
  readonly onChange: (next: GapChoice) => void;
  readonly onRevealAll: () => void;
  readonly onReset: () => void;
  /** Parts of speech offered (e.g. those the text has: `gapPartsIn`); all by default. */
  readonly parts?: readonly PartOfSpeech[];
}) {
  const id = useId();
  const chosenParts = value.kind === 'pos' ? value.parts : [];

  const pickRandom = (raw: string) => {
    const count = raw === 'all' ? raw : Number(raw);
    if (isRandomGapChoice(count)) onChange({ kind: 'random', count });
    else if (value.kind === 'random') onChange(NO_GAPS);
  };
  const pickPercentage = (raw: string) => {
    const percent = Number(raw);
    if (raw !== '' && isPercentageGapChoice(percent)) onChange({ kind: 'percentage', percent });
    else if (value.kind === 'percentage') onChange(NO_GAPS);
  };
  const togglePart = (part: PartOfSpeech) => {
    const next = chosenParts.includes(part)
      ? chosenParts.filter((p) => p !== part)
      : ALL_PARTS.filter((p) => p === part || chosenParts.includes(p));
    onChange(next.length === 0 ? NO_GAPS : { kind: 'pos', parts: next });
  };

  return (
    <div className="gap-menu" role="group" aria-label="Gaps">
      <div className="gap-menu-field">
        <label htmlFor={`${id}-random`}>Random gaps</label>
        <select
          id={`${id}-random`}
          value={value.kind === 'random' ? String(value.count) : ''}
          onChange={(event) => pickRandom(event.target.value)}
        >
          <option value="">—</option>
          {RANDOM_GAP_CHOICES.map((count) => (
            <option key={count} value={String(count)}>
              {count === 'all' ? 'All' : count}
            </option>
          ))}
        </select>
      </div>
      <div className="gap-menu-field">
        <label htmlFor={`${id}-percentage`}>Percentage</label>
        <select
          id={`${id}-percentage`}
          value={value.kind === 'percentage' ? String(value.percent) : ''}
          onChange={(event) => pickPercentage(event.target.value)}
        >
          <option value="">—</option>
          {PERCENTAGE_GAP_CHOICES.map((percent) => (
            <option key={percent} value={String(percent)}>
              {percent}%
            </option>
          ))}
        </select>
      </div>
      <fieldset className="gap-menu-parts">
        <legend>Part of speech</legend>
        <ul>
          {GAP_PARTS_OF_SPEECH.filter((p) => parts.includes(p.value)).map((part) => (
            <li key={part.value}>
              <input
                type="checkbox"
                id={`${id}-pos-${part.value}`}
                checked={chosenParts.includes(part.value)}
                onChange={() => togglePart(part.value)}
              />
              <label htmlFor={`${id}-pos-${part.value}`}>{part.label}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="gap-menu-actions">
        <button type="button" className="button" onClick={onRevealAll}>
          Reveal all
        </button>
        <button type="button" className="button button-quiet" data-tour="reset" onClick={onReset}>
          Reset
        </button>
      </div>
    </div>
  );
}
