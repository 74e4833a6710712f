// Ways a teacher can ask for a generated text to be rewritten (spec §9 "Text-change options").
// The spec pairs some options (Longer/Shorter, Simpler/More Complex, more/less detailed,
// serious/funny, factual/fictional); `opposite` records the pair so a picker can keep at most
// one of each pair selected. The label is also the instruction sent with the request.
// `offline`: the built-in generator can make the change itself (it writes the text again at
// another length or level); the others need an AI provider and are marked so in the UI.

export const TEXT_CHANGES = [
  { value: 'longer', label: 'Longer', opposite: 'shorter', offline: true },
  { value: 'shorter', label: 'Shorter', opposite: 'longer', offline: true },
  { value: 'simpler', label: 'Simpler', opposite: 'more_complex', offline: true },
  { value: 'more_complex', label: 'More Complex', opposite: 'simpler', offline: true },
  { value: 'more_detailed', label: 'More detailed', opposite: 'less_detailed', offline: false },
  { value: 'less_detailed', label: 'Less detailed', opposite: 'more_detailed', offline: false },
  { value: 'opinionated', label: 'Opinionated', opposite: undefined, offline: false },
  { value: 'serious', label: 'Serious', opposite: 'funny', offline: false },
  { value: 'funny', label: 'Funny', opposite: 'serious', offline: false },
  { value: 'factual', label: 'Factual', opposite: 'fictional', offline: false },
  { value: 'fictional', label: 'Fictional', opposite: 'factual', offline: false },
  { value: 'historic', label: 'Historic', opposite: undefined, offline: false },
  { value: 'scientific', label: 'Scientific', opposite: undefined, offline: false },
] as const;
export type TextChange = (typeof TEXT_CHANGES)[number]['value'];

export const TEXT_CHANGE_VALUES: readonly TextChange[] = TEXT_CHANGES.map((change) => change.value);

/** Whether the built-in offline generator can make this change (no AI provider needed). */
export function isOfflineTextChange(change: TextChange): boolean {
  return TEXT_CHANGES.find((entry) => entry.value === change)?.offline ?? false;
}

/** The option that contradicts this one, if it has one. */
export function oppositeTextChange(change: TextChange): TextChange | undefined {
  return TEXT_CHANGES.find((entry) => entry.value === change)?.opposite;
}
