// The shape of the generated text (spec §9 "Text styles"). Values are ours: the spec names the
// styles but not their wire strings. `speakers` drives the dialogue-only question types.
import { isOneOf } from './membership';

export const TEXT_STYLES = [
  { value: 'text', label: 'Text', speakers: 1 },
  { value: 'dialogue_two_speakers', label: 'Dialogue (two speakers)', speakers: 2 },
  { value: 'dialogue_three_speakers', label: 'Dialogue (three speakers)', speakers: 3 },
  { value: 'single_sentences', label: 'Single sentences', speakers: 1 },
  { value: 'comprehensible_text', label: 'Comprehensible text', speakers: 1 },
] as const;
export type TextStyle = (typeof TEXT_STYLES)[number]['value'];

export const TEXT_STYLE_VALUES: readonly TextStyle[] = TEXT_STYLES.map((style) => style.value);

export function isTextStyle(value: unknown): value is TextStyle {
  return isOneOf(TEXT_STYLE_VALUES, value);
}

/** How many people speak in a text of the style: 1 for the styles that are not dialogues. */
export function speakerCount(style: TextStyle): number {
  return TEXT_STYLES.find((entry) => entry.value === style)?.speakers ?? 1;
}

/** Whether the style has more than one speaker, so "who said what" makes sense. */
export function isDialogue(style: TextStyle): boolean {
  return speakerCount(style) > 1;
}

export function textStyleLabel(style: string): string | undefined {
  return TEXT_STYLES.find((entry) => entry.value === style)?.label;
}
