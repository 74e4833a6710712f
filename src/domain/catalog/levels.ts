// Audience levels (spec §9): the CEFR scale with its sublevels, and seven school-year levels
// that a teacher picks in the terms of their own country's school system.
import { isOneOf } from './membership';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Sublevels split each band in two; C2 has none (spec §9: A1.1 to C1.2). */
export const CEFR_SUBLEVELS = [
  'A1.1',
  'A1.2',
  'A2.1',
  'A2.2',
  'B1.1',
  'B1.2',
  'B2.1',
  'B2.2',
  'C1.1',
  'C1.2',
] as const;
export type CefrSublevel = (typeof CEFR_SUBLEVELS)[number];

/** The Council of Europe's names for the six bands, shown after the code. */
export const CEFR_DESCRIPTORS: Readonly<Record<CefrLevel, string>> = {
  A1: 'Beginner',
  A2: 'Elementary',
  B1: 'Intermediate',
  B2: 'Upper intermediate',
  C1: 'Advanced',
  C2: 'Proficient',
};

/**
 * School-year level codes (spec §9), in the order the picker shows them. A code is the
 * England year group whose pupils are that age; every other country's label names the class
 * its pupils of the same age are in (start of the school year):
 *
 *   3  → age 7–8      4  → age 8–9      6  → age 10–11
 *   8  → age 12–13    10 → age 14–15    11 → age 15–16
 *   0  → adults and anyone outside these years (sixth form, university, evening class)
 */
export const SCHOOL_YEAR_CODES = [3, 4, 6, 8, 10, 11, 0] as const;
export type SchoolYearCode = (typeof SCHOOL_YEAR_CODES)[number];

/** Approximate age band of each school-year code, for tooltips and documentation. */
export const SCHOOL_YEAR_AGE_BANDS: Readonly<Record<SchoolYearCode, string>> = {
  3: '7–8',
  4: '8–9',
  6: '10–11',
  8: '12–13',
  10: '14–15',
  11: '15–16',
  0: '16+',
};

/** The countries whose school years the picker offers (spec §9), by their English name. */
export const SCHOOL_COUNTRIES = [
  'England',
  'Scotland',
  'Northern Ireland',
  'Ireland',
  'Germany',
  'France',
  'Spain',
  'USA',
  'Mexico',
  'Peru',
  'Colombia',
  'Argentina',
] as const;
export type SchoolCountry = (typeof SCHOOL_COUNTRIES)[number];

// Labels use each system's own terms, so a teacher recognises their class at a glance.
// Scotland's P1 and Northern Ireland's P1 start a year apart (NI children start at 4), hence
// the different offsets. Argentina's labels follow Buenos Aires province (6 years of primaria,
// then secundaria from 1º año); other provinces shift by a year around age 12.
const SCHOOL_YEAR_LABELS: Readonly<
  Record<SchoolCountry, Readonly<Record<SchoolYearCode, string>>>
> = {
  England: {
    3: 'Year 3',
    4: 'Year 4',
    6: 'Year 6',
    8: 'Year 8',
    10: 'Year 10',
    11: 'Year 11',
    0: 'Adult / other',
  },
  Scotland: {
    3: 'P3',
    4: 'P4',
    6: 'P6',
    8: 'S1',
    10: 'S3',
    11: 'S4',
    0: 'Adult / other',
  },
  'Northern Ireland': {
    3: 'P4',
    4: 'P5',
    6: 'P7',
    8: 'Year 9',
    10: 'Year 11',
    11: 'Year 12',
    0: 'Adult / other',
  },
  Ireland: {
    3: '2nd Class',
    4: '3rd Class',
    6: '5th Class',
    8: '1st Year',
    10: '3rd Year',
    11: 'Transition Year',
    0: 'Adult / other',
  },
  Germany: {
    3: 'Klasse 2',
    4: 'Klasse 3',
    6: 'Klasse 5',
    8: 'Klasse 7',
    10: 'Klasse 9',
    11: 'Klasse 10',
    0: 'Erwachsene',
  },
  France: {
    3: 'CE1',
    4: 'CE2',
    6: 'CM2',
    8: '5e',
    10: '3e',
    11: '2de',
    0: 'Adultes',
  },
  Spain: {
    3: '2º Primaria',
    4: '3º Primaria',
    6: '5º Primaria',
    8: '1º ESO',
    10: '3º ESO',
    11: '4º ESO',
    0: 'Adultos',
  },
  USA: {
    3: 'Grade 2',
    4: 'Grade 3',
    6: 'Grade 5',
    8: 'Grade 7',
    10: 'Grade 9',
    11: 'Grade 10',
    0: 'Adult / other',
  },
  Mexico: {
    3: '2º de primaria',
    4: '3º de primaria',
    6: '5º de primaria',
    8: '1º de secundaria',
    10: '3º de secundaria',
    11: '1º de preparatoria',
    0: 'Adultos',
  },
  Peru: {
    3: '2º de primaria',
    4: '3º de primaria',
    6: '5º de primaria',
    8: '1º de secundaria',
    10: '3º de secundaria',
    11: '4º de secundaria',
    0: 'Adultos',
  },
  Colombia: {
    3: 'Grado 2º',
    4: 'Grado 3º',
    6: 'Grado 5º',
    8: 'Grado 7º',
    10: 'Grado 9º',
    11: 'Grado 10º',
    0: 'Adultos',
  },
  Argentina: {
    3: '2º grado',
    4: '3º grado',
    6: '5º grado',
    8: '1º año',
    10: '3º año',
    11: '4º año',
    0: 'Adultos',
  },
};

