import type { Token } from '@/domain/resource/content';
import type { Character } from './frames';
import { NUMBER_WORDS } from './language';
import { word } from './model';
import type { Person, Sex, Tense } from './model';

/*
 * Helpers shared by the Romance modules (es, fr, it, pt): person indexing, conjugation tables
 * written out as five forms (I, you, he/she, we, they), agreement of adjectives and past
 * participles.
 */

export const PERSON_INDEX: Readonly<Record<Person, number>> = {
  '1s': 0,
  '2s': 1,
  '3s': 2,
  '1p': 3,
  '3p': 4,
};

export type Five = readonly [string, string, string, string, string];

export function five(text: string): Five {
  const parts = text.split(' ');
  if (parts.length !== 5) throw new Error(`five forms expected: ${text}`);
  return parts as unknown as Five;
}

/** One tense of a verb: the form for a person, and the other persons' forms as plausible mistakes. */
export function pickForm(forms: Five, person: Person): { form: string; wrong: string[] } {
  const form = forms[PERSON_INDEX[person]] ?? forms[0];
  return { form, wrong: forms.filter((f) => f !== form).slice(0, 2) };
}

export function agreementIndex(sex: Sex | 'm' | 'f', plural: boolean): 0 | 1 | 2 | 3 {
  return ((plural ? 2 : 0) + (sex === 'f' ? 1 : 0)) as 0 | 1 | 2 | 3;
}

export function isPluralPerson(person: Person): boolean {
  return person === '1p' || person === '3p';
}

export interface Conjugated {
  /** The finite word (the auxiliary in a compound past). */
  readonly finite: string;
  readonly wrong: readonly string[];
  /** Past participle of a compound past. */
  readonly participle?: string;
}

export function numberWord(lang: 'es' | 'fr' | 'it' | 'pt', n: number, feminine: boolean): Token {
  let text = NUMBER_WORDS[lang][n] ?? String(n);
  if (feminine && n === 2 && lang === 'pt') text = 'duas';
  return word(text, 'numeral', `number:${n}`);
}

export function tenseIndex(tense: Tense): 0 | 1 | 2 {
  return tense === 'present' ? 0 : tense === 'past' ? 1 : 2;
}

export function charSex(who: Character): Sex {
  return who.sex;
}
