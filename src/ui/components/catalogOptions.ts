import { COUNTRIES } from '@/domain/catalog/countries';
import { LANGUAGES } from '@/domain/catalog/languages';
import { questionTypeLabel, type QuestionType } from '@/domain/catalog/questionTypes';
import type { SelectOption } from './Field';

/** The catalogue's countries as a select's options, by name. */
export const COUNTRY_OPTIONS: readonly SelectOption[] = COUNTRIES.map((country) => ({
  value: country.code,
  label: country.name,
}));

/** The catalogue's class languages as a select's options, by name. */
export const LANGUAGE_OPTIONS: readonly SelectOption[] = LANGUAGES.map((language) => ({
  value: language.code,
  label: language.name,
}));

/** Question types as checkbox options, labelled as teachers read them. */
export function questionTypeOptions(types: readonly QuestionType[]): readonly SelectOption[] {
  return types.map((type) => ({ value: type, label: questionTypeLabel(type) ?? type }));
}