/** A resource's intended audience: a CEFR (sub)level or a school year in a given country. */
export type AudienceLevel =
  | { readonly kind: 'cefr'; readonly level: CefrLevel | CefrSublevel }
  | { readonly kind: 'school'; readonly country: SchoolCountry; readonly code: SchoolYearCode };

export function isCefrLevel(value: unknown): value is CefrLevel {
  return isOneOf(CEFR_LEVELS, value);
}

export function isCefrSublevel(value: unknown): value is CefrSublevel {
  return isOneOf(CEFR_SUBLEVELS, value);
}

export function isSchoolYearCode(value: unknown): value is SchoolYearCode {
  return isOneOf(SCHOOL_YEAR_CODES, value);
}

export function isSchoolCountry(value: unknown): value is SchoolCountry {
  return isOneOf(SCHOOL_COUNTRIES, value);
}

/** The CEFR band a (sub)level belongs to: 'B1.2' → 'B1'. */
export function cefrBand(level: CefrLevel | CefrSublevel): CefrLevel {
  return level.slice(0, 2) as CefrLevel;
}

/**
 * The CEFR band each school year reads at. Year 10 starts the exam course (GCSE in England),
 * whose texts give reasons and opinions: a teacher expects them a step above Year 8.
 */
const SCHOOL_YEAR_BANDS: Readonly<Record<SchoolYearCode, CefrLevel>> = {
  3: 'A1',
  4: 'A1',
  6: 'A1',
  8: 'A2',
  10: 'B1',
  11: 'B1',
  0: 'B1',
};

/** The CEFR band a text for this audience is written at. */
export function audienceBand(level: AudienceLevel): CefrLevel {
  return level.kind === 'cefr' ? cefrBand(level.level) : SCHOOL_YEAR_BANDS[level.code];
}

/** What a teacher in `country` calls the class of school-year `code`. */
export function schoolYearLabel(country: SchoolCountry, code: SchoolYearCode): string {
  return SCHOOL_YEAR_LABELS[country][code];
}

/** Teacher-facing label: 'B1.2 (Intermediate)', or the country's own name for the class. */
export function audienceLabel(level: AudienceLevel): string {
  switch (level.kind) {
    case 'cefr':
      return `${level.level} (${CEFR_DESCRIPTORS[cefrBand(level.level)]})`;
    case 'school':
      return schoolYearLabel(level.country, level.code);
  }
}

/**
 * The key a level is stored and searched by (library filters, classrooms): the CEFR
 * (sub)level itself, or `Country:code` for a school year (`England:8`).
 */
export function levelKey(level: AudienceLevel): string {
  return level.kind === 'cefr' ? level.level : `${level.country}:${level.code}`;
}

/** Every level key there is, CEFR first, then each country's school years. */
export const LEVEL_KEYS: readonly string[] = [
  ...CEFR_LEVELS,
  ...CEFR_SUBLEVELS,
  ...SCHOOL_COUNTRIES.flatMap((country) => SCHOOL_YEAR_CODES.map((code) => `${country}:${code}`)),
];

/** The level a key names, or undefined for a string that is no level key. */
export function levelFromKey(key: string): AudienceLevel | undefined {
  if (isCefrLevel(key) || isCefrSublevel(key)) return { kind: 'cefr', level: key };
  const [country, code] = key.split(':');
  const year = Number(code);
  return isSchoolCountry(country) && code !== '' && isSchoolYearCode(year)
    ? { kind: 'school', country, code: year }
    : undefined;
}

/** A level key as a teacher reads it: `A2 (Elementary)`, `Year 8 (England)`; else the key. */
export function levelKeyLabel(key: string): string {
  const level = levelFromKey(key);
  if (level === undefined) return key;
  return level.kind === 'cefr'
    ? audienceLabel(level)
    : `${audienceLabel(level)} (${level.country})`;
}
