// Ways a teacher can ask for a generated text to be rewritten (spec §9 "Text-change options").
// The spec pairs some options (Longer/Shorter, Simpler/More Complex, more/less detailed,
// serious/funny, factual/fictional); `opposite` records the pair so a picker can keep at most
// one of each pair selected. The label is also the instruction sent with the request.

export const TEXT_CHANGES = [
  { value: 'longer', label: 'Longer', opposite: 'shorter' },
  { value: 'shorter', label: 'Shorter', opposite: 'longer' },
  { value: 'simpler', label: 'Simpler', opposite: 'more_complex' },
  { value: 'more_complex', label: 'More Complex', opposite: 'simpler' },
  { value: 'more_detailed', label: 'More detailed', opposite: 'less_detailed' },
  { value: 'less_detailed', label: 'Less detailed', opposite: 'more_detailed' },
  { value: 'opinionated', label: 'Opinionated', opposite: undefined },
  { value: 'serious', label: 'Serious', opposite: 'funny' },
  { value: 'funny', label: 'Funny', opposite: 'serious' },
  { value: 'factual', label: 'Factual', opposite: 'fictional' },
  { value: 'fictional', label: 'Fictional', opposite: 'factual' },
  { value: 'historic', label: 'Historic', opposite: undefined },
  { value: 'scientific', label: 'Scientific', opposite: undefined },
] as const;
export type TextChange = (typeof TEXT_CHANGES)[number]['value'];

export const TEXT_CHANGE_VALUES: readonly TextChange[] = TEXT_CHANGES.map((change) => change.value);

/** The option that contradicts this one, if it has one. */
export function oppositeTextChange(change: TextChange): TextChange | undefined {
  return TEXT_CHANGES.find((entry) => entry.value === change)?.opposite;
}
