// Rules of the resource creation draft (spec §3 "Resource creation draft", §4 "Creation draft").
import { questionTypesFor, type QuestionType } from '@/domain/catalog/questionTypes';
import { isTextStyle } from '@/domain/catalog/textStyles';
import type { VoiceOption } from '@/domain/catalog/voiceOptions';

/** Detail 7 means "no extra details": the exclusive none-option of the details list. */
export const DETAIL_NONE = 7;
/** Tense 6 means "use a variety of tenses": the exclusive none-option of the tenses list. */
export const TENSE_VARIETY = 6;

/** Details are numbered 0–7 (7 is the none-option). */
export const DETAIL_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** Tenses are numbered 0–10 (spec §9 "Tense exclusions numbered 0 to 10"; 6 is the none-option). */
export const TENSE_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** A set of numbered options, stored as the spec stores it: keyed by number, true when chosen. */
export type NumberedSelection = Readonly<Record<number, boolean>>;

/**
 * The dashboard's draft of a resource (spec §3). `from` is the pupils' native language and `to`
 * the target language, both as language codes of the catalogue (e.g. `en`, `es`).
 */
export interface CreationDraft {
  readonly title: string;
  readonly from: string;
  readonly to: string;
  /** A level code: CEFR (e.g. `A1`) or a school-year level; empty until chosen. */
  readonly audience: string;
  readonly topic: string;
  /** Word count, one of the catalogue's word counts (50–500, step 50). */
  readonly count: number;
  readonly vocabulary: string;
  readonly details: NumberedSelection;
  readonly tenses: NumberedSelection;
  /** A text style of the catalogue (spec §9), e.g. `text` or a dialogue. */
  readonly resourceType: string;
  /** Question type values of the catalogue (spec §9) the teacher wants prepared, in catalogue order. */
  readonly questionTypes: readonly QuestionType[];
  /** Where the audio comes from (spec §9 voice options); recording and upload happen at review. */
  readonly voice: VoiceOption;
}

/** Everything of a draft that is not a numbered selection: what a caller may override. */
export type DraftFields = Omit<CreationDraft, 'details' | 'tenses'>;

const DEFAULT_DETAILS: NumberedSelection = { [DETAIL_NONE]: true };
const DEFAULT_TENSES: NumberedSelection = { [TENSE_VARIETY]: true };

/**
 * Defaults of a new draft. English → Spanish, 150 words, every question type and the AI voiceover
 * are our choice (the spec does not show the defaults); details and tenses start on their
 * none-options as spec §4 says.
 */
const DEFAULT_FIELDS: DraftFields = {
  title: '',
  from: 'en',
  to: 'es',
  audience: '',
  topic: '',
  count: 150,
  vocabulary: '',
  resourceType: 'text',
  // Every question type a plain text can have: a teacher unticks what they do not want, rather
  // than discovering the list only after generating.
  questionTypes: questionTypesFor('text'),
  voice: 'ai_voiceover',
};

/** A new draft with the defaults, optionally overriding any field but details and tenses. */
export function createDraft(fields: Partial<DraftFields> = {}): CreationDraft {
  // A dialogue asked for without a choice of types gets every type it can have, who said what
  // included (issue #12), as a text gets every type a text can have.
  const style = fields.resourceType ?? 'text';
  const questionTypes =
    fields.questionTypes ?? questionTypesFor(isTextStyle(style) ? style : 'text');
  return {
    ...DEFAULT_FIELDS,
    ...fields,
    questionTypes,
    details: DEFAULT_DETAILS,
    tenses: DEFAULT_TENSES,
  };
}

interface OptionList {
  readonly none: number;
  readonly numbers: readonly number[];
}

const DETAILS: OptionList = { none: DETAIL_NONE, numbers: DETAIL_NUMBERS };
const TENSES: OptionList = { none: TENSE_VARIETY, numbers: TENSE_NUMBERS };

function selected(selection: NumberedSelection, list: OptionList): number[] {
  return list.numbers.filter((n) => selection[n] === true);
}

function selectionOf(numbers: readonly number[]): NumberedSelection {
  return Object.fromEntries(numbers.map((n) => [n, true]));
}

/**
 * Toggles option `n` of a list with an exclusive none-option (spec §4). Returns `undefined` when
 * nothing changes: an unknown number, or the none-option chosen while it is already on (it cannot
 * be toggled off directly). Deselecting the last ordinary option brings the none-option back, so a
 * list never ends up with nothing chosen: "no choice" has a meaning of its own (none / variety).
 */
function toggle(
  selection: NumberedSelection,
  list: OptionList,
  n: number,
): NumberedSelection | undefined {
  if (!list.numbers.includes(n)) return undefined;
  const current = selected(selection, list);
  if (n === list.none) {
    return current.includes(n) ? undefined : selectionOf([n]);
  }
  const ordinary = current.filter((m) => m !== list.none);
  const next = ordinary.includes(n) ? ordinary.filter((m) => m !== n) : [...ordinary, n];
  return selectionOf(next.length === 0 ? [list.none] : next);
}

/** Chooses or unchooses detail `n` (0–7); an out-of-range number leaves the draft as it is. */
export function toggleDetail(draft: CreationDraft, n: number): CreationDraft {
  const details = toggle(draft.details, DETAILS, n);
  return details === undefined ? draft : { ...draft, details };
}

/** Chooses or unchooses tense `n` (0–10); an out-of-range number leaves the draft as it is. */
export function toggleTense(draft: CreationDraft, n: number): CreationDraft {
  const tenses = toggle(draft.tenses, TENSES, n);
  return tenses === undefined ? draft : { ...draft, tenses };
}

/**
 * Sets the native (`from`) and/or target (`to`) language. Tenses and details depend on the
 * languages, so a real change resets both to their defaults (spec §4); setting a language to the
 * value it already has changes nothing and keeps the teacher's choices.
 */
export function changeLanguages(
  draft: CreationDraft,
  languages: { readonly from?: string; readonly to?: string },
): CreationDraft {
  const from = languages.from ?? draft.from;
  const to = languages.to ?? draft.to;
  if (from === draft.from && to === draft.to) return draft;
  return { ...draft, from, to, details: DEFAULT_DETAILS, tenses: DEFAULT_TENSES };
}

/** The chosen detail numbers, ascending. */
export function selectedDetails(draft: CreationDraft): number[] {
  return selected(draft.details, DETAILS);
}

/** The chosen tense numbers, ascending. */
export function selectedTenses(draft: CreationDraft): number[] {
  return selected(draft.tenses, TENSES);
}
