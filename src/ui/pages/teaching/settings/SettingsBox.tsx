import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { layoutLabel, SCREEN_LAYOUTS } from '@/domain/catalog/screenLayouts';
import {
  BACKGROUNDS,
  canStepFont,
  FONT_FAMILIES,
  GAP_LEVELS,
  HIGHLIGHTER_COLOURS,
  highlighterColour,
  isBackgroundId,
  isFontFamily,
  isGapLevel,
  isHighlighterColourId,
  isLineHeight,
  isScreenLayoutId,
  isSplitPercent,
  LINE_HEIGHTS,
  resetDisplay,
  setBackground,
  setFontFamily,
  setGapLevel,
  setHighlight,
  setLayout,
  setLineHeight,
  setSplit,
  SPLIT_PERCENTS,
  stepFont,
  type DisplaySettings,
} from '@/domain/display/settings';
import { PARTS_OF_SPEECH } from '@/domain/resource/content';
import { PART_OF_SPEECH_LABELS } from './partOfSpeechLabels';
import type { DisplaySettingsUpdate } from './useDisplaySettings';
import './settings.css';

const IMAGE_LAYOUTS = SCREEN_LAYOUTS.filter((layout) => layout.hasImages).map(({ id }) => id);

/** "5, 6, 8 and 9" */
function listed(values: readonly number[]): string {
  const words = values.map(String);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A labelled select whose chosen option goes back through `isValue`, so only valid values reach a reducer. */
function Choice<T extends string | number>({
  id,
  label,
  hint,
  value,
  options,
  isValue,
  onChange,
  children,
  tour,
}: {
  readonly id: string;
  /** The guided tour's target name (data-tour), for the controls a tour step points at. */
  readonly tour?: string;
  readonly label: string;
  readonly hint?: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  /** Whether the option's value (a string in the DOM) is one of T, after Number() for numbers. */
  readonly isValue: (value: unknown) => value is T;
  readonly onChange: (value: T) => void;
  /** Shown beside the select (a colour swatch). */
  readonly children?: ReactNode;
}) {
  const numeric = typeof value === 'number';
  const select = (
    <select
      id={id}
      value={String(value)}
      aria-describedby={hint === undefined ? undefined : `${id}-hint`}
      onChange={(event) => {
        const chosen: unknown = numeric ? Number(event.target.value) : event.target.value;
        if (isValue(chosen)) onChange(chosen);
      }}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <div className="field" data-tour={tour}>
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children === undefined ? (
        select
      ) : (
        <div className="display-settings-colour">
          {children}
          {select}
        </div>
      )}
    </div>
  );
}

export interface SettingsBoxProps {
  /** The settings from `useDisplaySettings()`. */
  readonly settings: DisplaySettings;
  /** `change` from `useDisplaySettings()`: each control sends one domain reducer. */
  readonly onChange: (update: DisplaySettingsUpdate) => void;
}

/**
 * The teaching screen's settings box (issue #5, spec §3): a "Display settings" button that opens
 * a panel of labelled controls. Every control is a native button or select, so it works from the
 * keyboard as is; Esc closes the panel and puts the focus back on the button.
 */
export function SettingsBox({ settings, onChange }: SettingsBoxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  const canGoDown = canStepFont(settings, 'down');
  const canGoUp = canStepFont(settings, 'up');

  return (
    <div className="display-settings" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="button button-quiet"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        Display settings
      </button>
      {open ? (
        <div
          id={panelId}
          className="display-settings-panel"
          role="group"
          aria-label="Display settings"
        >
          <fieldset>
            <legend>Font size</legend>
            <div className="display-settings-stepper">
              {/* aria-disabled, not disabled: a disabled button drops the focus of whoever just
                  pressed it, and a keyboard user would land back at the top of the page. */}
              <button
                type="button"
                className="button button-quiet"
                aria-label="Smaller text"
                aria-disabled={!canGoDown}
                onClick={() => {
                  if (canGoDown) onChange((current) => stepFont(current, 'down'));
                }}
              >
                −
              </button>
              <output aria-live="polite" aria-label="Font size">
                {settings.fontSize}
              </output>
              <button
                type="button"
                className="button button-quiet"
                aria-label="Larger text"
                aria-disabled={!canGoUp}
                onClick={() => {
                  if (canGoUp) onChange((current) => stepFont(current, 'up'));
                }}
              >
                +
              </button>
            </div>
          </fieldset>

          <Choice
            id={`${id}-line-height`}
            label="Line height"
            value={settings.lineHeight}
            options={LINE_HEIGHTS.map((value) => ({ value, label: String(value) }))}
            isValue={isLineHeight}
            onChange={(value) => onChange((current) => setLineHeight(current, value))}
          />
          <Choice
            id={`${id}-font-family`}
            label="Font"
            value={settings.fontFamily}
            options={FONT_FAMILIES.map((value) => ({ value, label: value }))}
            isValue={isFontFamily}
            onChange={(value) => onChange((current) => setFontFamily(current, value))}
          />
          <Choice
            id={`${id}-background`}
            label="Background"
            value={settings.background}
            options={BACKGROUNDS.map(({ id: value, label }) => ({ value, label }))}
            isValue={isBackgroundId}
            onChange={(value) => onChange((current) => setBackground(current, value))}
          />
          <Choice
            id={`${id}-layout`}
            label="Screen layout"
            tour="layouts"
            hint={`Layouts ${listed(IMAGE_LAYOUTS)} show images.`}
            value={settings.layout}
            options={SCREEN_LAYOUTS.map(({ id: value }) => ({ value, label: layoutLabel(value) }))}
            isValue={isScreenLayoutId}
            onChange={(value) => onChange((current) => setLayout(current, value))}
          />
          <Choice
            id={`${id}-level`}
            label="Level (help in gaps)"
            value={settings.gapLevel}
            options={GAP_LEVELS.map(({ id: value, label }) => ({ value, label }))}
            isValue={isGapLevel}
            onChange={(value) => onChange((current) => setGapLevel(current, value))}
          />
          <Choice
            id={`${id}-split`}
            label="Widths: target text / native text"
            value={settings.split.target}
            options={SPLIT_PERCENTS.map((value) => ({
              value,
              label: `${String(value)}% / ${String(100 - value)}%`,
            }))}
            isValue={isSplitPercent}
            onChange={(value) => onChange((current) => setSplit(current, value))}
          />

          <fieldset>
            <legend>Highlighter colours</legend>
            <div className="display-settings-highlights">
              {PARTS_OF_SPEECH.map((pos) => (
                <Choice
                  key={pos}
                  id={`${id}-pos-${pos}`}
                  label={PART_OF_SPEECH_LABELS[pos]}
                  value={settings.highlights[pos]}
                  options={HIGHLIGHTER_COLOURS.map(({ id: value, label }) => ({ value, label }))}
                  isValue={isHighlighterColourId}
                  onChange={(value) => onChange((current) => setHighlight(current, pos, value))}
                >
                  <span
                    className="display-settings-swatch"
                    style={{ background: highlighterColour(settings.highlights[pos]) }}
                    aria-hidden="true"
                  />
                </Choice>
              ))}
            </div>
          </fieldset>

          <p className="display-settings-keys">
            Keys: T shows or hides the target text, N the native text, ? the questions, A
            everything.
          </p>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => onChange(() => resetDisplay())}
          >
            Reset display
          </button>
        </div>
      ) : null}
    </div>
  );
}
